import type { Page, Request } from "playwright-core";

/** How long a page's network must stay quiet to count as settled, as Playwright's own networkidle counts it. */
const QUIET_MS = 500;
/** How long a wait for a quiet network lasts at most: a journey's page on a busy machine is slow, never this slow. */
const QUIET_LIMIT_MS = 30_000;
const POLL_MS = 50;

/** A page's requests, counted from the page's opening: those still in flight, and when any last started or ended. */
interface NetworkTally {
  inFlight: Set<Request>;
  lastChange: number;
}

const tallies = new WeakMap<Page, NetworkTally>();

/**
 * Starts counting a page's requests, in all its frames. Playwright's own networkidle keeps its
 * tally per frame and, once a frame has fired it, does not restart its timer after a later
 * request ends; when an editing frame inside the page then reloads, the page may never be
 * idle again. This tally is the page's, so a frame's reload cannot strand it.
 */
export function countRequests(page: Page): void {
  const tally: NetworkTally = { inFlight: new Set(), lastChange: Date.now() };
  tallies.set(page, tally);
  const ended = (request: Request) => {
    tally.inFlight.delete(request);
    tally.lastChange = Date.now();
  };
  page.on("request", (request) => {
    tally.inFlight.add(request);
    tally.lastChange = Date.now();
  });
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
}

/**
 * Waits until no request of the page has been in flight for 500 ms; past 30 s, fails naming the
 * requests still in flight. A page whose requests are not counted (not opened by the harness's
 * newPage) waits for Playwright's networkidle instead.
 */
export async function quietNetwork(page: Page): Promise<void> {
  const tally = tallies.get(page);
  if (!tally) return page.waitForLoadState("networkidle");
  const started = Date.now();
  while (tally.inFlight.size > 0 || Date.now() - tally.lastChange < QUIET_MS) {
    if (Date.now() - started > QUIET_LIMIT_MS) {
      const waiting = [...tally.inFlight].map((request) => `${request.method()} ${request.url()}`);
      throw new Error(`The page's network did not go quiet in ${QUIET_LIMIT_MS / 1000} s. Requests still in flight: ${waiting.join(", ") || "none"}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
