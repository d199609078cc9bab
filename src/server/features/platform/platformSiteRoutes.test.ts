import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { WEBSITE_KIND } from "../../../domain/enumerations/websiteKind";
import { WEBSITE_STATUS } from "../../../domain/enumerations/websiteStatus";
import { newId } from "../../../domain/ids";
import { KIND_MESSAGE, NOTE_MESSAGE, REMOVED_STATUS_MESSAGE, SITE_PLAN_NOTE_MAX, STATUS_MESSAGE } from "../../../domain/sitePlan/sitePlanSchema";
import { systemClock } from "../../clock";
import { onePageSite } from "../../testing/siteFiles";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { AccountsService } from "../accounts/accountsService";
import { PlatformAdmins } from "./platformAdmins";

const ADMIN = { email: "root@platform.example", password: "platform password 1" };
const OWNER = { email: "owner@resold.example", password: "owner password 1" };
const EDITOR = { email: "editor@resold.example", password: "editor password 1" };
const BILLING = { email: "billing@resold.example", password: "billing password 1" };
const NOTE = "Write to sales@host.example to move up: a store costs 9 a month.";

/** A form post's body: repeated names for a list, as a browser sends ticked checkboxes. */
const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return { headers: { "content-type": "application/x-www-form-urlencoded" }, payload: body.toString() };
};

describeEachDatabase("a site's status, kind and what the platform allows it", (database) => {
  let server: TestServer;
  let admin: CookieJar;
  let owner: CookieJar;

  const postPlan = (identifier: string, fields: Record<string, string | string[]>, jar = admin) =>
    jar.send(server, null, { method: "POST", url: `/platform/sites/${identifier}/plan`, ...form({ ...fields, crumb: jar.get("crumb") ?? "" }) });
  const ownerPlan = async (jar = owner) => jar.send(server, "resold", { method: "GET", url: "/api/config/billing/plan" });

  beforeAll(async () => {
    await new PlatformAdmins(database().db, systemClock).create(ADMIN);
    const heading = (text: string) => [{ id: newId(), type: "heading", settings: { text, level: 1 } }];
    await seedSite(database(), onePageSite("resold", heading("Resold")), OWNER);
    await seedSite(database(), onePageSite("paused", heading("Paused")));
    const accounts = new AccountsService(database().db, systemClock);
    await accounts.createOwner({ ...EDITOR, siteIdentifier: "resold", roleId: ROLE.EDITOR });
    await accounts.createOwner({ ...BILLING, siteIdentifier: "resold", roleId: ROLE.BILLING });
    server = await createTestServer(database());
    admin = new CookieJar();
    await admin.send(server, null, { method: "GET", url: "/" });
    await admin.send(server, null, { method: "POST", url: "/platform/sign-in", ...form({ ...ADMIN, crumb: admin.get("crumb")! }) });
    owner = await signedIn(server, "resold", OWNER.email, OWNER.password);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("shows the administrator a site's status and kind by the spec's names, linked from its card", async () => {
    const home = await admin.send(server, null, { method: "GET", url: "/" });
    expect(home.body).toContain('href="/sites/resold"');
    const screen = await admin.send(server, null, { method: "GET", url: "/sites/resold" });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain("<h1>Site resold</h1>");
    expect(screen.body).toContain("<dt>Status</dt><dd>Paid<span");
    expect(screen.body).toContain("<dt>Kind</dt><dd>Classic<span");
    expect(screen.body).toContain('<option value="14">Resold grace period</option>');
    expect(screen.body).not.toContain(">Removed</option>");
    expect((await admin.send(server, null, { method: "GET", url: "/sites/nowhere" })).statusCode).toBe(404);
  });

  it("tells the owners what was set, the kinds offered leaving out the one the site has", async () => {
    expect((await ownerPlan()).json()).toEqual({ status: WEBSITE_STATUS.PAID, kind: WEBSITE_KIND.CLASSIC, suspended: false, kindsOffered: [], note: "" });
    const saved = await postPlan("resold", { status: "13", kind: "1", allowedKinds: ["5", "4", "1"], note: `  ${NOTE}  ` });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain("Saved: the owners read the new status, kind and choices on their plan screens.");
    expect(saved.body).toContain("<dt>Status</dt><dd>Resold<span");
    expect(saved.body).toMatch(/<input type="checkbox" id="allowed-4"[^>]* checked=""/);
    expect((await ownerPlan()).json()).toEqual({
      status: WEBSITE_STATUS.RESOLD,
      kind: WEBSITE_KIND.CLASSIC,
      suspended: false,
      kindsOffered: [WEBSITE_KIND.COMMERCE, WEBSITE_KIND.ENTERPRISE],
      note: NOTE,
    });
    for (const [account, status] of [
      [BILLING, 200],
      [EDITOR, 403],
    ] as const) {
      const jar = await signedIn(server, "resold", account.email, account.password);
      expect({ account: account.email, status: (await ownerPlan(jar)).statusCode }).toEqual({ account: account.email, status });
    }
    expect((await server.request("resold", { method: "GET", url: "/api/config/billing/plan" })).statusCode).toBe(401);
  });

  it("serves visitors by the kind the administrator sets, at once", async () => {
    expect((await server.request("resold", { method: "GET", url: "/about" })).statusCode).toBe(404);
    expect((await postPlan("resold", { status: "13", kind: "2", allowedKinds: "1", note: "" })).statusCode).toBe(200);
    const elsewhere = await server.request("resold", { method: "GET", url: "/about" });
    expect(elsewhere.statusCode).toBe(302);
    expect(elsewhere.headers.location).toBe("/");
    expect((await ownerPlan()).json()).toMatchObject({ kind: WEBSITE_KIND.COVER_PAGE, kindsOffered: [WEBSITE_KIND.CLASSIC], note: "" });
    expect((await postPlan("resold", { status: "3", kind: "1", allowedKinds: ["4"], note: NOTE })).statusCode).toBe(200);
  });

  it("refuses a status, kind or note out of bounds in plain words, keeping what was sent and changing nothing", async () => {
    const before = (await ownerPlan()).json();
    const cases: { fields: Record<string, string | string[]>; message: string }[] = [
      { fields: { status: "5", kind: "1" }, message: REMOVED_STATUS_MESSAGE },
      { fields: { status: "9", kind: "1" }, message: STATUS_MESSAGE },
      { fields: { status: "8", kind: "7" }, message: KIND_MESSAGE },
      { fields: { status: "8", kind: "" }, message: KIND_MESSAGE },
      { fields: { status: "8", kind: "1", allowedKinds: ["4", "cover"] }, message: KIND_MESSAGE },
      { fields: { status: "8", kind: "1", note: "x".repeat(SITE_PLAN_NOTE_MAX + 1) }, message: NOTE_MESSAGE },
    ];
    for (const { fields, message } of cases) {
      const refused = await postPlan("resold", fields);
      expect({ fields, status: refused.statusCode }).toEqual({ fields, status: 400 });
      expect(refused.body).toContain("Nothing was saved: check the fields below.");
      expect(refused.body).toContain(message);
    }
    const kept = await postPlan("resold", { status: "8", kind: "7", note: "Kept note" });
    expect(kept.body).toContain(">Kept note</textarea>");
    expect((await ownerPlan()).json()).toEqual(before);
    expect((await postPlan("nowhere", { status: "8", kind: "1" })).statusCode).toBe(404);
  });

  it("keeps a suspended site's status for its restoring, while its kind and allowances still change", async () => {
    await server.services.platformSites.suspend("paused");
    const screen = await admin.send(server, null, { method: "GET", url: "/sites/paused" });
    expect(screen.body).toContain("The site is suspended, so its status is Removed until you restore it");
    expect(screen.body).not.toContain('id="status"');
    const refused = await postPlan("paused", { status: "8", kind: "4" });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain("The site &quot;paused&quot; is suspended: restore it before changing its status.");
    expect((await postPlan("paused", { kind: "4", allowedKinds: "5" })).statusCode).toBe(200);
    await server.services.platformSites.restore("paused");
    const restored = await admin.send(server, null, { method: "GET", url: "/sites/paused" });
    expect(restored.body).toContain("<dt>Status</dt><dd>Paid<span");
    expect(restored.body).toContain("<dt>Kind</dt><dd>Commerce<span");
  });

  it("lets only platform administrators change a plan: owners and visitors are refused, and no owner route writes it", async () => {
    const before = (await ownerPlan()).json();
    const visitor = new CookieJar();
    await visitor.send(server, null, { method: "GET", url: "/" });
    const signedOut = await postPlan("resold", { status: "15", kind: "5" }, visitor);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ error: "Sign in to continue." });
    expect((await visitor.send(server, null, { method: "GET", url: "/sites/resold" })).statusCode).toBe(303);
    const ownerCookie = { cookie: `tsr_platform_session=${owner.get("tsr_session")!}` };
    expect((await server.request(null, { method: "GET", url: "/sites/resold", headers: ownerCookie })).statusCode).toBe(303);
    const onSite = await owner.send(server, "resold", {
      method: "POST",
      url: "/platform/sites/resold/plan",
      ...form({ status: "15", kind: "5", crumb: owner.get("crumb")! }),
    });
    expect(onSite.statusCode).toBe(404);
    for (const method of ["PUT", "POST", "PATCH"] as const) {
      const write = await owner.send(server, "resold", {
        method,
        url: "/api/config/billing/plan",
        headers: { "x-csrf-token": owner.get("crumb")! },
        payload: { status: 15, kind: 5 },
      });
      expect({ method, refused: write.statusCode >= 300 }).toEqual({ method, refused: true });
    }
    expect((await ownerPlan()).json()).toEqual(before);
  });
});
