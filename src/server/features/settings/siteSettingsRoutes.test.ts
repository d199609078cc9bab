import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { SITE_SETTING_DEFINITIONS } from "../../../domain/siteSettings/siteSettingDefinitions";
import { onePageSite } from "../../testing/siteFiles";
import { createTestServer, exportedSite, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@settings.example", password: "owner password 1", roleId: ROLE.ADMIN };
const EDITOR = { email: "editor@settings.example", password: "editor password 1", roleId: ROLE.EDITOR };
const OTHER = { email: "owner@other.example", password: "other password 1", roleId: ROLE.ADMIN };
const heading = { id: "aaaaaaaaaaaaaaaaaaaaaa01", type: "heading", settings: { text: "Welcome in", level: 1 } };

/** The general settings this file sets; the others keep what the site has. */
const GENERAL = {
  title: "Corner Bakery",
  identifier: "bakery",
  locale: "en-GB",
  timeZone: "Europe/London",
  developerMode: false,
  cloneable: false,
  useEscapeKeyToLogin: true,
  pageVersionsKept: 12,
};

describeEachDatabase("site settings routes", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let editor: CookieJar;
  let other: CookieJar;
  let identifier = "bakery";

  const send = (jar: CookieJar, method: "GET" | "PUT" | "POST" | "DELETE", url: string, body?: unknown, site = identifier) =>
    jar.send(server, site, {
      method,
      url,
      headers: { "x-csrf-token": jar.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  /** The whole settings object as the screen sends it: the site's current settings with the changes made. */
  const whole = async (changes: Record<string, unknown>, site = identifier) => {
    const { siteAddress: _address, ...current } = (await send(owner, "GET", "/api/config/site/settings", undefined, site)).json();
    return { ...current, ...changes };
  };

  beforeAll(async () => {
    await seedSite(database(), onePageSite("bakery", [heading]), OWNER);
    await seedSite(database(), onePageSite("bakery", [heading]), EDITOR);
    await seedSite(database(), onePageSite("other", [heading]), OTHER);
    server = await createTestServer(database());
    owner = await signedIn(server, "bakery", OWNER.email, OWNER.password);
    editor = await signedIn(server, "bakery", EDITOR.email, EDITOR.password);
    other = await signedIn(server, "other", OTHER.email, OTHER.password);
  });
  afterAll(() => server.close());

  it("reads and saves the general settings, and the site shows them at once", async () => {
    const before = await send(owner, "GET", "/api/config/site/settings");
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ title: "Site bakery", identifier: "bakery", siteAddress: "http://bakery.tessera.test" });
    for (const definition of SITE_SETTING_DEFINITIONS) {
      expect(before.json(), definition.key).toHaveProperty(definition.key);
      if ("default" in definition) expect(before.json()[definition.key], definition.key).toEqual(definition.default);
    }
    expect((await server.request("bakery", { method: "GET", url: "/" })).body).toContain("<title>Site bakery</title>");

    const saved = await send(owner, "PUT", "/api/config/site/settings", {
      ...(before.json() as Record<string, unknown>),
      ...GENERAL,
      title: "  Corner Bakery  ",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...GENERAL, siteAddress: "http://bakery.tessera.test" });
    const page = await server.request("bakery", { method: "GET", url: "/" });
    expect(page.body).toContain("<title>Corner Bakery</title>");
    expect(page.body).toContain('<html lang="en-GB">');
    expect(page.body).toContain('"useEscapeKeyToLogin":true');
  });

  it("moves the site to a new identifier and refuses one another site uses", async () => {
    const taken = await send(owner, "PUT", "/api/config/site/settings", await whole({ ...GENERAL, identifier: "other" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: "Another site already uses this identifier.",
      code: "conflict",
      errors: { identifier: "Another site already uses this identifier." },
    });

    const moved = await send(owner, "PUT", "/api/config/site/settings", await whole({ ...GENERAL, identifier: "Corner-Bakery" }));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().siteAddress).toBe("http://corner-bakery.tessera.test");
    expect((await server.request("bakery", { method: "GET", url: "/" })).statusCode).toBe(404);
    expect((await server.request("corner-bakery", { method: "GET", url: "/" })).body).toContain("Welcome in");
    identifier = "corner-bakery";
    const back = await send(owner, "PUT", "/api/config/site/settings", await whole(GENERAL, "corner-bakery"), "corner-bakery");
    expect(back.statusCode).toBe(200);
    identifier = "bakery";
  });

  it("refuses bad settings with a message per field and changes nothing", async () => {
    const bad = await send(
      owner,
      "PUT",
      "/api/config/site/settings",
      await whole({
        title: " ",
        identifier: "no_underscores",
        locale: "not a locale",
        timeZone: "Mars/Olympus_Mons",
        developerMode: "yes",
        pageVersionsKept: 0,
        mapTileUrl: "https://tiles.example.org/{z}/{x}.png",
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: "Some fields are not valid.",
      code: "invalid",
      errors: {
        title: "Title must not be empty.",
        identifier: "Site identifier must be lowercase letters, digits and inner hyphens (at most 63).",
        locale: "Language is not a language code such as en-US.",
        timeZone: "Time zone is not a time zone such as Europe/Paris.",
        developerMode: expect.any(String),
        pageVersionsKept: "Page versions kept must be at least 1.",
        mapTileUrl: "Map tile url must be an http:// or https:// address with {z}, {x} and {y} in it, or empty.",
      },
    });
    const extra = await send(owner, "PUT", "/api/config/site/settings", await whole({ ...GENERAL, colour: "red" }));
    expect(extra.statusCode).toBe(400);
    const offset = await send(owner, "PUT", "/api/config/site/settings", await whole({ ...GENERAL, timeZone: "+01:00" }));
    expect(offset.json().errors).toEqual({ timeZone: "Time zone is not a time zone such as Europe/Paris." });
    expect((await send(owner, "GET", "/api/config/site/settings")).json()).toMatchObject(GENERAL);
  });

  it("adds, lists and removes custom domains, unique across the platform", async () => {
    const added = await send(owner, "POST", "/api/config/site/domains", { host: " WWW.Corner-Bakery.example. ", primary: true });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ host: "www.corner-bakery.example", isPrimary: true });
    const served = await server.app.inject({ method: "GET", url: "/", headers: { host: "www.corner-bakery.example" } });
    expect(served.body).toContain("Welcome in");

    const second = await send(owner, "POST", "/api/config/site/domains", { host: "corner-bakery.example", primary: true });
    expect(second.statusCode).toBe(201);
    const list = await send(owner, "GET", "/api/config/site/domains");
    expect(list.json().domains.map((d: { host: string; isPrimary: boolean }) => [d.host, d.isPrimary])).toEqual([
      ["corner-bakery.example", true],
      ["www.corner-bakery.example", false],
    ]);

    const stolen = await send(other, "POST", "/api/config/site/domains", { host: "www.corner-bakery.example" }, "other");
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().errors).toEqual({ host: "This domain is already connected to a site." });
    const platform = await send(owner, "POST", "/api/config/site/domains", { host: "shop.tessera.test" });
    expect(platform.statusCode).toBe(400);
    expect(platform.json().errors.host).toBe("Addresses under tessera.test belong to the platform; enter a domain you own.");
    for (const host of ["localhost", "bad host.example", "-x.example", "a".repeat(64) + ".example"]) {
      const refused = await send(owner, "POST", "/api/config/site/domains", { host });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.host).toBe("Host must be a domain such as www.example.com, in lowercase.");
    }

    const id = added.json().id as string;
    expect((await send(other, "DELETE", `/api/config/site/domains/${id}`, undefined, "other")).statusCode).toBe(404);
    expect((await send(owner, "DELETE", `/api/config/site/domains/${id}`)).statusCode).toBe(204);
    expect((await send(owner, "DELETE", `/api/config/site/domains/${id}`)).statusCode).toBe(404);
    expect((await send(owner, "DELETE", "/api/config/site/domains/not-an-id")).statusCode).toBe(404);
    const gone = await server.app.inject({ method: "GET", url: "/", headers: { host: "www.corner-bakery.example" } });
    expect(gone.statusCode).toBe(404);
  });

  it("injects header and footer code into every page, within its size limit", async () => {
    expect((await send(owner, "GET", "/api/site-header-footer")).json()).toEqual({ header: "", footer: "" });
    const code = { header: '<meta name="verify" content="abc123">', footer: "<script>window.bakeryFooter = 1;</script>" };
    const saved = await send(owner, "PUT", "/api/site-header-footer", code);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(code);
    for (const path of ["/", "/missing-page"]) {
      const answer = await server.request("bakery", { method: "GET", url: path });
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))![1]!;
      expect(answer.body).toContain(`${code.header}</head>`);
      // The owner's script carries the page's nonce, so the page's policy lets it run.
      expect(answer.body).toContain(`<script nonce="${nonce}">window.bakeryFooter = 1;</script></body></html>`);
    }
    const huge = await send(owner, "PUT", "/api/site-header-footer", { header: "x".repeat(50_001), footer: "" });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual({ header: "Header must be at most 50000 characters." });
    const wrong = await send(owner, "PUT", "/api/site-header-footer", { header: 1, footer: "", script: "" });
    expect(wrong.statusCode).toBe(400);
    const oversized = await send(owner, "PUT", "/api/site-header-footer", { header: "y".repeat(600 * 1024), footer: "" });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toEqual({ error: "The request is too large.", code: "payload_too_large" });
    const notJson = await owner.send(server, "bakery", {
      method: "PUT",
      url: "/api/site-header-footer",
      headers: { "x-csrf-token": owner.get("crumb")!, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.body).not.toMatch(/SyntaxError|at JSON|node_modules/);
    expect((await send(owner, "GET", "/api/site-header-footer")).json()).toEqual(code);
  });

  it("guards header and footer code like a settings route: signed in, SETTINGS, crumb", async () => {
    const signedOut = await server.request("bakery", { method: "GET", url: "/api/site-header-footer" });
    expect(signedOut.statusCode).toBe(401);
    expect((await send(editor, "GET", "/api/site-header-footer")).statusCode).toBe(403);
    expect((await send(editor, "PUT", "/api/site-header-footer", { header: "<script>steal()</script>", footer: "" })).statusCode).toBe(403);
    const noCrumb = await owner.send(server, "bakery", {
      method: "PUT",
      url: "/api/site-header-footer",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ header: "", footer: "" }),
    });
    expect(noCrumb.statusCode).toBe(403);
    expect(noCrumb.json()).toMatchObject({ crumbFail: true });
    const foreign = await send(other, "GET", "/api/site-header-footer", undefined, "bakery");
    expect(foreign.statusCode).toBe(401);
  });

  it("carries settings, code and languages through export and import", async () => {
    await send(owner, "PUT", "/api/multilingual/languages", { languages: [{ locale: "fr-FR", pathPrefix: "fr" }] });
    const file = JSON.parse(await exportedSite(database(), "bakery"));
    expect(file.website).toMatchObject({ title: "Corner Bakery", locale: "en-GB", timeZone: "Europe/London", useEscapeKeyToLogin: true });
    expect(file.website.extraSettings.pageVersionsKept).toBe(12);
    expect(file.website.extraSettings.codeInjection.header).toBe('<meta name="verify" content="abc123">');
    expect(file.website.extraSettings.multilingual.languages).toEqual([{ locale: "fr-FR", pathPrefix: "fr", translatedIds: [], connected: false }]);
    expect(file.domains.map((d: { host: string }) => d.host)).toEqual(["corner-bakery.example"]);
  });
});
