import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeEachDatabase } from "../../db/testing/describeEachDatabase";
import { onePageSite } from "../testing/siteFiles";
import { createTestServer, seedSite, siteContextOf, type TestServer } from "../testing/testServer";
import { hostWithoutPort, identifierFromHost } from "./tenancy";

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
});
