import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { onePageSite } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@redirects.example", password: "owner password 1", roleId: ROLE.ADMIN };
const OTHER = { email: "owner@elsewhere.example", password: "other password 1", roleId: ROLE.ADMIN };
const heading = { id: "aaaaaaaaaaaaaaaaaaaaaa01", type: "heading", settings: { text: "Welcome in", level: 1 } };

describeOnEveryEngine("redirect routes", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let other: CookieJar;

  const send = (jar: CookieJar, method: "GET" | "PUT" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown, site = "moved") =>
    jar.send(server, site, {
      method,
      url,
      headers: { "x-csrf-token": jar.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const importCsv = (csv: string) =>
    owner.send(server, "moved", {
      method: "POST",
      url: "/api/config/redirects/import",
      headers: { "x-csrf-token": owner.get("crumb") ?? "", "content-type": "text/csv" },
      payload: csv,
    });
  const visit = (url: string, method: "GET" | "HEAD" = "GET", site = "moved") => server.request(site, { method, url });

  beforeAll(async () => {
    await seedSite(database(), onePageSite("moved", [heading]), OWNER);
    await seedSite(database(), onePageSite("elsewhere", [heading]), OTHER);
    server = await createTestServer(database());
    owner = await signedIn(server, "moved", OWNER.email, OWNER.password);
    other = await signedIn(server, "elsewhere", OTHER.email, OTHER.password);
  });
  afterAll(() => server.close());

  it("sends a visitor on by an exact or a wildcard redirect, keeping the query, and never redirects a page that answers", async () => {
    expect((await visit("/old-page")).statusCode).toBe(404);
    const created = await send(owner, "POST", "/api/config/redirects", { from: "/old-page", to: "/", status: 302 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ from: "/old-page", to: "/", status: 302 });
    expect((await send(owner, "POST", "/api/config/redirects", { from: "/old-blog/*", to: "/journal/*" })).statusCode).toBe(201);
    expect((await send(owner, "POST", "/api/config/redirects", { from: "/", to: "/elsewhere" })).statusCode).toBe(201);

    const exact = await visit("/old-page/?utm=mail");
    expect([exact.statusCode, exact.headers.location]).toEqual([302, "/?utm=mail"]);
    const wildcard = await visit("/old-blog/2020/first-post", "HEAD");
    expect([wildcard.statusCode, wildcard.headers.location]).toEqual([301, "/journal/2020/first-post"]);
    expect((await visit("/old-blog/caf%C3%A9")).headers.location).toBe("/journal/caf%C3%A9");
    expect((await visit("/")).statusCode).toBe(200);
    expect((await visit("/old-page", "GET", "elsewhere")).statusCode).toBe(404);
  });

  it("lists by page and search, changes and deletes, and the visitor sees each change at once", async () => {
    const listed = await send(owner, "GET", "/api/config/redirects?search=OLD&limit=1");
    expect(listed.json()).toMatchObject({ total: 2, redirects: [{ from: "/old-blog/*", to: "/journal/*", status: 301 }] });
    const second = await send(owner, "GET", "/api/config/redirects?search=old&limit=1&offset=1");
    const { id } = second.json().redirects[0];
    expect(second.json().redirects[0].from).toBe("/old-page");

    const changed = await send(owner, "PUT", `/api/config/redirects/${id}`, { from: "/old-page", to: "https://example.com/new", status: 301 });
    expect(changed.json()).toMatchObject({ id, to: "https://example.com/new", status: 301 });
    expect((await visit("/old-page?a=1")).headers.location).toBe("https://example.com/new?a=1");

    expect((await send(other, "DELETE", `/api/config/redirects/${id}`, undefined, "elsewhere")).statusCode).toBe(404);
    expect((await send(owner, "DELETE", `/api/config/redirects/${id}`)).statusCode).toBe(204);
    expect((await visit("/old-page")).statusCode).toBe(404);
  });

  it("refuses bad input in plain words", async () => {
    const refused = await send(owner, "POST", "/api/config/redirects", { from: "/loop", to: "/loop" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: "Some fields are not valid.", code: "invalid", errors: { to: "A redirect cannot send a path to itself." } });
    const host = await send(owner, "POST", "/api/config/redirects", { from: "https://example.com/x", to: "/" });
    expect(host.json().errors).toEqual({ from: 'Enter the old path as a path of this site, starting with "/", such as /old-page or /old-blog/*.' });
  });

  it("keeps one redirect from a path when two owners add it at once: the other gets a plain 409", async () => {
    const answers = await Promise.all([1, 2].map((n) => send(owner, "POST", "/api/config/redirects", { from: "/same-time", to: `/target-${n}` })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error).toBe("/same-time already has a redirect; change that one instead.");
    const listed = await send(owner, "GET", "/api/config/redirects?search=same-time");
    expect(listed.json().total).toBe(1);
  });

  it("imports a CSV all or nothing, naming the first bad line", async () => {
    const bad = await importCsv("from,to,status\n/csv-one,/,301\n/csv-two,/csv-two,302\n");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("Line 3: A redirect cannot send a path to itself.");
    expect((await visit("/csv-one")).statusCode).toBe(404);

    const good = await importCsv("from,to,status\n/csv-one,/,301\n/csv-two/*,/journal/*,302\n/same-time,/target-3,301\n");
    expect([good.statusCode, good.json()]).toEqual([200, { imported: 3 }]);
    expect((await visit("/csv-two/a")).headers.location).toBe("/journal/a");
    expect((await visit("/same-time")).headers.location).toBe("/target-3");
  });

  it("redirects a page's old address to its new one when its slug changes, with no chain or loop", async () => {
    const page = await send(owner, "POST", "/api/config/pages", { kind: "page", title: "About", urlSlug: "about" });
    expect(page.statusCode).toBe(201);
    const { id } = page.json();
    const { draftVersion } = (await send(owner, "GET", `/api/config/layouts/${id}`)).json();
    expect((await send(owner, "POST", `/api/config/layouts/${id}/publish`, { version: draftVersion })).statusCode).toBe(200);
    expect((await visit("/about")).statusCode).toBe(200);
    expect((await send(owner, "POST", "/api/config/redirects", { from: "/team", to: "/about" })).statusCode).toBe(201);

    expect((await send(owner, "PATCH", `/api/config/pages/${id}`, { urlSlug: "about-us" })).statusCode).toBe(200);
    const moved = await visit("/about?from=mail");
    expect([moved.statusCode, moved.headers.location]).toEqual([301, "/about-us?from=mail"]);
    expect((await visit("/team")).headers.location).toBe("/about-us");
    expect((await visit("/about-us")).statusCode).toBe(200);

    expect((await send(owner, "PATCH", `/api/config/pages/${id}`, { urlSlug: "about" })).statusCode).toBe(200);
    expect((await visit("/about")).statusCode).toBe(200);
    expect((await visit("/about-us")).headers.location).toBe("/about");
    expect((await visit("/team")).headers.location).toBe("/about");
    const listed = await send(owner, "GET", "/api/config/redirects?search=about");
    expect(listed.json().redirects.map((r: { from: string; to: string }) => `${r.from} → ${r.to}`)).toEqual(["/about-us → /about", "/team → /about"]);
  });
});
