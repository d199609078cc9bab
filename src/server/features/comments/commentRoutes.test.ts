import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { COMMENT_TEXTS } from "../../../domain/comments/commentTexts";
import { ROLE } from "../../../domain/enumerations/roles";
import { FORM_MESSAGES } from "../../../domain/messages/formMessages";
import { systemClock } from "../../clock";
import { AccountsService } from "../accounts/accountsService";
import { solveChallenge } from "../captcha/testing/powSolver";
import { demoSiteAs } from "../../testing/siteFiles";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";

const PASSWORD = "comments password 1";
const OWNER = { email: "owner@talk.example", password: PASSWORD, roleId: ROLE.ADMIN };

/** The demo site under `identifier`, with native comments on or off. */
function siteWithComments(identifier: string, on: boolean): string {
  const file = JSON.parse(demoSiteAs(identifier));
  file.website.commentsEnabled = on;
  return JSON.stringify(file);
}

describeOnEveryEngine("blog comments", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let postId: string;
  let postPath: string;
  const visitor = new CookieJar();

  const page = async () => (await server.request("talk", { method: "GET", url: postPath })).body;
  const captcha = () => {
    const websiteId = server.services.forms.challenges;
    const issued = websiteId.issue(siteId, systemClock.now());
    return solveChallenge(issued.challenge, issued.difficulty);
  };
  let siteId: string;
  const comment = async (fields: Record<string, unknown>, jar = visitor, site = "talk") => {
    await jar.ensureCrumb(server, site);
    return jar.send(server, site, {
      method: "POST",
      url: "/api/comments",
      headers: { "x-csrf-token": jar.get("crumb") ?? "", "content-type": "application/json" },
      payload: JSON.stringify({ postId, name: "Ada", email: "Ada@Example.com", body: "Lovely beans.", captcha: captcha(), ...fields }),
    });
  };
  const send = (jar: CookieJar, method: "GET" | "POST", url: string, body?: unknown) =>
    jar.send(server, "talk", {
      method,
      url,
      headers: { "x-csrf-token": jar.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const member = async (role: number) => {
    const email = `role-${role}@talk.example`;
    await new AccountsService(database().db, systemClock).createOwner({ email, password: PASSWORD, siteIdentifier: "talk", roleId: role });
    return signedIn(server, "talk", email, PASSWORD);
  };

  beforeAll(async () => {
    siteId = await seedSite(database(), siteWithComments("talk", true), OWNER);
    await seedSite(database(), siteWithComments("quiet", false));
    server = await createTestServer(database());
    owner = await signedIn(server, "talk", OWNER.email, OWNER.password);
    const post = await database()
      .db.selectFrom("items")
      .innerJoin("collections", "collections.id", "items.collectionId")
      .select(["items.id", "items.urlPath", "collections.urlSlug"])
      .where("items.websiteId", "=", siteId)
      .where("items.title", "=", "How we choose our beans")
      .executeTakeFirstOrThrow();
    const account = await database().db.selectFrom("accounts").select("id").where("email", "=", OWNER.email).executeTakeFirstOrThrow();
    await database().db.updateTable("items").set({ authorId: account.id }).where("id", "=", post.id).execute();
    postId = post.id;
    postPath = `/${post.urlSlug}/${post.urlPath}`;
  });
  afterAll(() => server.close());

  it("shows an empty thread and the form under a post, and refuses a comment without the captcha or with a field missing", async () => {
    const html = await page();
    expect(html).toContain("No comments yet. Be the first to write one.");
    expect(html).toContain('data-island="comments"');
    const missing = await comment({ captcha: undefined });
    expect([missing.statusCode, missing.json().error]).toEqual([400, FORM_MESSAGES.captchaIncomplete]);
    const nameless = await comment({ name: "  " });
    expect(nameless.statusCode).toBe(400);
    expect(JSON.stringify(nameless.json())).toContain("Enter your name.");
    const long = await comment({ body: "x".repeat(5001) });
    expect(JSON.stringify(long.json())).toContain("A comment can be at most 5000 characters.");
  });

  it("queues a first comment, tells the post's author, and shows it once a moderator approves it, only once", async () => {
    await page();
    const sent = await comment({});
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ state: "pending", message: COMMENT_TEXTS.awaitingModeration });
    expect(await page()).not.toContain("Lovely beans.");
    const mail = await database().db.selectFrom("mailOutbox").selectAll().where("kind", "=", "comment-notification").execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ toAddress: OWNER.email, subject: 'New comment on "How we choose our beans" (Demo talk)' });
    expect(mail[0]!.textBody).toContain("It awaits moderation");

    const queue = await send(owner, "GET", "/api/config/comments");
    expect(queue.json()).toMatchObject({
      total: 1,
      comments: [{ id: sent.json().id, authorEmail: "ada@example.com", postTitle: "How we choose our beans", state: "pending" }],
    });

    const moves = await Promise.all([0, 1].map(() => send(owner, "POST", `/api/config/comments/${sent.json().id}/moderate`, { action: "approve" })));
    expect(moves.map((m) => m.statusCode).sort()).toEqual([200, 400]);
    const html = await page();
    expect(html).toContain("Lovely beans.");
    expect(html).toContain("1 comment");
    expect((await send(owner, "GET", "/api/config/comments")).json()).toMatchObject({ total: 0, comments: [] });
  });

  it("publishes a trusted address at once and puts a reply under its thread", async () => {
    const first = (await send(owner, "GET", "/api/config/comments?state=published")).json().comments[0].id as string;
    const again = await comment({ email: "ada@example.com", body: "Back for more.", parentId: first });
    expect(again.json()).toMatchObject({ state: "published", message: COMMENT_TEXTS.published });
    const html = await page();
    expect(html).toMatch(/<ol class="tsr-comments__replies"[^>]*>.*Back for more\./s);
    expect(html).toContain("2 comments");
    const listing = (await server.request("talk", { method: "GET", url: postPath.slice(0, postPath.indexOf("/", 1)) })).body;
    expect(listing).toMatch(/How we choose our beans<\/a>.*?<p class="tsr-post-meta">.*? · 2 comments<\/p>/s);
    expect(listing).toContain(" · 0 comments</p>");
    const stranger = await comment({ email: "new@example.com", body: "Who am I?", parentId: "0".repeat(24) });
    expect([stranger.statusCode, stranger.json().error]).toEqual([400, COMMENT_TEXTS.noParent]);
  });

  it("lets moderators and admins moderate, viewers only look, and editors not at all", async () => {
    const pending = (await comment({ email: "third@example.com", body: "Third one." })).json().id as string;
    const moderator = await member(ROLE.MODERATOR);
    const viewer = await member(ROLE.VIEWER);
    const editor = await member(ROLE.EDITOR);
    expect((await send(editor, "GET", "/api/config/comments")).statusCode).toBe(403);
    expect((await send(viewer, "GET", "/api/config/comments")).statusCode).toBe(200);
    expect((await send(viewer, "POST", `/api/config/comments/${pending}/moderate`, { action: "approve" })).statusCode).toBe(403);
    expect((await send(moderator, "POST", `/api/config/comments/${pending}/moderate`, { action: "spam" })).statusCode).toBe(200);
    expect(await page()).not.toContain("Third one.");
    const reply = await send(moderator, "POST", `/api/config/comments/${pending}/replies`, { body: "Spam cannot be answered." });
    expect(reply.statusCode).toBe(404);
    const published = (await send(moderator, "GET", "/api/config/comments?state=published")).json().comments.at(-1).id as string;
    expect((await send(moderator, "POST", `/api/config/comments/${published}/replies`, { body: "Thanks from us." })).statusCode).toBe(201);
    expect(await page()).toContain("Thanks from us.");
  });

  it("removes every comment of an address on request, and the post no longer shows them", async () => {
    const erased = await send(owner, "POST", "/api/config/comments/erase", { email: "ADA@example.com" });
    expect(erased.json()).toEqual({ deleted: 2 });
    const html = await page();
    expect(html).not.toContain("Lovely beans.");
    expect(html).not.toContain("Back for more.");
    expect(html).toContain("Thanks from us.");
  });

  it("shows no comments and takes none where the site has them off", async () => {
    const quietPost = await database()
      .db.selectFrom("items")
      .innerJoin("websites", "websites.id", "items.websiteId")
      .select(["items.id"])
      .where("websites.identifier", "=", "quiet")
      .executeTakeFirstOrThrow();
    const refused = await comment({ postId: quietPost.id }, new CookieJar(), "quiet");
    expect([refused.statusCode, refused.json().error]).toEqual([403, COMMENT_TEXTS.closed]);
  });
});
