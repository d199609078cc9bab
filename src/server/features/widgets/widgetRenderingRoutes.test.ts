import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { hashPassword } from "../accounts/passwords";
import { contentRepository } from "../content/contentRepository";
import { summarySiteAs } from "../../testing/summarySite";
import { CookieJar, createTestServer, seedSite, type TestServer } from "../../testing/testServer";

const BLOCK_ID = "5e5e5e5e5e5e5e5e5e5e5e11";
const SUMMARY = { heading: "From the journal", source: "blog", variant: "list", count: 2 };

describeEachDatabase("POST /api/widget/GetWidgetRendering", (database) => {
  let server: TestServer;
  let visitor: CookieJar;
  let otherSitesBlog: string;

  const rendering = async (widgetJSON: string, site = "widgets") => {
    const crumb = await visitor.ensureCrumb(server, site);
    return visitor.send(server, site, {
      method: "POST",
      url: "/api/widget/GetWidgetRendering",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": crumb },
      payload: new URLSearchParams({ widgetJSON }).toString(),
    });
  };

  beforeAll(async () => {
    await seedSite(database(), summarySiteAs("widgets", [{ id: BLOCK_ID, settings: SUMMARY }]));
    const other = await seedSite(database(), summarySiteAs("widgets-other", []));
    const locked = JSON.parse(summarySiteAs("widgets-locked", [{ id: BLOCK_ID, settings: SUMMARY }]));
    locked.website.passwordHash = await hashPassword("site password 1");
    await seedSite(database(), JSON.stringify(locked));
    otherSitesBlog = (await contentRepository.listCollections(database().db, other)).find((c) => c.type === COLLECTION_TYPE.GENERIC)!.id;
    server = await createTestServer(database());
    visitor = new CookieJar();
  });
  afterAll(() => server.close());

  it("answers in data.html the same HTML the block has in its page", async () => {
    const answer = await rendering(JSON.stringify({ type: "summary", id: BLOCK_ID, value: SUMMARY }));
    expect(answer.statusCode).toBe(200);
    const { html } = answer.json().data;
    expect(html).toMatch(new RegExp(`^<div id="block-${BLOCK_ID}" class="tsr-block tsr-block--summary" data-block-type="19" data-island="summary">`));
    expect(html).toContain("How we choose our beans");
    expect(html).toContain("A beginner&#x27;s guide to pour-over");
    expect(html).not.toContain("Meet our new winter blend");
    const page = await server.request("widgets", { method: "GET", url: "/" });
    expect(page.body).toContain(html);
  });

  it("renders the settings it is sent, so the block can ask for more items, and takes the block type's code", async () => {
    const answer = await rendering(JSON.stringify({ type: 19, id: BLOCK_ID, value: { ...SUMMARY, count: 3 } }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.html).toContain("Meet our new winter blend");
  });

  it("refuses a widget type it does not render", async () => {
    const answer = await rendering(JSON.stringify({ type: "code", id: BLOCK_ID, value: { html: "<script>alert(1)</script>" } }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: "This widget type cannot be rendered.", code: "invalid" });
  });

  it("refuses widget JSON it cannot read, and settings the block's schema refuses, in plain words", async () => {
    const unreadable = await rendering("{type: summary");
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({ error: "The widget JSON could not be read.", code: "invalid" });
    const tooMany = await rendering(JSON.stringify({ type: "summary", id: BLOCK_ID, value: { ...SUMMARY, count: 99 } }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: "invalid", errors: { count: "Show at most 24 items." } });
    const unknownKey = await rendering(JSON.stringify({ type: "summary", id: BLOCK_ID, value: SUMMARY, extra: true }));
    expect(unknownKey.statusCode).toBe(400);
  });

  it("never renders another site's collection: its id is not found here", async () => {
    const byValue = await rendering(JSON.stringify({ type: "summary", id: BLOCK_ID, value: { ...SUMMARY, collectionId: otherSitesBlog } }));
    expect(byValue.statusCode).toBe(404);
    expect(byValue.json()).toEqual({ error: "No such collection.", code: "not_found" });
    const byCollectionId = await rendering(JSON.stringify({ type: "summary", id: BLOCK_ID, value: SUMMARY, collectionId: otherSitesBlog }));
    expect(byCollectionId.statusCode).toBe(404);
  });

  it("shows nothing of a password-protected site to a visitor who has not unlocked it", async () => {
    const answer = await rendering(JSON.stringify({ type: "summary", id: BLOCK_ID, value: SUMMARY }), "widgets-locked");
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: "This site is protected by a password.", code: "unauthorized" });
  });

  it("refuses oversized widget JSON and bodies with a plain error", async () => {
    const long = await rendering(JSON.stringify({ type: "summary", id: BLOCK_ID, value: { ...SUMMARY, heading: "x".repeat(17_000) } }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: "invalid", errors: { widgetJSON: "The widget JSON must be at most 16000 characters." } });
    const huge = await rendering("x".repeat(70_000));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).not.toMatch(/FST_|Error:/);
  });
});
