import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, exportedSite, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@page-seo.example", password: "owner password 1", roleId: ROLE.ADMIN };

describeEachDatabase("a page's SEO fields", (database) => {
  let server: TestServer;
  let owner: CookieJar;

  const call = (method: "GET" | "POST" | "PATCH", url: string, body?: unknown) =>
    owner.send(server, "page-seo", {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb")!, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const visit = (url: string) => server.request("page-seo", { method: "GET", url });
  const headOf = async (url: string) => (await visit(url)).body.split("</head>")[0]!;

  beforeAll(async () => {
    await seedSite(database(), demoSiteAs("page-seo"), OWNER);
    server = await createTestServer(database(), { clock: { now: () => new Date("2026-03-02T09:00:00.000Z") } });
    owner = await signedIn(server, "page-seo", OWNER.email, OWNER.password);
  });
  afterAll(() => server.close());

  it("saves a blog's search title, description, social image and hiding, which its head, the sitemap and the site file carry", async () => {
    const blog = (await call("POST", "/api/config/pages", { kind: "blog", title: "Field notes", navigation: "main" })).json();
    expect(blog.seo).toEqual({ title: "", description: "", socialImage: "", hidden: false });
    const seo = { title: "Notes from the roastery", description: "What we learn roasting.", socialImage: "https://cdn.example/notes.jpg", hidden: false };
    const saved = await call("PATCH", `/api/config/pages/${blog.id}`, { seo });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().seo).toEqual(seo);
    const listed = (await call("GET", "/api/config/pages")).json().navigations[0].pages.find((p: { id: string }) => p.id === blog.id);
    expect(listed.seo).toEqual(seo);

    const head = await headOf("/field-notes");
    expect(head).toContain("<title>Notes from the roastery</title>");
    expect(head).toContain('<meta name="description" content="What we learn roasting."/>');
    expect(head).toContain('<meta property="og:image" content="https://cdn.example/notes.jpg"/>');
    expect(head).not.toContain('name="robots"');
    expect((await visit("/sitemap.xml")).body).toContain("/field-notes</loc>");

    await call("PATCH", `/api/config/pages/${blog.id}`, { seo: { ...seo, hidden: true } });
    expect(await headOf("/field-notes")).toContain('<meta name="robots" content="noindex"/>');
    expect((await visit("/sitemap.xml")).body).not.toContain("/field-notes</loc>");

    const file = JSON.parse(await exportedSite(database(), "page-seo")) as { collections: { urlSlug: string; settings: Record<string, unknown> }[] };
    expect(file.collections.find((c) => c.urlSlug === "field-notes")!.settings.seo).toEqual({ ...seo, hidden: true });
  });

  it("keeps a page's other settings and drops the SEO fields from them once all are emptied", async () => {
    const blog = (await call("POST", "/api/config/pages", { kind: "blog", title: "Second notes", navigation: "main" })).json();
    await call("PATCH", `/api/config/pages/${blog.id}`, { seo: { title: "Short" } });
    await call("PATCH", `/api/config/pages/${blog.id}`, { seo: {} });
    const file = JSON.parse(await exportedSite(database(), "page-seo")) as { collections: { urlSlug: string; settings: Record<string, unknown> }[] };
    const settings = file.collections.find((c) => c.urlSlug === "second-notes")!.settings;
    expect(settings.seo).toBeUndefined();
    expect(settings.urlFormat).toBeDefined();
  });

  it("refuses SEO fields the shared schema refuses, in plain words", async () => {
    const page = (await call("POST", "/api/config/pages", { kind: "page", title: "About us", navigation: "main" })).json();
    const tooLong = await call("PATCH", `/api/config/pages/${page.id}`, { seo: { title: "x".repeat(121) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ "seo.title": "The search title can be at most 120 characters." });
    const description = await call("PATCH", `/api/config/pages/${page.id}`, { seo: { description: "x".repeat(321) } });
    expect(description.json().errors).toEqual({ "seo.description": "The search description can be at most 320 characters." });
  });
});
