import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { onePageSite } from "../../testing/siteFiles";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { TLS_ALLOWED_PATH } from "./tlsAllowedRoutes";

const heading = [{ id: "aaaaaaaaaaaaaaaaaaaaaaaa", type: "heading", settings: { text: "Bakery", level: 1 } }];

describeEachDatabase("the reverse proxy's TLS question", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    const bakery = JSON.parse(onePageSite("bakery", heading));
    bakery.domains = [{ host: "www.bakery.example", primary: true }];
    await seedSite(database(), JSON.stringify(bakery));
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  /** What the proxy sends: its ask address names the server by address, not by a site's host. */
  const ask = (query: string) => server.app.inject({ method: "GET", url: `${TLS_ALLOWED_PATH}${query}`, headers: { host: "127.0.0.1:3000" } });

  it("allows a site's custom domain and a site's own subdomain of the app domain, in any case", async () => {
    const appDomain = server.config.appDomain;
    for (const domain of ["www.bakery.example", `bakery.${appDomain}`, "WWW.Bakery.Example"]) {
      const answer = await ask(`?domain=${encodeURIComponent(domain)}`);
      expect([domain, answer.statusCode, answer.json()]).toEqual([domain, 200, { allowed: true }]);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });

  it("refuses with 404 every domain no site answers at: another domain, a subdomain with no site, the bare app domain, junk", async () => {
    const appDomain = server.config.appDomain;
    for (const domain of ["bakery.example", `nobody.${appDomain}`, `www.bakery.${appDomain}`, appDomain, "not a host", "a/../b"]) {
      const answer = await ask(`?domain=${encodeURIComponent(domain)}`);
      expect([domain, answer.statusCode, answer.json()]).toEqual([domain, 404, { error: "No site answers at this domain.", code: "not_found" }]);
    }
  });

  it("answers a missing, empty or oversized domain with 400 in plain words, never a server error", async () => {
    for (const query of ["", "?domain=", "?domain=%20", `?domain=${"a".repeat(254)}`, "?domain=a&domain=b", "?domain[x]=a"]) {
      const answer = await ask(query);
      expect([query, answer.statusCode]).toEqual([query, 400]);
      expect(JSON.stringify(answer.json())).toContain("Name the domain to check, such as ?domain=www.example.com (at most 253 characters).");
    }
  });

  it("answers the same on the platform's and a site's own host", async () => {
    const onPlatform = await server.request(null, { method: "GET", url: `${TLS_ALLOWED_PATH}?domain=www.bakery.example` });
    const onSite = await server.request("bakery", { method: "GET", url: `${TLS_ALLOWED_PATH}?domain=nobody.example` });
    expect([onPlatform.statusCode, onSite.statusCode]).toEqual([200, 404]);
  });

  it("leaves every other path on an unknown host the platform's not-found page", async () => {
    const answer = await server.app.inject({ method: "GET", url: "/api/crumb", headers: { host: "127.0.0.1:3000" } });
    expect(answer.statusCode).toBe(404);
  });
});
