import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../../../../db/database";
import { testDatabaseKinds } from "../../../../db/testing/testDatabases";
import { newId } from "../../../../domain/ids";
import { systemClock } from "../../../clock";
import { seedSite } from "../../../testing/testServer";
import { exportSite, importSite } from "../siteFile";

for (const kind of testDatabaseKinds())
  describe(`member areas and memberships in a site file [${kind.name}]`, () => {
    let source: AppDatabase;
    let target: AppDatabase;
    const identifier = `circle-${newId().slice(0, 8)}`;
    const lounge = newId();
    const areaId = newId();
    const customerId = newId();
    const membershipId = newId();
    const planId = newId();
    const at = "2026-11-20T10:00:00.000Z";
    const monthly = { label: "Monthly", amount: 4, billingPeriod: { value: 1, unit: "month" }, numBillingCycles: 6, joinUrl: "/lounge" };
    const yearly = { label: "Yearly", amount: 40, billingPeriod: { value: 1, unit: "year" }, joinUrl: "/lounge" };
    const pricingBlock = { id: newId(), type: "member-pricing", settings: { heading: "Join", prices: [monthly, yearly] } };
    let withRecords = "";

    beforeAll(async () => {
      source = await kind.open();
      target = await kind.open();
      const websiteId = await seedSite(
        source,
        JSON.stringify({
          format: "tessera-site",
          version: 1,
          website: { identifier, title: "Circle" },
          collections: [
            { type: 10, title: "Home", urlSlug: "home", navigation: "main", position: 0 },
            {
              id: lounge,
              type: 10,
              title: "Lounge",
              urlSlug: "lounge",
              navigation: "_memberareas",
              position: 0,
              layout: { draft: { blocks: [pricingBlock] }, published: { blocks: [pricingBlock] } },
            },
          ],
          memberAreas: [
            {
              id: areaId,
              name: "Circle",
              pageIds: [lounge],
              previewSections: 2,
              plans: [{ id: planId, name: "Yearly", kind: "recurring", priceCents: 4000, billingPeriod: { value: 1, unit: "year" }, numBillingCycles: 3 }],
              createdAt: at,
              updatedAt: at,
            },
          ],
        }),
      );
      await source.db
        .insertInto("siteUsers")
        .values({ id: customerId, websiteId, email: "kit@example.com", passwordHash: "", verifiedAt: at, createdAt: at, updatedAt: at })
        .execute();
      await source.db
        .insertInto("memberships")
        .values({
          id: membershipId,
          websiteId,
          memberAreaId: areaId,
          siteUserId: customerId,
          email: "kit@example.com",
          planId,
          planName: "Yearly",
          planKind: "one_time",
          amountCents: 4000,
          currency: "USD",
          status: "active",
          paymentReference: "tg_1",
          subscriptionId: null,
          joinedAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      withRecords = await exportSite(source.db, identifier, { withRecords: true });
    });
    afterAll(async () => {
      await source?.close();
      await target?.close();
    });

    it("exports the areas with their plans, the member pricing block's billing periods, and the memberships as records", () => {
      const file = JSON.parse(withRecords);
      expect(file.memberAreas).toEqual([
        {
          id: areaId,
          name: "Circle",
          pageIds: [lounge],
          previewSections: 2,
          plans: [{ id: planId, name: "Yearly", kind: "recurring", priceCents: 4000, billingPeriod: { value: 1, unit: "year" }, numBillingCycles: 3 }],
          createdAt: at,
          updatedAt: at,
        },
      ]);
      const lounging = file.collections.find((collection: { id: string }) => collection.id === lounge);
      const exported = lounging.layout.published.sections[0].blocks[0].settings.prices;
      expect(exported.map((option: Record<string, unknown>) => [option.billingPeriod, option.numBillingCycles])).toEqual([
        [{ value: 1, unit: "month" }, 6],
        [{ value: 1, unit: "year" }, 0],
      ]);
      expect(file.records.memberships).toEqual([expect.objectContaining({ id: membershipId, memberAreaId: areaId, siteUserId: customerId, status: "active" })]);
    });

    it("imports into another platform and exports the same bytes; refuses a membership of an account the file does not carry and a period in words", async () => {
      await importSite(target.db, systemClock, withRecords);
      expect(await exportSite(target.db, identifier, { withRecords: true })).toBe(withRecords);
      const fresh = await kind.open();
      try {
        const file = JSON.parse(withRecords);
        file.records.customers = [];
        const refusal = await importSite(fresh.db, systemClock, JSON.stringify(file)).then(
          () => "imported",
          (error: Error) => error.message,
        );
        expect(refusal).toBe("records.memberships[0].siteUserId: is not a customer account of this file.");
        const words = JSON.parse(withRecords);
        words.memberAreas[0].plans[0].billingPeriod = "per year";
        expect(
          await importSite(fresh.db, systemClock, JSON.stringify(words)).then(
            () => "imported",
            (error: Error) => error.message,
          ),
        ).toMatch(/^memberAreas\[0\]\.plans\[0\]\.billingPeriod/);
        const blockWords = JSON.parse(withRecords);
        blockWords.collections.find(
          (collection: { id: string }) => collection.id === lounge,
        ).layout.draft.sections[0].blocks[0].settings.prices[0].billingPeriod = "per month";
        expect(
          await importSite(fresh.db, systemClock, JSON.stringify(blockWords)).then(
            () => "imported",
            (error: Error) => error.message,
          ),
        ).toMatch(/settings\.prices\[0\]\.billingPeriod/);
      } finally {
        await fresh.close();
      }
    });
  });
