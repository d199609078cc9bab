import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { ScheduledPublisher } from "./scheduledPublisher";

const OWNER = { email: "owner@posts.example", password: "owner password 1", roleId: ROLE.ADMIN };

describeEachDatabase("blog posts, tags and categories", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let now = new Date("2026-03-02T09:00:00.000Z");
  let blogId: string;

  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown) =>
    owner.send(server, "posts", {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb")!, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const visit = (url: string) => server.request("posts", { method: "GET", url });
  const blog = async () => (await call("GET", `/api/config/blogs/${blogId}`)).json();

  beforeAll(async () => {
    await seedSite(database(), demoSiteAs("posts"), OWNER);
    server = await createTestServer(database(), { clock: { now: () => now } });
    owner = await signedIn(server, "posts", OWNER.email, OWNER.password);
    blogId = (await call("POST", "/api/config/pages", { kind: "blog", title: "Roast log", navigation: "main" })).json().id;
  });
  afterAll(() => server.close());

  it("creates a draft post shown as Hidden, visible to the owner only, and publishes it as Available", async () => {
    const created = await call("POST", `/api/config/blogs/${blogId}/posts`, { title: "First roast" });
    expect(created.statusCode).toBe(201);
    const post = created.json();
    expect(post).toMatchObject({ title: "First roast", state: "draft", label: "Hidden", path: "/roast-log/2026/03/02/first-roast" });
    expect((await visit(post.path)).statusCode).toBe(404);
    expect((await call("GET", post.path)).statusCode).toBe(200);

    const published = await call("PATCH", `/api/config/posts/${post.id}`, { state: "published" });
    expect(published.json()).toMatchObject({ state: "published", label: "Available", publishOn: now.toISOString() });
    expect((await visit(post.path)).statusCode).toBe(200);
    expect((await visit("/roast-log")).body).toContain("First roast");
  });

  it("keeps tags to 50 and categories to 25 characters and refuses duplicates in the spec's words", async () => {
    expect((await call("POST", `/api/config/blogs/${blogId}/tags`, { tagType: "tag", name: "Brewing" })).statusCode).toBe(201);
    const again = await call("POST", `/api/config/blogs/${blogId}/tags`, { tagType: "tag", name: "brewing" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: "This tag already exists", errors: { name: "This tag already exists" } });
    const long = await call("POST", `/api/config/blogs/${blogId}/tags`, { tagType: "tag", name: "x".repeat(51) });
    expect(long.json().error).toBe("A tag has at most 50 characters.");
    expect((await call("POST", `/api/config/blogs/${blogId}/tags`, { tagType: "category", name: "x".repeat(26) })).json().error).toBe(
      "A category has at most 25 characters.",
    );
    expect((await call("POST", `/api/config/blogs/${blogId}/tags`, { tagType: "category", name: "News" })).statusCode).toBe(201);
    expect((await call("POST", `/api/config/blogs/${blogId}/tags`, { tagType: "category", name: "News" })).json().error).toBe("This category already exists");

    const [post] = (await blog()).posts;
    const tagged = await call("PATCH", `/api/config/posts/${post.id}`, { tags: ["Brewing"], categories: ["News"] });
    expect(tagged.json()).toMatchObject({ tags: ["Brewing"], categories: ["News"] });
    const renamed = await call("PATCH", `/api/config/blogs/${blogId}/tags`, { tagType: "tag", from: "Brewing", to: "Pour-over" });
    expect(renamed.json()).toEqual({ tagType: "tag", names: ["Pour-over"] });
    expect((await blog()).posts[0].tags).toEqual(["Pour-over"]);
    await call("POST", `/api/config/blogs/${blogId}/tags`, { tagType: "tag", name: "Espresso" });
    const clash = await call("PATCH", `/api/config/blogs/${blogId}/tags`, { tagType: "tag", from: "Espresso", to: "pour-over" });
    expect(clash.json().error).toBe("This tag already exists");
    await call("PATCH", `/api/config/blogs/${blogId}/tags`, { tagType: "category", from: "News", to: null });
    expect(await blog()).toMatchObject({ blog: { categories: [] }, posts: [{ categories: [] }] });
  });

  it("lists in the Tags panel every tag and category the blog's posts carry, even ones missing from the blog's own list", async () => {
    const second = (await call("POST", `/api/config/blogs/${blogId}/posts`, { title: "Cold brew notes" })).json();
    await call("PATCH", `/api/config/posts/${second.id}`, { tags: ["Cold brew", "Espresso"], categories: ["Origins"] });
    const { blog: panel, posts } = await blog();
    const rows = await database().db.selectFrom("items").where("collectionId", "=", blogId).select(["tagsJson", "categoriesJson"]).execute();
    const carried = (column: "tagsJson" | "categoriesJson") => [...new Set(rows.flatMap((row) => JSON.parse(row[column]) as string[]))].sort();
    expect(carried("tagsJson")).toEqual(["Cold brew", "Espresso", "Pour-over"]);
    expect(posts.flatMap((post: { tags: string[] }) => post.tags).every((name: string) => panel.tags.includes(name))).toBe(true);
    expect(panel.tags.filter((name: string) => carried("tagsJson").includes(name)).sort()).toEqual(carried("tagsJson"));
    expect(panel.categories).toEqual(carried("categoriesJson"));
    const renamed = await call("PATCH", `/api/config/blogs/${blogId}/tags`, { tagType: "tag", from: "Cold brew", to: "Cold drip" });
    expect(renamed.statusCode).toBe(200);
    expect((await blog()).posts.find((post: { id: string }) => post.id === second.id).tags).toEqual(["Cold drip", "Espresso"]);
  });

  it("schedules a post that publishes itself at its time", async () => {
    const post = (await call("POST", `/api/config/blogs/${blogId}/posts`, { title: "Harvest notes" })).json();
    const past = await call("PATCH", `/api/config/posts/${post.id}`, { state: "scheduled", publishOn: "2026-03-01T09:00:00.000Z" });
    expect(past.json().errors).toEqual({ publishOn: "Choose a time in the future." });
    const missing = await call("PATCH", `/api/config/posts/${post.id}`, { state: "scheduled" });
    expect(missing.json().errors).toEqual({ publishOn: "Choose when the post publishes itself." });
    const scheduled = (await call("PATCH", `/api/config/posts/${post.id}`, { state: "scheduled", publishOn: "2026-03-02T12:00:00.000Z" })).json();
    expect(scheduled).toMatchObject({ state: "scheduled", label: "Scheduled", path: "/roast-log/2026/03/02/harvest-notes" });
    const publisher = new ScheduledPublisher(server.services.db, { now: () => now }, server.services.siteChanges);
    expect(await publisher.runOnce()).toBe(0);
    expect((await visit(scheduled.path)).statusCode).toBe(404);
    expect((await visit("/roast-log")).body).not.toContain("Harvest notes");

    now = new Date("2026-03-02T12:00:01.000Z");
    expect(await publisher.runOnce()).toBe(1);
    expect((await blog()).posts.find((p: { id: string }) => p.id === post.id)).toMatchObject({ state: "published", label: "Available" });
    expect((await visit("/roast-log")).body).toContain("Harvest notes");
    expect((await visit(scheduled.path)).statusCode).toBe(200);
    expect((await call("GET", `/api/config/layouts/${post.id}/versions`)).json().versions).toMatchObject([
      { number: 1, publishedAt: "2026-03-02T12:00:01.000Z", publishedBy: { kind: "schedule", name: "Scheduled publishing" } },
    ]);
  });

  it("refuses bad changes and deletes a post", async () => {
    const [post] = (await blog()).posts;
    expect((await call("PATCH", `/api/config/posts/${post.id}`, { state: "archived" })).json().errors).toEqual({
      state: "Choose published, scheduled, draft or private.",
    });
    expect((await call("PATCH", `/api/config/posts/${post.id}`, { title: "" })).json().errors).toEqual({ title: "Give the page a title." });
    expect((await call("PATCH", `/api/config/posts/${post.id}`, { publishOn: "tomorrow" })).statusCode).toBe(400);
    expect((await call("DELETE", `/api/config/posts/${post.id}`)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/config/posts/${post.id}`)).statusCode).toBe(404);
    expect((await visit(post.path)).statusCode).toBe(404);
  });

  it("publishes a hidden post from its editor: visitors then read it at its address, and a scheduled post keeps its time", async () => {
    const post = (await call("POST", `/api/config/blogs/${blogId}/posts`, { title: "Editor's roast" })).json();
    const read = (await call("GET", `/api/config/layouts/${post.id}`)).json();
    expect(read.owner).toMatchObject({ kind: "post", label: "Hidden", path: post.path });
    const published = await call("POST", `/api/config/layouts/${post.id}/publish`, { version: read.draftVersion });
    expect(published.json()).toMatchObject({ isPublished: true, owner: { label: "Available", path: post.path } });
    const shown = await visit(post.path);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain("Editor&#x27;s roast");
    expect((await visit("/roast-log")).body).toContain("Editor&#x27;s roast");
    expect((await blog()).posts.find((p: { id: string }) => p.id === post.id)).toMatchObject({
      state: "published",
      label: "Available",
      publishOn: now.toISOString(),
    });

    const later = (await call("POST", `/api/config/blogs/${blogId}/posts`, { title: "Later roast" })).json();
    await call("PATCH", `/api/config/posts/${later.id}`, { state: "scheduled", publishOn: "2026-03-09T09:00:00.000Z" });
    const laterRead = (await call("GET", `/api/config/layouts/${later.id}`)).json();
    const laterPublished = (await call("POST", `/api/config/layouts/${later.id}/publish`, { version: laterRead.draftVersion })).json();
    expect(laterPublished.owner).toMatchObject({ label: "Scheduled", publishOn: "2026-03-09T09:00:00.000Z" });
    expect((await visit(laterPublished.owner.path)).statusCode).toBe(404);
  });

  it("redirects a published post's old address to its new one when its URL changes, and leaves a draft's alone", async () => {
    const post = (await call("POST", `/api/config/blogs/${blogId}/posts`, { title: "Second roast" })).json();
    expect((await call("PATCH", `/api/config/posts/${post.id}`, { urlSlug: "draft-roast" })).statusCode).toBe(200);
    expect((await visit(post.path)).statusCode).toBe(404);
    const published = (await call("PATCH", `/api/config/posts/${post.id}`, { state: "published" })).json();
    const renamed = await call("PATCH", `/api/config/posts/${post.id}`, { urlSlug: "light-roast" });
    expect(renamed.json().path).toBe("/roast-log/2026/03/02/light-roast");
    const old = await visit(published.path);
    expect([old.statusCode, old.headers.location]).toEqual([301, "/roast-log/2026/03/02/light-roast"]);
    expect((await visit("/roast-log/2026/03/02/light-roast")).statusCode).toBe(200);
  });
});
