import { afterAll, beforeAll, expect, it } from "vitest";
import { COMMENTS_OFF } from "../../../blocks/comments/CommentsBlock";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { COMMENT_TEXTS } from "../../../domain/comments/commentTexts";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { systemClock } from "../../clock";
import { solveChallenge } from "../captcha/testing/powSolver";
import { demoSiteAs } from "../../testing/siteFiles";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@blocktalk.example", password: "comments block password 1", roleId: ROLE.ADMIN };
const POST = "How we choose our beans";

/** The demo site (whose More blocks page holds a comments block) with comments on or off, and the post above with a comments block at its end. */
function siteFile(identifier: string, on: boolean): string {
  const file = JSON.parse(demoSiteAs(identifier));
  file.website.commentsEnabled = on;
  const post = file.collections.flatMap((c: { items?: { title: string }[] }) => c.items ?? []).find((item: { title: string }) => item.title === POST);
  for (const layout of [post.layout.draft, post.layout.published]) {
    const blocks = layout.sections[0].blocks;
    blocks.push({ id: newId(), type: "comments", settings: {}, desktop: { column: 1, row: blocks.length + 1, width: 24, height: 1 } });
  }
  return JSON.stringify(file);
}

describeOnEveryEngine("the comments block", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let siteId: string;
  const visitor = new CookieJar();

  const html = async (path: string, site = "blocktalk") => (await server.request(site, { method: "GET", url: path })).body;
  const idOf = async (table: "collections" | "items", title: string) =>
    (await database().db.selectFrom(table).select("id").where("websiteId", "=", siteId).where("title", "=", title).executeTakeFirstOrThrow()).id;
  const comment = async (ownerId: string, fields: Record<string, unknown> = {}) => {
    await visitor.ensureCrumb(server, "blocktalk");
    const issued = server.services.forms.challenges.issue(siteId, systemClock.now());
    return visitor.send(server, "blocktalk", {
      method: "POST",
      url: "/api/comments",
      headers: { "x-csrf-token": visitor.get("crumb") ?? "", "content-type": "application/json" },
      payload: JSON.stringify({
        postId: ownerId,
        name: "Grace",
        email: "grace@example.com",
        body: "A page worth talking about.",
        captcha: solveChallenge(issued.challenge, issued.difficulty),
        ...fields,
      }),
    });
  };
  const asOwner = (method: "GET" | "POST", url: string, body?: unknown) =>
    owner.send(server, "blocktalk", {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    siteId = await seedSite(database(), siteFile("blocktalk", true), OWNER);
    await seedSite(database(), siteFile("blockquiet", false));
    server = await createTestServer(database());
    owner = await signedIn(server, "blocktalk", OWNER.email, OWNER.password);
  });
  afterAll(() => server.close());

  it("shows the page's own thread and form where the owner placed it, and takes comments on that page only", async () => {
    const pageId = await idOf("collections", "More blocks");
    const before = await html("/more-blocks");
    expect(before).toMatch(/<div id="block-[0-9a-f]+" class="tsr-block tsr-block--comments" data-block-type="15" data-island="comments">/);
    expect(before).toContain("No comments yet. Be the first to write one.");
    expect(before).toContain(`<input type="hidden" name="postId" value="${pageId}"/>`);

    const sent = await comment(pageId);
    expect(sent.json()).toMatchObject({ state: "pending", message: COMMENT_TEXTS.awaitingModeration });
    const queued = (await asOwner("GET", "/api/config/comments")).json();
    expect(queued.comments).toEqual([expect.objectContaining({ id: sent.json().id, postId: pageId, postTitle: "More blocks" })]);
    expect((await asOwner("POST", `/api/config/comments/${sent.json().id}/moderate`, { action: "approve" })).statusCode).toBe(200);

    const reply = await comment(pageId, { parentId: sent.json().id, body: "And a reply on the page." });
    expect(reply.json()).toMatchObject({ state: "published" });
    const after = await html("/more-blocks");
    expect(after).toContain("2 comments");
    expect(after).toMatch(/A page worth talking about\..*<ol class="tsr-comments__replies"[^>]*>.*And a reply on the page\./s);

    const about = await comment(await idOf("collections", "About"));
    expect([about.statusCode, about.json().error]).toEqual([404, COMMENT_TEXTS.closed]);
    const elsewhere = await comment(await idOf("items", POST), { parentId: sent.json().id });
    expect([elsewhere.statusCode, elsewhere.json().error]).toEqual([400, COMMENT_TEXTS.noParent]);
  });

  it("shows a post's thread once, in its comments block, rather than under the post", async () => {
    const postId = await idOf("items", POST);
    const path = await database()
      .db.selectFrom("items")
      .innerJoin("collections", "collections.id", "items.collectionId")
      .select(["items.urlPath", "collections.urlSlug"])
      .where("items.id", "=", postId)
      .executeTakeFirstOrThrow();
    const page = await html(`/${path.urlSlug}/${path.urlPath}`);
    expect(page.match(/<form class="tsr-form tsr-comments__form"/g)).toHaveLength(1);
    expect(page.match(/data-island="comments"/g)).toHaveLength(1);
    expect(page).toContain(`<input type="hidden" name="postId" value="${postId}"/>`);
    expect(page).toMatch(/tsr-block--comments.*Leave a comment.*<\/div><\/div>/s);
  });

  it("counts each post's published comments in the summaries and post lists of the site's pages", async () => {
    const sent = await comment(await idOf("items", POST), { body: "On the post itself." });
    expect(sent.json()).toMatchObject({ state: "published" });
    const blocks = await html("/blocks");
    expect(blocks).toMatch(new RegExp(`>${POST}</a></h3>.*?<p class="tsr-summary__comments">1 comment</p>`, "s"));
    expect(blocks).toContain('<p class="tsr-summary__comments">0 comments</p>');
    expect(blocks).toMatch(/<span class="tsr-post-links__comments"> · \d+ comments?<\/span>/);
    const quiet = await html("/blocks", "blockquiet");
    expect(quiet).not.toContain("tsr-summary__comments");
    expect(quiet).not.toContain("tsr-post-links__comments");
  });

  it("says comments are off on a site that has them off, and takes none", async () => {
    const quiet = await html("/more-blocks", "blockquiet");
    expect(quiet).toContain(COMMENTS_OFF);
    expect(quiet).not.toContain("Leave a comment");
  });
});
