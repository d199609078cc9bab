import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, exportedSite, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@post-seo.example", password: "owner password 1", roleId: ROLE.ADMIN };

describeEachDatabase("a post's SEO fields", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let blogId: string;

  const call = (method: "GET" | "POST" | "PATCH", url: string, body?: unknown) =>
    owner.send(server, "post-seo", {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb")!, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const visit = (url: string) => server.request("post-seo", { method: "GET", url });

  beforeAll(async () => {
    await seedSite(database(), demoSiteAs("post-seo"), OWNER);
    server = await createTestServer(database(), { clock: { now: () => new Date("2026-03-02T09:00:00.000Z") } });
    owner = await signedIn(server, "post-seo", OWNER.email, OWNER.password);
    blogId = (await call("POST", "/api/config/pages", { kind: "blog", title: "Roast log", navigation: "main" })).json().id;
  });
  afterAll(() => server.close());

  it("saves the search title, description, social image and hiding, which the post's head, the sitemap and the site file carry", async () => {
    const post = (await call("POST", `/api/config/blogs/${blogId}/posts`, { title: "First roast" })).json();
    expect(post.seo).toEqual({ title: "", description: "", socialImage: "", hidden: false });
    const seo = { title: "Our first roast, step by step", description: "Beans, heat and time.", socialImage: "https://cdn.example/roast.jpg", hidden: false };
    const saved = await call("PATCH", `/api/config/posts/${post.id}`, { state: "published", seo });
    expect(saved.json().seo).toEqual(seo);

    const head = (await visit(post.path)).body.split("</head>")[0]!;
    expect(head).toContain("<title>Our first roast, step by step</title>");
    expect(head).toContain('<meta name="description" content="Beans, heat and time."/>');
    expect(head).toContain('<meta property="og:image" content="https://cdn.example/roast.jpg"/>');
    expect(head).not.toContain('name="robots"');
    expect((await visit("/sitemap.xml")).body).toContain(post.path);

    await call("PATCH", `/api/config/posts/${post.id}`, { seo: { ...seo, hidden: true } });
    expect((await visit(post.path)).body.split("</head>")[0]).toContain('<meta name="robots" content="noindex"/>');
    expect((await visit("/sitemap.xml")).body).not.toContain(post.path);

    const file = JSON.parse(await exportedSite(database(), "post-seo")) as { collections: { urlSlug: string; items: { title: string; seo?: unknown }[] }[] };
    const exported = file.collections.find((c) => c.urlSlug === "roast-log")!.items.find((i) => i.title === "First roast")!;
    expect(exported.seo).toEqual({ ...seo, hidden: true });
  });

  it("refuses SEO fields the shared schema refuses, in plain words", async () => {
    const post = (await call("POST", `/api/config/blogs/${blogId}/posts`, { title: "Second roast" })).json();
    const tooLong = await call("PATCH", `/api/config/posts/${post.id}`, { seo: { title: "x".repeat(121) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ "seo.title": "The search title can be at most 120 characters." });
    const picture = await call("PATCH", `/api/config/posts/${post.id}`, { seo: { socialImage: "javascript:alert(1)" } });
    expect(picture.json().errors).toEqual({ "seo.socialImage": "The social image must be a picture from the media library or an https address." });
  });
});
