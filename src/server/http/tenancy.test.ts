import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeEachDatabase } from "../../db/testing/describeEachDatabase";
import { onePageSite } from "../testing/siteFiles";
import { createTestServer, seedSite, siteContextOf, type TestServer } from "../testing/testServer";
import { randomBytes } from "node:crypto";
import { openDatabase } from "../../db/database";
import { migrateToLatest } from "../../db/migrate";
import type { Clock } from "../clock";
import { hostWithoutPort, identifierFromHost, SiteDirectory } from "./tenancy";

describe("host parsing", () => {
  it("drops the port, lowercases and refuses junk", () => {
    expect(hostWithoutPort("Demo.LocalHost:3000")).toBe("demo.localhost");
    expect(hostWithoutPort("example.com.")).toBe("example.com");
    expect(hostWithoutPort(undefined)).toBeNull();
    expect(hostWithoutPort("bad host")).toBeNull();
  });

  it("reads the identifier of a direct subdomain of the app domain only", () => {
    expect(identifierFromHost("demo.localhost", "localhost")).toBe("demo");
    expect(identifierFromHost("a.b.localhost", "localhost")).toBeNull();
    expect(identifierFromHost("localhost", "localhost")).toBeNull();
    expect(identifierFromHost("demo.example.com", "localhost")).toBeNull();
    expect(identifierFromHost("-bad.localhost", "localhost")).toBeNull();
  });
});

const heading = (id: string, text: string) => [{ id, type: "heading", settings: { text, level: 1 } }];

describeEachDatabase("tenancy by host", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await seedSite(database(), onePageSite("alpha", heading("aaaaaaaaaaaaaaaaaaaaaaaa", "Alpha home")));
    const beta = JSON.parse(onePageSite("beta", heading("bbbbbbbbbbbbbbbbbbbbbbbb", "Beta home")));
    beta.domains = [{ host: "www.beta-bakery.example", primary: true }];
    await seedSite(database(), JSON.stringify(beta));
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  it("serves each site on its own host and never the other's content", async () => {
    const alpha = await server.request("alpha", { method: "GET", url: "/" });
    const beta = await server.request("beta", { method: "GET", url: "/" });
    expect(alpha.body).toContain("Alpha home");
    expect(alpha.body).not.toContain("Beta home");
    expect(beta.body).toContain("Beta home");
    expect(beta.body).not.toContain("Alpha home");
    expect(siteContextOf(alpha.body).website.identifier).toBe("alpha");
  });

  it("serves a site on its custom domain, with or without a port", async () => {
    for (const host of ["www.beta-bakery.example", "WWW.Beta-Bakery.example:8080"]) {
      const response = await server.app.inject({ method: "GET", url: "/", headers: { host } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("Beta home");
    }
  });

  it("gives unknown hosts the plain platform 404, for pages and for the API", async () => {
    for (const host of ["gamma.tessera.test", "www.unknown.example", "a.b.tessera.test"]) {
      const page = await server.app.inject({ method: "GET", url: "/", headers: { host } });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain("There is no site here");
      expect(page.body).not.toMatch(/Alpha|Beta/);
      const api = await server.app.inject({ method: "POST", url: "/api/auth/Logout", headers: { host } });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ error: "Not found.", code: "not_found" });
    }
  });

  it("serves the platform home on the bare app domain and hops to a site's sign-in", async () => {
    const home = await server.request(null, { method: "GET", url: "/" });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain("Websites and online stores you host yourself");
    expect(home.body).toContain("Sign in to your site");
    const hop = await server.app.inject({ method: "GET", url: "/go?site=alpha", headers: { host: "tessera.test:3000" } });
    expect(hop.statusCode).toBe(302);
    expect(hop.headers.location).toBe("http://alpha.tessera.test:3000/config");
    const bad = await server.request(null, { method: "GET", url: "/go?site=..%2Fevil" });
    expect(bad.statusCode).toBe(400);
    expect((await server.request(null, { method: "GET", url: "/about" })).statusCode).toBe(404);
    expect((await server.request(null, { method: "GET", url: "/config" })).statusCode).toBe(404);
  });

  it("keeps sites' hosts in at most its bytes, the least recently used out, each for 30 seconds", async () => {
    let now = Date.parse("2026-01-01T00:00:00Z");
    const clock: Clock = { now: () => new Date(now) };
    const measure = new SiteDirectory(database().db, "tessera.test", clock, () => undefined);
    await measure.resolve("alpha.tessera.test");
    const oneHost = measure.keptBytes();
    expect(oneHost).toBeGreaterThan(500);
    const sites = new SiteDirectory(database().db, "tessera.test", clock, () => undefined, Math.floor(oneHost * 2.5));
    for (const host of ["alpha.tessera.test", "beta.tessera.test", "www.beta-bakery.example"]) {
      expect((await sites.resolve(host)).kind).toBe("site");
    }
    expect(sites.size()).toBe(2);
    expect(sites.keptBytes()).toBeLessThanOrEqual(Math.floor(oneHost * 2.5));
    await sites.resolve("alpha.tessera.test");
    expect(sites.size()).toBe(2);
    now += 30_001;
    const again = await sites.resolve("alpha.tessera.test");
    expect(again.kind === "site" && again.website.identifier).toBe("alpha");
    expect(sites.size()).toBe(2);
    const tiny = new SiteDirectory(database().db, "tessera.test", clock, () => undefined, oneHost - 1);
    expect((await tiny.resolve("alpha.tessera.test")).kind).toBe("site");
    expect([tiny.size(), tiny.keptBytes()]).toEqual([0, 0]);
  });

  it("answers but never keeps a lookup begun before an invalidation: it may have read the site before the change that caused it", async () => {
    const sites = new SiteDirectory(database().db, "tessera.test", { now: () => new Date() }, () => undefined);
    const begun = sites.resolve("alpha.tessera.test");
    sites.invalidate();
    const answered = await begun;
    expect(answered.kind === "site" && answered.website.identifier).toBe("alpha");
    expect(sites.size()).toBe(0);
    await sites.resolve("alpha.tessera.test");
    expect(sites.size()).toBe(1);
  });
});

// The kept hosts do not depend on the engine; SQLite answers the 10,000 look-ups fastest.
describe("hosts kept", () => {
  let hosts: TestServer;

  beforeAll(async () => {
    const database = openDatabase({ engine: "sqlite", file: ":memory:" });
    await migrateToLatest(database.db);
    await seedSite(database, onePageSite("alpha", heading("aaaaaaaaaaaaaaaaaaaaaaaa", "Alpha home")));
    hosts = await createTestServer(database);
  });
  afterAll(async () => {
    await hosts.close();
    await hosts.services.database.close();
  });

  it("keeps no host that names no site: 10,000 requests with made-up Host headers leave the kept hosts as they were", async () => {
    await hosts.request("alpha", { method: "GET", url: "/" });
    const kept = hosts.services.sites.size();
    expect(kept).toBeGreaterThan(0);
    const madeUp = () => {
      const label = randomBytes(6).toString("hex");
      return Math.random() < 0.5 ? `${label}.tessera.test` : `www.${label}.example`;
    };
    const pages = await Promise.all(Array.from({ length: 100 }, () => hosts.app.inject({ method: "GET", url: "/", headers: { host: madeUp() } })));
    expect(pages.every((page) => page.statusCode === 404)).toBe(true);
    for (let batch = 0; batch < 99; batch++) {
      const tenants = await Promise.all(Array.from({ length: 100 }, () => hosts.services.sites.resolve(madeUp())));
      expect(tenants.every((tenant) => tenant.kind === "unknown")).toBe(true);
    }
    expect(hosts.services.sites.size()).toBe(kept);
  });
});
