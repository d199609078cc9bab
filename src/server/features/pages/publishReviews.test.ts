import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { PUBLISH_REFUSAL } from "../../../domain/access/publishAccess";
import { REVIEW_NOTE_REQUIRED } from "../../../domain/api/publishReviews";
import { ROLE } from "../../../domain/enumerations/roles";
import { demoSiteAs } from "../../testing/siteFiles";
import { collectionsSection } from "../siteFormat/collectionsSection";
import { createTestServer, exportedSite, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { NOT_HIDDEN_MESSAGE, NOT_IN_REVIEW_MESSAGE } from "./publishReviews";

const SITE = "reviews";
const ADA = { email: "ada@reviews.example", password: "ada password 11", roleId: ROLE.ADMIN };
const BOB = { email: "bob@reviews.example", password: "bob password 11", roleId: ROLE.ADMIN };
const EVE = { email: "eve@reviews.example", password: "eve password 11", roleId: ROLE.EDITOR };

describeOnEveryEngine("publish states: Needs Review and Private", (database) => {
  let server: TestServer;
  let ada: CookieJar;
  let bob: CookieJar;
  let eve: CookieJar;
  let websiteId: string;
  const now = new Date("2026-12-01T09:00:00.000Z");

  const call = (who: CookieJar, method: "GET" | "POST" | "PATCH", url: string, body?: unknown) =>
    who.send(server, SITE, {
      method,
      url,
      headers: { "x-csrf-token": who.get("crumb")!, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const visit = (url: string) => server.request(SITE, { method: "GET", url });
  const mails = (to: string) =>
    database()
      .db.selectFrom("mailOutbox")
      .select(["subject", "textBody"])
      .where("websiteId", "=", websiteId)
      .where("toAddress", "=", to)
      .orderBy("createdAt")
      .execute();
  const treePage = async (id: string) => {
    const tree = (await call(ada, "GET", "/api/config/pages")).json();
    return tree.navigations.flatMap((n: { pages: { id: string }[] }) => n.pages).find((p: { id: string }) => p.id === id);
  };
  const versionsOf = async (ownerId: string) =>
    (await database().db.selectFrom("layoutVersions").select("id").where("websiteId", "=", websiteId).where("ownerId", "=", ownerId).execute()).length;

  beforeAll(async () => {
    websiteId = await seedSite(database(), demoSiteAs(SITE), ADA);
    for (const person of [BOB, EVE]) await seedSite(database(), demoSiteAs(SITE), person);
    server = await createTestServer(database(), { clock: { now: () => now } });
    ada = await signedIn(server, SITE, ADA.email, ADA.password);
    bob = await signedIn(server, SITE, BOB.email, BOB.password);
    eve = await signedIn(server, SITE, EVE.email, EVE.password);
  });
  afterAll(() => server.close());

  it("an editor submits a hidden page, an admin sends it back with a note, the editor resubmits and two admins approving at once publish it once", async () => {
    const page = (await call(eve, "POST", "/api/config/pages", { kind: "page", title: "Opening hours", navigation: "main" })).json();
    const layout = (await call(eve, "GET", `/api/config/layouts/${page.id}`)).json();
    const publish = await call(eve, "POST", `/api/config/layouts/${page.id}/publish`, { version: layout.draftVersion });
    expect(publish.statusCode).toBe(403);

    const submitted = await call(eve, "POST", `/api/config/reviews/${page.id}/submit`, {});
    expect(submitted.json()).toEqual({ ownerId: page.id, label: "Needs Review", reviewNote: null });
    expect(await treePage(page.id)).toMatchObject({ label: "Needs Review" });
    expect((await call(eve, "POST", `/api/config/reviews/${page.id}/submit`, {})).json().error).toBe(NOT_HIDDEN_MESSAGE);
    expect((await visit("/opening-hours")).statusCode).toBe(404);
    for (const admin of [ADA, BOB])
      expect(await mails(admin.email)).toContainEqual({
        subject: 'Needs Review: the page "Opening hours" on Demo reviews',
        textBody: expect.stringContaining('submitted the page "Opening hours"'),
      });

    expect((await call(eve, "POST", `/api/config/reviews/${page.id}/send-back`, { note: "x" })).statusCode).toBe(403);
    const noNote = await call(ada, "POST", `/api/config/reviews/${page.id}/send-back`, { note: "  " });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toMatchObject({ errors: { note: REVIEW_NOTE_REQUIRED } });
    const sentBack = await call(ada, "POST", `/api/config/reviews/${page.id}/send-back`, { note: "Add Sunday's hours." });
    expect(sentBack.json()).toEqual({ ownerId: page.id, label: "Hidden", reviewNote: "Add Sunday's hours." });
    expect(await treePage(page.id)).toMatchObject({ label: "Hidden", reviewNote: "Add Sunday's hours." });
    expect((await mails(EVE.email)).at(-1)).toMatchObject({
      subject: 'Sent back: the page "Opening hours" on Demo reviews',
      textBody: expect.stringContaining("Add Sunday's hours."),
    });

    expect((await call(eve, "POST", `/api/config/reviews/${page.id}/submit`, {})).statusCode).toBe(200);
    const answers = await Promise.all([ada, bob].map((admin) => call(admin, "POST", `/api/config/reviews/${page.id}/approve`, {})));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toBe(NOT_IN_REVIEW_MESSAGE);
    expect(await versionsOf(page.id)).toBe(1);
    expect(await treePage(page.id)).toMatchObject({ label: "Available", reviewNote: null });
    expect((await visit("/opening-hours")).statusCode).toBe(200);
    const approvedMails = (await mails(EVE.email)).filter((m) => m.subject.startsWith("Approved:"));
    expect(approvedMails).toEqual([
      { subject: 'Approved: the page "Opening hours" on Demo reviews', textBody: expect.stringContaining("Visitors see it now") },
    ]);
  });

  it("a post goes through review too: the editor may not publish it, and ten approvals at once publish it once", async () => {
    const blogId = (await call(ada, "POST", "/api/config/pages", { kind: "blog", title: "News", navigation: "main" })).json().id;
    const post = (await call(eve, "POST", `/api/config/blogs/${blogId}/posts`, { title: "New oven" })).json();
    const refused = await call(eve, "PATCH", `/api/config/posts/${post.id}`, { state: "published" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(PUBLISH_REFUSAL);
    expect((await call(eve, "PATCH", `/api/config/posts/${post.id}`, { excerpt: "Hot bread sooner." })).statusCode).toBe(200);

    expect((await call(eve, "POST", `/api/config/reviews/${post.id}/submit`, {})).statusCode).toBe(200);
    const listed = (await call(ada, "GET", `/api/config/blogs/${blogId}`)).json().posts.find((p: { id: string }) => p.id === post.id);
    expect(listed).toMatchObject({ state: "needs_review", label: "Needs Review" });
    expect((await visit(post.path)).statusCode).toBe(404);

    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => call(n % 2 ? ada : bob, "POST", `/api/config/reviews/${post.id}/approve`, {})));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect(await versionsOf(post.id)).toBe(1);
    expect((await visit(post.path)).statusCode).toBe(200);
    expect((await visit("/news")).body).toContain("New oven");
  });

  it("a post approved before its scheduled time waits for it", async () => {
    const blogId = (await call(ada, "POST", "/api/config/pages", { kind: "blog", title: "Later", navigation: "main" })).json().id;
    const post = (await call(eve, "POST", `/api/config/blogs/${blogId}/posts`, { title: "Winter menu" })).json();
    expect((await call(eve, "PATCH", `/api/config/posts/${post.id}`, { publishOn: "2026-12-24T08:00:00.000Z" })).statusCode).toBe(200);
    expect((await call(eve, "POST", `/api/config/reviews/${post.id}/submit`, {})).statusCode).toBe(200);
    expect((await call(ada, "POST", `/api/config/reviews/${post.id}/approve`, {})).json()).toMatchObject({ label: "Scheduled" });
    expect((await mails(EVE.email)).at(-1)).toMatchObject({ textBody: expect.stringContaining("It publishes itself at 2026-12-24T08:00:00.000Z.") });
    expect((await visit("/later")).body).not.toContain("Winter menu");
  });

  it("a private page and a private post are seen by signed-in contributors only: never in the sitemap, search, feeds or listings", async () => {
    const page = (await call(ada, "POST", "/api/config/pages", { kind: "page", title: "Staff rota", navigation: "main" })).json();
    const layout = (await call(ada, "GET", `/api/config/layouts/${page.id}`)).json();
    expect((await call(ada, "POST", `/api/config/layouts/${page.id}/publish`, { version: layout.draftVersion })).statusCode).toBe(200);
    expect((await visit("/staff-rota")).statusCode).toBe(200);

    const byEditor = await call(eve, "PATCH", `/api/config/pages/${page.id}`, { private: true });
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().error).toBe(PUBLISH_REFUSAL);
    expect((await call(ada, "PATCH", `/api/config/pages/${page.id}`, { private: true })).json()).toMatchObject({ label: "Private" });
    const visitorAnswer = await visit("/staff-rota");
    expect(visitorAnswer.statusCode).toBe(404);
    expect(visitorAnswer.headers["cache-control"]).not.toContain("public");
    expect((await call(eve, "GET", "/staff-rota")).statusCode).toBe(200);
    expect((await visit("/staff-rota")).statusCode).toBe(404);
    expect((await visit("/sitemap.xml")).body).not.toContain("staff-rota");
    expect((await visit("/")).body).not.toContain('href="/staff-rota"');
    expect((await call(ada, "PATCH", `/api/config/pages/${page.id}`, { private: false })).json()).toMatchObject({ label: "Available" });
    expect((await visit("/staff-rota")).statusCode).toBe(200);

    const blogId = (await call(ada, "POST", "/api/config/pages", { kind: "blog", title: "Team", navigation: "main" })).json().id;
    const post = (await call(ada, "POST", `/api/config/blogs/${blogId}/posts`, { title: "Holiday plan" })).json();
    const made = await call(ada, "PATCH", `/api/config/posts/${post.id}`, { state: "private" });
    expect(made.json()).toMatchObject({ state: "private", label: "Private" });
    expect((await visit(post.path)).statusCode).toBe(404);
    expect((await call(eve, "GET", post.path)).statusCode).toBe(200);
    expect((await visit("/team")).body).not.toContain("Holiday plan");
    expect((await visit("/team/rss.xml")).body).not.toContain("Holiday plan");
    expect((await visit("/sitemap.xml")).body).not.toContain("holiday-plan");
    expect((await visit("/search?q=Holiday")).body).not.toContain("Holiday plan");
  });

  it("an admin's Publish in the block editor takes a page out of review and makes it Available", async () => {
    const page = (await call(eve, "POST", "/api/config/pages", { kind: "page", title: "Flyers", navigation: "main" })).json();
    expect((await call(eve, "POST", `/api/config/reviews/${page.id}/submit`, {})).statusCode).toBe(200);
    const layout = (await call(ada, "GET", `/api/config/layouts/${page.id}`)).json();
    expect(layout.owner.label).toBe("Needs Review");
    const published = await call(ada, "POST", `/api/config/layouts/${page.id}/publish`, { version: layout.draftVersion });
    expect(published.json().owner.label).toBe("Available");
    expect(await treePage(page.id)).toMatchObject({ label: "Available" });
    expect((await visit("/flyers")).statusCode).toBe(200);
  });

  it("the site file keeps the states: a page in review and a private page come back as they were", async () => {
    const inReview = (await call(eve, "POST", "/api/config/pages", { kind: "page", title: "Catering", navigation: "main" })).json();
    expect((await call(eve, "POST", `/api/config/reviews/${inReview.id}/submit`, {})).statusCode).toBe(200);
    const exported = await exportedSite(database(), SITE);
    const collections = JSON.parse(exported).collections as { urlSlug: string; publishState?: number; items: { title: string; publishState: number }[] }[];
    expect(collections.find((c) => c.urlSlug === "catering")?.publishState).toBe(3);
    expect(collections.find((c) => c.urlSlug === "staff-rota")?.publishState).toBeUndefined();
    expect(collections.find((c) => c.urlSlug === "team")?.items.find((i) => i.title === "Holiday plan")?.publishState).toBe(5);
    const reread = collectionsSection.schema.parse(collections);
    expect(reread.find((c) => c.urlSlug === "catering")?.publishState).toBe(3);
  });
});
