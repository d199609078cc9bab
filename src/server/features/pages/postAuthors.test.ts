import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { systemClock } from "../../clock";
import { AccountsService } from "../accounts/accountsService";
import { exportSite, importSite } from "../siteFormat/siteFile";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";

const OWNER = { email: "ada@authors.example", password: "owner password 1", displayName: "Ada Lovelace" };

describeEachDatabase("post authors", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let ownerId: string;
  let graceId: string;
  let strangerId: string;
  let blogId: string;

  const call = (method: "GET" | "POST" | "PATCH", url: string, body?: unknown) =>
    owner.send(server, "authors", {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb")!, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const visit = (url: string) => server.request("authors", { method: "GET", url });
  const publishedPost = async (title: string) => {
    const post = (await call("POST", `/api/config/blogs/${blogId}/posts`, { title })).json();
    return (await call("PATCH", `/api/config/posts/${post.id}`, { state: "published" })).json();
  };

  beforeAll(async () => {
    const db = database().db;
    await seedSite(database(), demoSiteAs("authors"));
    await seedSite(database(), demoSiteAs("elsewhere"));
    const accounts = new AccountsService(db, systemClock);
    ownerId = (await accounts.createOwner({ ...OWNER, siteIdentifier: "authors", roleId: ROLE.ADMIN })).accountId;
    graceId = (
      await accounts.createOwner({
        email: "grace@authors.example",
        password: "grace password 1",
        displayName: "Grace Hopper",
        siteIdentifier: "authors",
        roleId: ROLE.EDITOR,
      })
    ).accountId;
    strangerId = (
      await accounts.createOwner({ email: "stranger@elsewhere.example", password: "stranger password", siteIdentifier: "elsewhere", roleId: ROLE.ADMIN })
    ).accountId;
    server = await createTestServer(database());
    owner = await signedIn(server, "authors", OWNER.email, OWNER.password);
    blogId = (await call("POST", "/api/config/pages", { kind: "blog", title: "Field notes", navigation: "main" })).json().id;
  });
  afterAll(() => server.close());

  it("makes the signed-in owner the author of a new post, shown as By <name> linking to the author's listing", async () => {
    const post = await publishedPost("Analytical engine");
    expect(post.authorId).toBe(ownerId);
    const page = (await visit(post.path)).body;
    expect(page).toContain('By <a href="/field-notes/author/ada-lovelace">Ada Lovelace</a>');
    const listing = await visit("/field-notes/author/ada-lovelace");
    expect(listing.statusCode).toBe(200);
    expect(listing.body).toContain("<h1>Posts by Ada Lovelace</h1>");
    expect(listing.body).toContain("Analytical engine");
    expect((await visit("/field-notes/author/charles-babbage")).statusCode).toBe(404);
  });

  it("changes the author to another of the site's people, or to none, and refuses anybody else", async () => {
    expect((await call("GET", `/api/config/blogs/${blogId}`)).json().people).toEqual(
      expect.arrayContaining([
        { accountId: ownerId, displayName: "Ada Lovelace" },
        { accountId: graceId, displayName: "Grace Hopper" },
      ]),
    );
    expect((await call("GET", `/api/config/blogs/${blogId}`)).json().people).toHaveLength(2);
    const post = await publishedPost("Compilers");
    const changed = await call("PATCH", `/api/config/posts/${post.id}`, { authorId: graceId });
    expect(changed.json().authorId).toBe(graceId);
    expect((await visit(post.path)).body).toContain('By <a href="/field-notes/author/grace-hopper">Grace Hopper</a>');
    const graceListing = (await visit("/field-notes/author/grace-hopper")).body;
    expect(graceListing).toContain("Compilers");
    expect(graceListing).not.toContain("Analytical engine");
    expect((await visit("/field-notes/author/ada-lovelace")).body).not.toContain("Compilers");

    const refused = await call("PATCH", `/api/config/posts/${post.id}`, { authorId: strangerId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: "Choose the author among the site's people.",
      errors: { authorId: "Choose the author among the site's people." },
    });

    expect((await call("PATCH", `/api/config/posts/${post.id}`, { authorId: null })).json().authorId).toBeNull();
    expect((await visit(post.path)).body).not.toContain("By <a");
    expect((await visit("/field-notes/author/grace-hopper")).statusCode).toBe(404);
  });

  it("carries authors in the site file by email and leaves out an email nobody of the site has", async () => {
    const db = database().db;
    const file = JSON.parse(await exportSite(db, "authors"));
    const blog = file.collections.find((c: { urlSlug: string }) => c.urlSlug === "field-notes");
    const byTitle = (title: string) => blog.items.find((i: { title: string }) => i.title === title);
    expect(byTitle("Analytical engine").authorEmail).toBe(OWNER.email);
    expect(byTitle("Compilers").authorEmail).toBeUndefined();

    byTitle("Analytical engine").authorEmail = "grace@authors.example";
    byTitle("Compilers").authorEmail = "stranger@elsewhere.example";
    await importSite(db, systemClock, JSON.stringify(file));
    const again = JSON.parse(await exportSite(db, "authors")).collections.find((c: { urlSlug: string }) => c.urlSlug === "field-notes");
    expect(again.items.find((i: { title: string }) => i.title === "Analytical engine").authorEmail).toBe("grace@authors.example");
    expect(again.items.find((i: { title: string }) => i.title === "Compilers").authorEmail).toBeUndefined();

    file.collections[0].items = [{ title: "Bad", urlSlug: "bad", authorEmail: "not an email" }];
    await expect(importSite(db, systemClock, JSON.stringify(file))).rejects.toThrow(/authorEmail: must be an email address\./);
  });
});
