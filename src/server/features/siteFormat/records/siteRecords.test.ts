import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../../../../db/database";
import { everyTestDatabaseKind } from "../../../../db/testing/testDatabases";
import { newId } from "../../../../domain/ids";
import { systemClock, type Clock } from "../../../clock";
import { formsSite, newTestFormIds } from "../../../testing/formSites";
import { FormVisitor } from "../../../testing/formVisitor";
import { newTestStoreIds, storeSite } from "../../../testing/storeSites";
import { createTestServer, seedSite, type TestServer } from "../../../testing/testServer";
import { accountsRepository } from "../../accounts/accountsRepository";
import { giftCardCodeHash } from "../../store/giftCardCodes";
import { giftCardsRepository } from "../../store/giftCardsRepository";
import { orderAftercareRepository } from "../../store/orderAftercareRepository";
import { Buyer, checkoutBody } from "../../store/testing/buyer";
import { exportSite, importSite } from "../siteFile";
import { recordsAlreadyThereMessage } from "./siteRecords";

const OWNER = { email: "owner@records.example", password: "owner password 1" };
const GIFT_CODE = "RECORDSGIFT2026";

/** A café with a shop and forms: the store test site with the forms test site's forms and home page. */
function cafeWithShop(identifier: string): { text: string; formIds: ReturnType<typeof newTestFormIds>; storeIds: ReturnType<typeof newTestStoreIds> } {
  const formIds = newTestFormIds();
  const storeIds = newTestStoreIds();
  const forms = JSON.parse(formsSite(identifier, formIds));
  const store = JSON.parse(storeSite(identifier, storeIds));
  const text = JSON.stringify({
    ...forms,
    website: store.website,
    collections: [...forms.collections, store.collections[1]],
    products: store.products,
  });
  return { text, formIds, storeIds };
}

type RecordTable = "storeOrders" | "storePayments" | "formSubmissions" | "newsletterSubscribers" | "storeGiftCards" | "layoutVersions";

async function countOf(database: AppDatabase, table: RecordTable, websiteId: string): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("websiteId", "=", websiteId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function recordCounts(database: AppDatabase, websiteId: string): Promise<Record<RecordTable, number>> {
  const tables: RecordTable[] = ["storeOrders", "storePayments", "formSubmissions", "newsletterSubscribers", "storeGiftCards", "layoutVersions"];
  const counts = {} as Record<RecordTable, number>;
  for (const table of tables) counts[table] = await countOf(database, table, websiteId);
  return counts;
}

/** The file without the people its page history names: a new platform has other people. */
function withoutPublishers(text: string): string {
  const file = JSON.parse(text);
  for (const version of file.records.pageHistory) delete version.publishedByEmail;
  return `${JSON.stringify(file, null, 2)}\n`;
}

for (const kind of everyTestDatabaseKind()) {
  describe(`site export --with-records moves a site's records to another platform [${kind.name}]`, () => {
    let source: AppDatabase;
    let server: TestServer;
    /** The moment the server's clock shows when set (publishes), else the real time. */
    let moment: Date | null = null;
    const clock: Clock = { now: () => moment ?? new Date() };
    const opened: AppDatabase[] = [];
    let withRecords = "";
    let plain = "";
    const identifier = `cafe-${newId().slice(0, 8)}`;

    async function freshPlatform(): Promise<AppDatabase> {
      const database = await kind.open();
      opened.push(database);
      return database;
    }

    beforeAll(async () => {
      source = await freshPlatform();
      server = await createTestServer(source, { clock });
      const { text, formIds, storeIds } = cafeWithShop(identifier);
      const websiteId = await seedSite(source, text, OWNER);

      const buyer = await new Buyer(server, identifier).arrive();
      expect((await buyer.add(storeIds.blendVariant, 2)).statusCode).toBe(200);
      expect((await buyer.checkout(checkoutBody(`key-${newId()}`))).statusCode).toBe(200);

      const visitor = new FormVisitor(server, identifier);
      await visitor.open();
      const message = { name: ["Ann", "Lee"], email: "ann@example.com", topic: "Beans", message: "Do you roast on Sundays?" };
      expect((await visitor.submit(formIds.contact, message)).statusCode).toBe(200);
      expect((await visitor.submit(formIds.newsletter, { email: "reader@example.com", name: ["Rea", "Der"] })).statusCode).toBe(200);

      const order = await source.db.selectFrom("storeOrders").selectAll().where("websiteId", "=", websiteId).executeTakeFirstOrThrow();
      const card = { id: newId(), websiteId, productId: storeIds.blend, orderId: newId(), codeHash: giftCardCodeHash(GIFT_CODE), codeLast4: "2026" };
      const now = new Date().toISOString();
      const details = {
        currency: "USD",
        initialCents: 5000,
        balanceCents: 5000,
        recipientName: "Bo",
        recipientEmail: "bo@example.com",
        senderName: "Ann",
        message: "Enjoy",
      };
      expect(await giftCardsRepository.issue(source.db, { ...card, ...details, createdAt: now })).toBe(true);
      expect(await giftCardsRepository.spend(source.db, card.id, order.id, 1200, now)).toBe(true);
      expect(await orderAftercareRepository.claimRefund(source.db, order.id, Number(order.grandTotalCents), 500)).toBe(true);
      await orderAftercareRepository.insertRefund(source.db, {
        id: newId(),
        orderId: order.id,
        amountCents: 500,
        linesJson: "[]",
        state: "done",
        createdAt: now,
      });
      await orderAftercareRepository.insertFulfilment(source.db, {
        orderId: order.id,
        trackingNumber: "1Z999",
        carrier: "UPS",
        trackingUrl: "",
        note: "",
        createdAt: now,
      });

      const home = await source.db
        .selectFrom("collections")
        .select("id")
        .where("websiteId", "=", websiteId)
        .where("urlSlug", "=", "home")
        .executeTakeFirstOrThrow();
      const owner = await accountsRepository.findByEmail(source.db, OWNER.email);
      for (const publishedAt of ["2026-11-01T09:00:00.000Z", "2026-11-02T09:00:00.000Z"]) {
        moment = new Date(publishedAt);
        const { draftVersion } = await source.db.selectFrom("blockLayouts").select("draftVersion").where("ownerId", "=", home.id).executeTakeFirstOrThrow();
        await server.services.layouts.publish(websiteId, home.id, Number(draftVersion), owner!.id);
      }
      moment = null;

      withRecords = await exportSite(source.db, identifier, { withRecords: true });
      plain = await exportSite(source.db, identifier);
    });

    afterAll(async () => {
      await server?.close();
      for (const database of opened) await database.close();
    });

    it("imports into a fresh platform with every order, payment, submission, subscriber, gift card and version", async () => {
      const target = await freshPlatform();
      const { websiteId } = await importSite(target.db, systemClock, withRecords);
      expect(await recordCounts(target, websiteId)).toEqual({
        storeOrders: 1,
        storePayments: 1,
        formSubmissions: 1,
        newsletterSubscribers: 1,
        storeGiftCards: 1,
        layoutVersions: 2,
      });
      const order = await target.db.selectFrom("storeOrders").selectAll().where("websiteId", "=", websiteId).executeTakeFirstOrThrow();
      expect(order.status).toBe("paid");
      expect(JSON.parse(order.linesJson)).toMatchObject([{ name: "Harbor Blend", sku: "HB-12OZ", quantity: 2 }]);
      expect(order.searchText).toContain("ada@example.com");
      expect(await orderAftercareRepository.refundTotals(target.db, order.id)).toEqual({ paidCents: Number(order.grandTotalCents), refundedCents: 500 });
      expect(await orderAftercareRepository.fulfilmentOf(target.db, order.id)).toMatchObject({ trackingNumber: "1Z999", carrier: "UPS" });
      const payment = await target.db.selectFrom("storePayments").selectAll().where("orderId", "=", order.id).executeTakeFirstOrThrow();
      expect(payment).toMatchObject({ status: "captured", amountCents: order.grandTotalCents });
      const submission = await target.db.selectFrom("formSubmissions").selectAll().where("websiteId", "=", websiteId).executeTakeFirstOrThrow();
      expect(submission.searchText).toContain("do you roast on sundays?");
      const subscriber = await target.db.selectFrom("newsletterSubscribers").selectAll().where("websiteId", "=", websiteId).executeTakeFirstOrThrow();
      expect(subscriber.email).toBe("reader@example.com");
      const card = await giftCardsRepository.findByCodeHash(target.db, websiteId, giftCardCodeHash(GIFT_CODE));
      expect(Number(card?.balanceCents)).toBe(3800);
      expect(await giftCardsRepository.ledgerSum(target.db, card!.id)).toBe(3800);
      const versions = await target.db
        .selectFrom("layoutVersions")
        .select(["number", "publishedAt"])
        .where("websiteId", "=", websiteId)
        .orderBy("number")
        .execute();
      expect(versions.map((v) => [Number(v.number), v.publishedAt])).toEqual([
        [1, "2026-11-01T09:00:00.000Z"],
        [2, "2026-11-02T09:00:00.000Z"],
      ]);

      expect(await exportSite(target.db, identifier, { withRecords: true })).toBe(withoutPublishers(withRecords));
      expect(JSON.parse(withRecords).records.pageHistory.map((v: { publishedByEmail?: string }) => v.publishedByEmail)).toEqual([OWNER.email, OWNER.email]);
    });

    it("refuses a second import of the records, and a copy under another identifier, writing nothing", async () => {
      const target = await freshPlatform();
      const { websiteId } = await importSite(target.db, systemClock, withRecords);
      const before = await recordCounts(target, websiteId);
      await expect(importSite(target.db, systemClock, withRecords)).rejects.toThrow(recordsAlreadyThereMessage(identifier));
      expect(await recordCounts(target, websiteId)).toEqual(before);

      const copy = JSON.parse(withRecords);
      const onlyRecords = {
        format: copy.format,
        version: copy.version,
        website: { identifier: "copy", title: "Copy" },
        records: { orders: copy.records.orders },
      };
      await expect(importSite(target.db, systemClock, JSON.stringify(onlyRecords))).rejects.toThrow(
        "records.orders[0].id: this id is already used by another site.",
      );
      const orderId = newId();
      const samePayment = {
        ...onlyRecords,
        records: { orders: [{ ...copy.records.orders[0], id: orderId, refunds: [] }], payments: [{ ...copy.records.payments[0], id: newId(), orderId }] },
      };
      await expect(importSite(target.db, systemClock, JSON.stringify(samePayment))).rejects.toThrow(
        "records.payments[0].reference: this payment is already recorded for another site.",
      );
      const sameCode = { ...onlyRecords, records: { giftCards: [{ ...copy.records.giftCards[0], id: newId(), orderId: newId() }] } };
      await expect(importSite(target.db, systemClock, JSON.stringify(sameCode))).rejects.toThrow(
        "records.giftCards[0]: its code or order already belongs to another site's gift card.",
      );
      expect(await target.db.selectFrom("websites").select("id").where("identifier", "=", "copy").executeTakeFirst()).toBeUndefined();
    });

    it("writes the records once when the same file is imported twice at the same time", async () => {
      const target = await freshPlatform();
      const results = await Promise.allSettled([importSite(target.db, systemClock, withRecords), importSite(target.db, systemClock, withRecords)]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const site = await target.db.selectFrom("websites").select("id").where("identifier", "=", identifier).executeTakeFirstOrThrow();
      expect(await recordCounts(target, site.id)).toMatchObject({ storeOrders: 1, storePayments: 1, formSubmissions: 1, storeGiftCards: 1, layoutVersions: 2 });
    });

    it("refuses bad records with the path of the first bad field", async () => {
      const target = await freshPlatform();
      const badStatus = JSON.parse(withRecords);
      badStatus.records.orders[0].status = "lost";
      await expect(importSite(target.db, systemClock, JSON.stringify(badStatus))).rejects.toThrow(/^records\.orders\[0\]\.status: /);
      const strayPayment = JSON.parse(withRecords);
      strayPayment.records.payments[0].orderId = newId();
      await expect(importSite(target.db, systemClock, JSON.stringify(strayPayment))).rejects.toThrow(
        "records.payments[0].orderId: is not one of the file's orders.",
      );
      const unknownKey = JSON.parse(withRecords);
      unknownKey.records.carts = [];
      await expect(importSite(target.db, systemClock, JSON.stringify(unknownKey))).rejects.toThrow(/^records: /);
      expect(await target.db.selectFrom("websites").select("id").executeTakeFirst()).toBeUndefined();
    });

    it("leaves records out of a plain export, whose import brings none (subscribers travel with every export)", async () => {
      expect(JSON.parse(plain)).not.toHaveProperty("records");
      const target = await freshPlatform();
      const { websiteId } = await importSite(target.db, systemClock, plain);
      expect(await recordCounts(target, websiteId)).toEqual({
        storeOrders: 0,
        storePayments: 0,
        formSubmissions: 0,
        newsletterSubscribers: 1,
        storeGiftCards: 0,
        layoutVersions: 0,
      });
      expect(await exportSite(target.db, identifier)).toBe(plain);
    });
  });
}
