import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../../../../db/database";
import { testDatabaseKinds } from "../../../../db/testing/testDatabases";
import { ORDER_STATUS } from "../../../../domain/commerce/orderStatus";
import { newId } from "../../../../domain/ids";
import { systemClock } from "../../../clock";
import { emptyOrder, newTestStoreIds, storeSite } from "../../../testing/storeSites";
import { seedSite } from "../../../testing/testServer";
import { hashPassword, verifyPassword } from "../../accounts/passwords";
import { exportSite, importSite } from "../siteFile";

const PASSWORD = "the customer's own password";

for (const kind of testDatabaseKinds())
  describe(`customer accounts and reviews in a site file's records [${kind.name}]`, () => {
    let source: AppDatabase;
    let target: AppDatabase;
    const identifier = `shoppers-${newId().slice(0, 8)}`;
    const ids = newTestStoreIds();
    const customerId = newId();
    const orderId = newId();
    const reviewId = newId();
    let hash = "";
    let withRecords = "";

    beforeAll(async () => {
      source = await kind.open();
      target = await kind.open();
      const websiteId = await seedSite(source, storeSite(identifier, ids));
      const db = source.db;
      const at = "2026-11-20T10:00:00.000Z";
      hash = await hashPassword(PASSWORD);
      await db
        .insertInto("siteUsers")
        .values({ id: customerId, websiteId, email: "kit@example.com", passwordHash: hash, verifiedAt: at, createdAt: at, updatedAt: at })
        .execute();
      await db
        .insertInto("siteUserAddresses")
        .values({
          id: newId(),
          websiteId,
          siteUserId: customerId,
          name: "Kit",
          line1: "9 Quay St",
          line2: "",
          city: "Cork",
          region: "",
          postalCode: "T12",
          country: "IE",
          createdAt: at,
        })
        .execute();
      const lines = [
        {
          variantId: ids.blendVariant,
          productId: ids.blend,
          productType: "PHYSICAL",
          name: "Harbor Blend",
          sku: "",
          optionValues: [],
          quantity: 1,
          unitPriceCents: 1800,
          lineTotalCents: 1800,
        },
      ];
      await db
        .insertInto("storeOrders")
        .values({
          ...emptyOrder(orderId, websiteId, at),
          email: "kit@example.com",
          siteUserId: customerId,
          status: ORDER_STATUS.FULFILLED,
          fulfilledAt: at,
          linesJson: JSON.stringify(lines),
        })
        .execute();
      await db
        .insertInto("storeReviews")
        .values({
          id: reviewId,
          websiteId,
          productId: ids.blend,
          orderId,
          authorName: "Kit",
          rating: 4,
          title: "Bright",
          body: "Lovely with milk.",
          state: "published",
          reply: "Thanks, Kit!",
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      withRecords = await exportSite(db, identifier, { withRecords: true });
    });
    afterAll(async () => {
      await source?.close();
      await target?.close();
    });

    it("exports the accounts with their addresses but no password, the order's account, and every review", () => {
      const records = JSON.parse(withRecords).records;
      expect(records.customers).toEqual([
        {
          id: customerId,
          email: "kit@example.com",
          verifiedAt: "2026-11-20T10:00:00.000Z",
          createdAt: "2026-11-20T10:00:00.000Z",
          updatedAt: "2026-11-20T10:00:00.000Z",
          addresses: [expect.objectContaining({ name: "Kit", line1: "9 Quay St", city: "Cork", country: "IE" })],
        },
      ]);
      expect(withRecords.includes(hash)).toBe(false);
      expect(withRecords.includes("argon2")).toBe(false);
      expect(records.orders[0].siteUserId).toBe(customerId);
      expect(records.reviews).toEqual([
        {
          id: reviewId,
          productId: ids.blend,
          orderId,
          authorName: "Kit",
          rating: 4,
          title: "Bright",
          body: "Lovely with milk.",
          state: "published",
          reply: "Thanks, Kit!",
          createdAt: "2026-11-20T10:00:00.000Z",
          updatedAt: "2026-11-20T10:00:00.000Z",
        },
      ]);
    });

    describe("imported into another platform", () => {
      it("gives the same bytes again, the account without a password, which no typed one matches, and its order and review", async () => {
        const { websiteId } = await importSite(target.db, systemClock, withRecords);
        expect(await exportSite(target.db, identifier, { withRecords: true })).toBe(withRecords);
        const account = await target.db.selectFrom("siteUsers").selectAll().where("websiteId", "=", websiteId).executeTakeFirstOrThrow();
        expect(account).toMatchObject({ id: customerId, email: "kit@example.com" });
        expect(await verifyPassword(account.passwordHash, PASSWORD)).toBe(false);
        expect(await verifyPassword(account.passwordHash, "")).toBe(false);
        const order = await target.db.selectFrom("storeOrders").select("siteUserId").where("id", "=", orderId).executeTakeFirstOrThrow();
        expect(order.siteUserId).toBe(customerId);
        const review = await target.db.selectFrom("storeReviews").selectAll().where("websiteId", "=", websiteId).executeTakeFirstOrThrow();
        expect(review).toMatchObject({ id: reviewId, state: "published", reply: "Thanks, Kit!" });
      });

      it("refuses an order naming an account the file does not carry, and a review of an order or product it does not carry", async () => {
        const fresh = await kind.open();
        try {
          const refusal = async (change: (file: { records: Record<string, { [key: string]: unknown }[]> }) => void) => {
            const file = JSON.parse(withRecords);
            change(file);
            return importSite(fresh.db, systemClock, JSON.stringify(file)).then(
              () => "imported",
              (error: Error) => error.message,
            );
          };
          expect(await refusal((file) => (file.records.customers = []))).toBe("records.orders[0].siteUserId: is not a customer account of this file.");
          expect(await refusal((file) => (file.records.reviews![0]!.orderId = newId()))).toBe("records.reviews[0].orderId: is not an order of this file.");
          expect(await refusal((file) => (file.records.reviews![0]!.productId = newId()))).toBe("records.reviews[0].productId: is not a product of this file.");
        } finally {
          await fresh.close();
        }
      });
    });
  });
