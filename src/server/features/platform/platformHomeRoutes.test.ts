import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../../../db/database";
import { testDatabaseKinds } from "../../../db/testing/testDatabases";
import { SITE_IDENTIFIER_MESSAGE } from "../../../domain/api/platform";
import { WEBSITE_KIND } from "../../../domain/enumerations/websiteKind";
import { newId } from "../../../domain/ids";
import { onePageSite } from "../../testing/siteFiles";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { PlatformAdmins } from "./platformAdmins";
import { SITE_UNAVAILABLE_MESSAGE } from "./placeholderPages";

const ADMIN = { email: "root@platform.example", password: "platform password 1" };
const form = (fields: Record<string, string>) => ({
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: new URLSearchParams(fields).toString(),
});

describe("the platform home at the bare app domain", () => {
  let database: AppDatabase;
  let server: TestServer;
  let admin: CookieJar;

  /** A platform administrator's browser, signed in through the home page's form. */
  const signInAdmin = async (credentials = ADMIN) => {
    const jar = new CookieJar();
    await jar.send(server, null, { method: "GET", url: "/" });
    const answer = await jar.send(server, null, { method: "POST", url: "/platform/sign-in", ...form({ ...credentials, crumb: jar.get("crumb")! }) });
    return { jar, answer };
  };
  const post = (url: string, fields: Record<string, string> = {}) =>
    admin.send(server, null, { method: "POST", url, ...form({ ...fields, crumb: admin.get("crumb")! }) });

  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
    await new PlatformAdmins(database.db, { now: () => new Date() }).create(ADMIN);
    await seedSite(database, onePageSite("owned", [{ id: newId(), type: "heading", settings: { text: "Owned", level: 1 } }]), {
      email: "owner@owned.example",
      password: "owner password 1",
    });
    server = await createTestServer(database);
    admin = (await signInAdmin()).jar;
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it("shows visitors what Tessera is with the site hop and the administrators' sign-in, and refuses wrong passwords in plain words", async () => {
    const landing = await server.request(null, { method: "GET", url: "/" });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain("Sign in to your site");
    expect(landing.body).toContain("Platform administrators");
    const { answer } = await signInAdmin({ email: ADMIN.email, password: "not the password" });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toContain("The email or password is incorrect.");
    expect(answer.body).not.toContain("<h1>Sites</h1>");
  });

  it("refuses a sign-in without its crumb, sending the browser back for a fresh one", async () => {
    const answer = await server.request(null, { method: "POST", url: "/platform/sign-in", ...form(ADMIN) });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers["set-cookie"]?.toString()).not.toContain("tsr_platform_session=");
  });

  it("signs an administrator in with a session cookie of its own and lists every site with its kind and status in plain words", async () => {
    const page = await admin.send(server, null, { method: "GET", url: "/" });
    expect(page.statusCode).toBe(200);
    expect(admin.get("tsr_platform_session")).toBeTruthy();
    expect(page.body).toContain("<h1>Sites</h1>");
    expect(page.body).toContain("Site owned");
    expect(page.body).toContain("<dt>Type</dt><dd>Website</dd><dt>Visitors</dt><dd>Can visit</dd>");
    for (const code of ["Kind", "Classic", "Status", "Paid"]) expect(page.body).not.toContain(`>${code}<`);
    expect(page.body).toContain('href="http://owned.tessera.test/config"');
    for (const template of ["Café with a shop", "Portfolio", "Restaurant", "Membership newsletter"]) expect(page.body).toContain(template);
  });

  it("creates a site from a template with its first owner's invitation link, refusing a bad identifier in plain words", async () => {
    const bad = await post("/platform/sites", { identifier: "Not OK!", template: "cafe", ownerEmail: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(SITE_IDENTIFIER_MESSAGE);
    expect(bad.body).toContain('value="Not OK!"');
    const badEmail = await post("/platform/sites", { identifier: "kettle", template: "cafe", ownerEmail: "nobody" });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body).toContain("Enter a valid email address.");

    const created = await post("/platform/sites", { identifier: "kettle", template: "cafe", ownerEmail: "new@kettle.example" });
    expect(created.statusCode).toBe(201);
    expect(created.body).toContain("Created The Copper Kettle at kettle. new@kettle.example is invited as its owner");
    expect(created.body).toMatch(/value="http:\/\/kettle\.tessera\.test\/config\/invitation\/[A-Za-z0-9_-]{43}"/);
    expect((await server.request("kettle", { method: "GET", url: "/" })).statusCode).toBe(200);

    const again = await post("/platform/sites", { identifier: "kettle", template: "portfolio", ownerEmail: "" });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("Another site already uses this identifier.");
  });

  it("invites an owner to an existing site", async () => {
    const invited = await post("/platform/invitations", { identifier: "owned", email: "second@owned.example" });
    expect(invited.statusCode).toBe(201);
    expect(invited.body).toContain("second@owned.example is invited as an owner of owned");
    const member = await post("/platform/invitations", { identifier: "owned", email: "owner@owned.example" });
    expect(member.statusCode).toBe(400);
    expect(member.body).toContain("This person is already a member of the site.");
  });

  it("suspends a site, whose visitors get the unavailable answer, and restores it", async () => {
    const suspended = await post("/platform/sites/kettle/suspend");
    expect(suspended.statusCode).toBe(200);
    expect(suspended.body).toContain("kettle is suspended");
    expect(suspended.body).toContain("<dt>Visitors</dt><dd>Turned away while the site is suspended</dd>");
    for (const url of ["/", "/shop/house-blend", "/journal/rss.xml", "/cart"]) {
      const visitor = await server.request("kettle", { method: "GET", url });
      expect({ url, status: visitor.statusCode }).toEqual({ url, status: 503 });
      expect(visitor.body).toContain(SITE_UNAVAILABLE_MESSAGE);
    }
    for (const call of [
      { method: "POST" as const, url: "/api/commerce/cart/items", payload: { variantId: "0123456789abcdef01234567", quantity: 1 } },
      { method: "POST" as const, url: "/api/commerce/checkout", payload: {} },
      { method: "GET" as const, url: "/api/commerce/cart" },
    ]) {
      const visitor = await server.request("kettle", call);
      expect({ url: call.url, status: visitor.statusCode, body: visitor.json() }).toEqual({
        url: call.url,
        status: 503,
        body: { error: SITE_UNAVAILABLE_MESSAGE },
      });
    }
    expect((await server.request("kettle", { method: "GET", url: "/config" })).statusCode).toBe(200);
    expect((await server.request("kettle", { method: "GET", url: "/api/crumb" })).statusCode).toBe(200);
    expect((await post("/platform/sites/kettle/suspend")).body).toContain("The site &quot;kettle&quot; is already suspended.");
    expect((await post("/platform/sites/kettle/restore")).body).toContain("kettle is restored");
    expect((await server.request("kettle", { method: "GET", url: "/" })).statusCode).toBe(200);
  });

  it("deletes a site only after its identifier is typed again", async () => {
    const confirm = await admin.send(server, null, { method: "GET", url: "/sites/kettle/delete" });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain("Delete The Copper Kettle?");
    const wrong = await post("/platform/sites/kettle/delete", { confirmIdentifier: "owned" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("Type the site&#x27;s identifier, kettle, to confirm.");
    expect((await server.request("kettle", { method: "GET", url: "/" })).statusCode).toBe(200);
    const deleted = await post("/platform/sites/kettle/delete", { confirmIdentifier: "kettle" });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).toContain("kettle is deleted with everything it held.");
    expect((await server.request("kettle", { method: "GET", url: "/" })).statusCode).toBe(404);
  });

  it("never lets a site owner reach the platform's administration", async () => {
    const owner = await signedIn(server, "owned", "owner@owned.example", "owner password 1");
    const session = owner.get("tsr_session")!;
    const asAdmin = await signInAdmin({ email: "owner@owned.example", password: "owner password 1" });
    expect(asAdmin.answer.statusCode).toBe(401);
    for (const cookie of [`tsr_session=${session}`, `tsr_platform_session=${session}`]) {
      const home = await server.request(null, { method: "GET", url: "/", headers: { cookie } });
      expect(home.body).not.toContain("<h1>Sites</h1>");
    }
    const visitor = new CookieJar();
    await visitor.send(server, null, { method: "GET", url: "/" });
    const refused = await visitor.send(server, null, { method: "POST", url: "/platform/sites/owned/suspend", ...form({ crumb: visitor.get("crumb")! }) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: "Sign in to continue." });
    const onSite = await owner.send(server, "owned", { method: "POST", url: "/platform/sites/owned/suspend", ...form({ crumb: owner.get("crumb")! }) });
    expect(onSite.statusCode).toBe(404);
    expect((await server.request("owned", { method: "GET", url: "/" })).statusCode).toBe(200);
  });

  it("signs the administrator out", async () => {
    const out = await post("/platform/sign-out");
    expect(out.statusCode).toBe(303);
    expect((await admin.send(server, null, { method: "GET", url: "/" })).body).toContain("Platform administrators");
  });

  it("serves a cover page site as its one page and a parking page site as the placeholder holding its address", async () => {
    await seedSite(
      database,
      onePageSite("cover", [{ id: newId(), type: "heading", settings: { text: "Coming up", level: 1 } }], { websiteType: WEBSITE_KIND.COVER_PAGE }),
    );
    await seedSite(
      database,
      onePageSite("parked", [{ id: newId(), type: "heading", settings: { text: "Hidden", level: 1 } }], { websiteType: WEBSITE_KIND.PARKING_PAGE }),
    );
    const cover = await server.request("cover", { method: "GET", url: "/" });
    expect(cover.statusCode).toBe(200);
    expect(cover.body).toContain("Coming up");
    const elsewhere = await server.request("cover", { method: "GET", url: "/about" });
    expect(elsewhere.statusCode).toBe(302);
    expect(elsewhere.headers.location).toBe("/");
    const parked = await server.request("parked", { method: "GET", url: "/" });
    expect(parked.statusCode).toBe(200);
    expect(parked.body).toContain("This address is reserved. A new site is on its way; please come back soon.");
    expect(parked.body).not.toContain("Hidden");
    expect((await server.request("parked", { method: "GET", url: "/home" })).headers.location).toBe("/");
  });
});
