// Hostile uploads in a real browser: every file of the corpus goes through the owner's upload
// API of a built server; each one stored is then opened on its own and embedded in a site page
// (img, iframe, object, embed). Nothing served from the site's origin may run script.
import { afterAll, beforeAll, expect, test } from "vitest";
import { HOSTILE_UPLOADS, RAN } from "../src/server/features/media/hostileUploads";
import { multipartUpload } from "../src/server/features/media/testing";
import { SiteClient } from "./forms-support/siteClient";
import { settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";

let journey: Journey;
let admin: SiteClient;
const stored: { label: string; url: string; kind: string }[] = [];

beforeAll(async () => {
  journey = await openJourney();
  admin = new SiteClient(journey.server, "demo");
  await admin.signIn(journey.server.demoOwner.email, journey.server.demoOwner.password);
  for (const file of HOSTILE_UPLOADS) {
    const body = multipartUpload(file.fileName.replace(/"/g, "'"), await file.bytes());
    const answer = await admin.send("POST", "/api/config/assets", { raw: { payload: body.payload as Buffer, contentType: String(body.headers!["content-type"]) } });
    expect(answer.status === 202 ? "neutralised" : "refused", `${file.label}: ${answer.status} ${answer.text}`).toBe(file.outcome);
    if (answer.status === 202) stored.push({ label: file.label, url: answer.json().asset.url, kind: answer.json().asset.kind });
  }
});

afterAll(async () => {
  await journey?.close();
});

test("the payloads run when a browser is given them as a page (so the checks below can see them)", async () => {
  const tracked = await journey.newPage();
  const ran: string[] = [];
  tracked.page.on("console", (message) => message.text() === RAN && ran.push(message.text()));
  await tracked.page.setContent(`<script>console.log(${JSON.stringify(RAN)})</script>`);
  await expect.poll(() => ran.length).toBe(1);
  await tracked.close();
});

test("no stored file runs script, opened on its own or embedded in a page of the site", async () => {
  expect(stored.length).toBeGreaterThan(5);
  const tracked = await journey.newPage();
  const { page } = tracked;
  const ran: string[] = [];
  page.on("console", (message) => message.text() === RAN && ran.push(page.url()));
  page.on("dialog", (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });

  for (const file of stored) {
    const answer = await page.goto(journey.server.siteUrl("demo", file.url)).catch((error: Error) => error);
    // Files are attachments: the browser downloads them instead of showing a page.
    if (answer instanceof Error) expect(answer.message, file.label).toMatch(/Download is starting|net::ERR_ABORTED/);
    else await settle(page);
  }

  const embeds = stored
    .map((file) => `<img src="${file.url}" alt=""><iframe src="${file.url}" title="file"></iframe><object data="${file.url}"></object><embed src="${file.url}">`)
    .join("\n");
  const pageId = (await admin.send("POST", "/api/config/pages", { json: { kind: "page", title: "Uploads", navigation: "_hidden" } })).json().id;
  const { draftVersion } = (await admin.send("GET", `/api/config/layouts/${pageId}`)).json();
  const saved = await admin.send("PUT", `/api/config/layouts/${pageId}`, { json: { version: draftVersion, draft: { blocks: [{ id: "0b1ec7000000000000000001", type: "code", settings: { html: embeds } }] } } });
  expect(saved.status).toBe(200);
  expect((await admin.send("POST", `/api/config/layouts/${pageId}/publish`, { json: { version: saved.json().draftVersion } })).status).toBe(200);
  await page.goto(journey.server.siteUrl("demo", "/uploads"));
  await settle(page);
  expect(await page.locator("iframe").count()).toBe(stored.length);
  expect(ran).toEqual([]);
  await tracked.close();
}, 180_000);
