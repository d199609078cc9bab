import type { Frame, Page } from "playwright-core";

/** The path of the marker requests; the journey answers them itself, the server never sees them. */
const MARKER_PATH = "/__journey-marker";

let markers = 0;

/**
 * Makes the page (or one of its frames) send a marker request and waits until the journey has
 * seen it. A page starts its requests in order, so every request it started before the call has
 * been seen by then too: a journey can assert what was sent, and that nothing more was, without
 * sleeping.
 */
export async function requestsSeen(page: Page, frame: Frame = page.mainFrame()): Promise<void> {
  markers += 1;
  const search = `?${markers}`;
  const isMarker = (url: URL) => url.pathname === MARKER_PATH && url.search === search;
  await page.route(isMarker, (route) => route.fulfill({ status: 204 }));
  const seen = page.waitForRequest((request) => isMarker(new URL(request.url())));
  await frame.evaluate((url) => fetch(url).then(() => undefined), `${MARKER_PATH}${search}`);
  await seen;
  await page.unroute(isMarker);
}
