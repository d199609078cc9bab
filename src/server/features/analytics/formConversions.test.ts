import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { systemClock } from "../../clock";
import { AccountsService } from "../accounts/accountsService";
import { createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { formsSite, newTestFormIds, type TestFormIds } from "../../testing/formSites";
import { FormVisitor } from "../../testing/formVisitor";

const OWNER = { email: "owner@conversions.example", password: "owner password 1", roleId: ROLE.ADMIN };
const STORE_MANAGER = { email: "store@conversions.example", password: "store password 1", roleId: ROLE.STORE_MANAGER };

describeEachDatabase("form conversions in the analytics summary", (database) => {
  let server: TestServer;
  let ids: TestFormIds;

  beforeAll(async () => {
    ids = newTestFormIds();
    await seedSite(database(), formsSite("conv", ids), OWNER);
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  it("counts form renders as views and saved submissions and newsletter sign-ups as submissions, matching the rows behind them", async () => {
    const render = async (visitor: FormVisitor, formId: string) =>
      visitor.jar.send(server, "conv", {
        method: "POST",
        url: "/api/census/form-render",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": visitor.jar.get("crumb")! },
        payload: new URLSearchParams({ formId, data: JSON.stringify({ pageType: 2, pagePath: "/" }) }).toString(),
      });
    for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"]) {
      const visitor = new FormVisitor(server, "conv", address);
      await visitor.open();
      expect((await render(visitor, ids.contact)).statusCode).toBe(202);
      expect((await render(visitor, ids.newsletter)).statusCode).toBe(202);
      if (address.endsWith(".1")) {
        expect((await visitor.submit(ids.contact, { name: ["Ann", "Lee"], email: "ann@example.com", message: "Two bags please" })).statusCode).toBe(200);
      }
      if (address.endsWith(".2") || address.endsWith(".3")) {
        expect((await visitor.submit(ids.newsletter, { email: `reader${address.slice(-1)}@example.com`, name: ["", ""] })).statusCode).toBe(200);
      }
    }
    const owner = await signedIn(server, "conv", OWNER.email, OWNER.password);
    const summary = (await owner.send(server, "conv", { method: "GET", url: "/api/config/analytics/summary" })).json();
    expect(summary.totals).toMatchObject({ formViews: 8, formSubmissions: 3, pageViews: 0 });
    expect(summary.formConversions).toEqual([
      { formId: ids.contact, formName: "Contact us", views: 4, submissions: 1, rate: 0.25 },
      { formId: ids.newsletter, formName: "Roast notes", views: 4, submissions: 2, rate: 0.5 },
    ]);

    const db = database().db;
    const saved = await db.selectFrom("formSubmissions").where("formId", "=", ids.contact).select("id").execute();
    const signUps = await db.selectFrom("newsletterSubscribers").where("formId", "=", ids.newsletter).select("id").execute();
    const renders = await db.selectFrom("censusHits").where("kind", "=", "form-render").select("targetId").execute();
    const rowsBehind = summary.formConversions.map((row: { formId: string }) => ({
      views: renders.filter((hit) => hit.targetId === row.formId).length,
      submissions: row.formId === ids.contact ? saved.length : signUps.length,
    }));
    expect(summary.formConversions.map(({ views, submissions }: { views: number; submissions: number }) => ({ views, submissions }))).toEqual(rowsBehind);
  });

  it("needs the activity permission", async () => {
    await new AccountsService(database().db, systemClock).createOwner({ ...STORE_MANAGER, siteIdentifier: "conv" });
    const storeManager = await signedIn(server, "conv", STORE_MANAGER.email, STORE_MANAGER.password);
    expect((await storeManager.send(server, "conv", { method: "GET", url: "/api/config/analytics/summary" })).statusCode).toBe(403);
    expect((await storeManager.send(server, "conv", { method: "GET", url: "/api/config/analytics/errors" })).statusCode).toBe(403);
  });
});
