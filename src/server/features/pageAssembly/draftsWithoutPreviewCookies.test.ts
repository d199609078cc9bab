import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@drafts-seen.example", password: "drafts seen password" };
const heading = (text: string) => ({ blocks: [{ id: "adadadadadadadadadadadad", type: "heading", settings: { text, level: 1 } }] });

/** A home page whose draft says "Draft words" and whose published layout says "Published words". */
const SITE = JSON.stringify({
  format: "tessera-site",
  version: 1,
  website: { identifier: "drafts-seen", title: "Drafts seen" },
  collections: [
    {
      type: 10,
      title: "Home",
      urlSlug: "home",
      navigation: "main",
      position: 0,
      layout: { draft: heading("Draft words"), published: heading("Published words") },
    },
  ],
});

/** Cookies and queries other builders use to show drafts: none of them shows one here. */
const PREVIEW_TRIES = [
  { url: "/", headers: { cookie: "preview=true; ss_preview=1; squarespace-preview=true; site-preview=1" } },
  { url: "/?preview=true", headers: {} },
  { url: "/?preview=1&version=draft", headers: { cookie: "preview=1" } },
];

describeEachDatabase("drafts are seen through the editor's own session, never a preview cookie (spec 2 §9)", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await seedSite(database(), SITE, OWNER);
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  it("shows a visitor the published page whatever preview cookie or query is sent, and sets no cookie", async () => {
    for (const attempt of PREVIEW_TRIES) {
      const answer = await server.request("drafts-seen", { method: "GET", url: attempt.url, headers: attempt.headers });
      expect(answer.statusCode, attempt.url).toBe(200);
      expect(answer.body, attempt.url).toContain("Published words");
      expect(answer.body, attempt.url).not.toContain("Draft words");
      expect(answer.headers["set-cookie"], attempt.url).toBeUndefined();
    }
  });

  it("shows the signed-in owner the draft through the session alone, with no preview cookie set", async () => {
    const owner = await signedIn(server, "drafts-seen", OWNER.email, OWNER.password);
    const answer = await owner.send(server, "drafts-seen", { method: "GET", url: "/" });
    expect(answer.body).toContain("Draft words");
    expect(answer.body).not.toContain("Published words");
    expect(answer.headers["set-cookie"]).toBeUndefined();
    const signedOut = new CookieJar();
    expect((await signedOut.send(server, "drafts-seen", { method: "GET", url: "/" })).body).toContain("Published words");
  });
});
