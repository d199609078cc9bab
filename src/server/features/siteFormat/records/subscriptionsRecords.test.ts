import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../../../../db/database";
import { everyTestDatabaseKind } from "../../../../db/testing/testDatabases";
import { newId } from "../../../../domain/ids";
import type { Clock } from "../../../clock";
import { processLog } from "../../../log/serverLog";
import { newTestStoreIds, storeSite } from "../../../testing/storeSites";
import { createTestServer, seedSite, type TestServer } from "../../../testing/testServer";
import { Renewals } from "../../store/subscriptions/renewals";
import { Buyer, checkoutBody } from "../../store/testing/buyer";
import { exportSite, importSite } from "../siteFile";

const START = new Date("2027-01-10T08:00:00.000Z");

for (const kind of everyTestDatabaseKind()) {
  describe(`subscriptions travel with site export --with-records [${kind.name}]`, () => {
    const opened: AppDatabase[] = [];
    let source: AppDatabase;
    let server: TestServer;
    let now = START;
    const clock: Clock = { now: () => now };
    const identifier = `subs-file-${newId().slice(0, 8)}`;
    const plan = newId();
    const planVariant = newId();
    let withRecords = "";

    async function freshPlatform(): Promise<AppDatabase> {
      const database = await kind.open();
      opened.push(database);
      return database;
    }

    beforeAll(async () => {
      source = await freshPlatform();
      const ids = newTestStoreIds();
      const site = storeSite(identifier, ids, {
        moreProducts: [
          {
            id: plan,
            collectionId: ids.shop,
            productType: "SERVICE",
            name: "Bread Club",
            urlSlug: "bread-club",
            position: 3,
            variants: [{ id: planVariant, sku: "BREAD", priceCents: 700, unlimited: true }],
            subscriptionPlan: { billingPeriod: { value: 1, unit: "week" }, numBillingCycles: 0 },
          },
        ],
      });
      await seedSite(source, site);
      server = await createTestServer(source, { clock });
      const buyer = await new Buyer(server, identifier).arrive();
      await buyer.add(planVariant, 1);
      const answer = await buyer.send("POST", "/api/commerce/subscribe-checkout", {
        ...checkoutBody(`sub-${newId()}`),
        email: "baker@example.com",
        cartToken: buyer.jar.get("tsr_cart"),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      now = new Date("2027-01-17T08:00:01.000Z");
      expect((await server.services.renewals.runOnce()).paid).toBe(1);
      withRecords = await exportSite(source.db, identifier, { withRecords: true });
    });

    afterAll(async () => {
      await server?.close();
      for (const database of opened) await database.close();
    });

    it("carries each subscription with its paid charges, and exports the same bytes again after the import", async () => {
      const [subscription] = JSON.parse(withRecords).records.subscriptions;
      expect(subscription).toMatchObject({
        productName: "Bread Club",
        status: "active",
        paidPeriods: 2,
        nextPeriod: 3,
        periodUnit: "week",
        nextChargeAt: "2027-01-24T08:00:00.000Z",
        email: "baker@example.com",
      });
      expect(subscription.charges.map((c: { period: number; state: string }) => [c.period, c.state])).toEqual([[2, "paid"]]);
      expect(JSON.parse(await exportSite(source.db, identifier)).records).toBeUndefined();

      const target = await freshPlatform();
      await importSite(target.db, clock, withRecords);
      expect(await exportSite(target.db, identifier, { withRecords: true })).toBe(withRecords);
    });

    it("keeps renewing on the new platform from the next period, never charging a period paid before the move", async () => {
      const target = await freshPlatform();
      const { websiteId } = await importSite(target.db, clock, withRecords);
      const targetServer = await createTestServer(target, { clock });
      try {
        const renewals = new Renewals({
          db: target.db,
          clock,
          mail: targetServer.services.mail,
          log: processLog,
          paymentsFor: (id) => targetServer.services.store.paymentsFor(id),
        });
        now = new Date("2027-01-24T08:00:01.000Z");
        await Promise.all([renewals.runOnce(), renewals.runOnce()]);
        const charges = await target.db
          .selectFrom("storeSubscriptionCharges")
          .select(["period", "state"])
          .where("websiteId", "=", websiteId)
          .orderBy("period")
          .execute();
        expect(charges.map((c) => [c.period, c.state])).toEqual([
          [2, "paid"],
          [3, "paid"],
        ]);
      } finally {
        await targetServer.close();
      }
    });

    it("refuses a subscription whose order the file does not carry, writing nothing", async () => {
      const file = JSON.parse(withRecords);
      file.records.subscriptions[0].orderId = newId();
      const target = await freshPlatform();
      await expect(importSite(target.db, clock, JSON.stringify(file))).rejects.toThrow("records.subscriptions[0].orderId: is not one of the file's orders.");
      expect(await target.db.selectFrom("websites").select("id").execute()).toEqual([]);
    });
  });
}
