// The hostile-upload corpus in a real browser: every file goes through the owner upload API of
// a built server, then each accepted file is opened at its own address and embedded in a page
// of the site as <img>, <object>, <embed> and <iframe>. No payload may run: none may call the
// beacon, retitle the document or set window.pwned. A control first shows that the very same
// payload, served plainly from the site's origin, does all three, so silence means safety.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BEACON_PATH, PWNED_TITLE, hostileCorpus, type HostileFile } from "../src/server/features/media/hostileCorpus";
import type { TrackedPage } from "./harness/browser";
import { openJourney, type Journey } from "./harness/journey";

/** An uploaded corpus file the server accepted. */
interface AcceptedUpload {
  file: HostileFile;
  url: string;
  kind: "image" | "file";
  contentType: string;
}

const EMBED_TITLE = "Corpus embedded";

let journey: Journey;
let corpus: HostileFile[];
const answers: { file: HostileFile; status: number; asset?: { url: string; kind: "image" | "file"; contentType: string } }[] = [];

/** Signs in the demo owner at /config in the page. */
async function signIn(page: Page): Promise<void> {
  await page.goto(journey.server.siteUrl("demo", "/config/"));
  await page.getByLabel("Email").fill(journey.server.demoOwner.email);
  await page.getByLabel("Password").fill(journey.server.demoOwner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("navigation", { name: "Configuration" }).waitFor();
}

/** Sends one file to POST /api/config/assets from the signed-in page, as the owner's app does. */
function uploadFromPage(page: Page, file: HostileFile) {
  return page.evaluate(
    async ({ name, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append("file", new File([bytes], name));
      const crumb = decodeURIComponent(
        document.cookie
          .split("; ")
          .find((c) => c.startsWith("crumb="))!
          .slice(6),
      );
      const response = await fetch("/api/config/assets", { method: "POST", headers: { "x-csrf-token": crumb }, body: form });
      return { status: response.status, body: await response.json() };
    },
    { name: file.name, base64: file.bytes.toString("base64") },
  );
}

/** Records every beacon request of the page's context (any frame, sandboxed or not). */
function beaconCalls(tracked: TrackedPage): string[] {
  const calls: string[] = [];
  tracked.context.on("request", (request) => {
    if (new URL(request.url()).pathname === BEACON_PATH) calls.push(request.url());
  });
  return calls;
}

/** Whether any frame of the page has window.pwned set (frames that went away, e.g. downloads, cannot have it). */
async function anyFramePwned(page: Page): Promise<boolean> {
  const flags = await Promise.all(page.frames().map((frame) => frame.evaluate(() => "pwned" in window).catch(() => false)));
  return flags.some(Boolean);
}

function accepted(): AcceptedUpload[] {
  return answers.flatMap(({ file, asset }) => (asset ? [{ file, ...asset }] : []));
}

beforeAll(async () => {
  corpus = await hostileCorpus();
  journey = await openJourney();
  const owner = await journey.newPage();
  await signIn(owner.page);
  for (const file of corpus) {
    const { status, body } = await uploadFromPage(owner.page, file);
    answers.push({ file, status, asset: status === 202 ? body.asset : undefined });
  }
  await owner.close();
});

afterAll(async () => {
  await journey?.close();
});

describe("hostile uploads never run script from the site's origin", () => {
  test("control: a corpus payload served plainly from the site's origin calls the beacon, retitles the page and sets window.pwned", async () => {
    const tracked = await journey.newPage();
    const calls = beaconCalls(tracked);
    const control = corpus.find((file) => file.name === "script.svg")!;
    await tracked.page.route(/\/__control\/script\.svg$/, (route) => route.fulfill({ status: 200, contentType: "image/svg+xml", body: control.bytes }));
    await tracked.page.goto(journey.server.siteUrl("demo", "/__control/script.svg"));
    expect(await tracked.page.title()).toBe(PWNED_TITLE);
    expect(await anyFramePwned(tracked.page)).toBe(true);
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(new URL(calls[0]!).search).toBe("?/__control/script.svg");
  });

  test("the owner upload API refuses or accepts each corpus file as the unit tests expect", () => {
    expect(answers.map(({ file, status }) => [file.name, file.expected.result === "refused" ? file.expected.status : 202, status])).toEqual(
      answers.map(({ file }) => [
        file.name,
        file.expected.result === "refused" ? file.expected.status : 202,
        file.expected.result === "refused" ? file.expected.status : 202,
      ]),
    );
    expect(accepted().length).toBeGreaterThan(10);
  });

  test("no accepted file runs script when opened at its own address", async () => {
    const tracked = await journey.newPage();
    const calls = beaconCalls(tracked);
    for (const upload of accepted()) {
      const address = journey.server.siteUrl("demo", upload.url);
      const response = await tracked.page.goto(address).catch(() => null);
      if (upload.kind === "image") {
        expect(response?.status(), upload.file.why).toBe(200);
        expect(response?.headers()["content-security-policy"], upload.file.why).toMatch(/^sandbox; /);
      } else {
        expect(response, `${upload.file.why} is downloaded, not shown`).toBeNull();
      }
      expect(await tracked.page.title(), upload.file.why).not.toBe(PWNED_TITLE);
      expect(await anyFramePwned(tracked.page), upload.file.why).toBe(false);
    }
    expect(calls).toEqual([]);
  });

  test("no accepted file runs script when a page of the site embeds it as img, object, embed and iframe", async () => {
    const tracked = await journey.newPage();
    const calls = beaconCalls(tracked);
    const embeds = accepted()
      .map(({ url, kind, contentType }) =>
        kind === "image"
          ? `<img src="${url}" alt=""><object data="${url}" type="${contentType}"></object><embed src="${url}" type="${contentType}"><iframe src="${url}"></iframe>`
          : `<object data="${url}" type="${contentType}"></object><embed src="${url}" type="${contentType}"><iframe src="${url}"></iframe>`,
      )
      .join("\n");
    const html = `<!doctype html><html><head><title>${EMBED_TITLE}</title></head><body>${embeds}</body></html>`;
    await tracked.page.route(/\/__embed$/, (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }));
    await tracked.page.goto(journey.server.siteUrl("demo", "/__embed"), { waitUntil: "load" });

    const images = await tracked.page.$$eval("img", (all) => all.map((img) => ({ src: img.getAttribute("src"), shown: img.complete && img.naturalWidth > 0 })));
    expect(images.length).toBe(accepted().filter((upload) => upload.kind === "image").length);
    for (const image of images) expect(image.shown, `${image.src} is shown as an image`).toBe(true);
    expect(await tracked.page.title()).toBe(EMBED_TITLE);
    expect(await anyFramePwned(tracked.page)).toBe(false);
    expect(calls).toEqual([]);
  });
});
