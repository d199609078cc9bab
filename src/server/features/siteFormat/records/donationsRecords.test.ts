// The donations' part of a site file's records: what two gifts given through the donate API
// (one paid with its fee covered, one declined) export as, the refusal of ids another site
// holds, and an import into another site that exports the same again.
import { afterAll, beforeAll, expect, test } from "vitest";
import { describeOnEveryEngine } from "../../../../db/testing/describeEachDatabase";
import { newId } from "../../../../domain/ids";
import { newTestStoreIds, storeSite } from "../../../testing/storeSites";
import { createTestServer, seedSite, type TestServer } from "../../../testing/testServer";
import { TEST_CARDS } from "../../store/payments/testGateway";
import { Buyer } from "../../store/testing/buyer";
import { donationsRecords } from "./donationsRecords";

const card = (number: string) => ({ kind: "card", cardNumber: number, expMonth: 12, expYear: 2040, cvc: "123" });

/** The store test site with a donation block on its home page. */
function donationSite(identifier: string, blockId: string): string {
  const site = JSON.parse(storeSite(identifier, newTestStoreIds())) as { collections: { layout?: unknown }[] };
  const blocks = [{ id: blockId, type: "donation", settings: { title: "Help the harbour", funds: ["Lighthouse"], suggestedAmountsCents: [2500] } }];
  site.collections[0]!.layout = { draft: { blocks }, published: { blocks } };
  return JSON.stringify(site);
}

describeOnEveryEngine("donations in the site file's records", (database) => {
  let server: TestServer;
  let websiteId: string;
  const identifier = `give-file-${newId().slice(0, 8)}`;
  const blockId = newId();

  beforeAll(async () => {
    websiteId = await seedSite(database(), donationSite(identifier, blockId));
    server = await createTestServer(database());
    const donor = await new Buyer(server, identifier).arrive();
    const gift = (email: string, cardNumber: string, coverFees: boolean) => ({
      donatePageId: blockId,
      amountCents: 2500,
      fund: "Lighthouse",
      coverFees,
      frequency: "once",
      name: "Ada Donor",
      email,
      idempotencyKey: `give-${newId()}`,
      payment: card(cardNumber),
    });
    expect((await donor.send("POST", "/api/commerce/donate", gift("grace@example.com", TEST_CARDS.succeeds, true))).statusCode).toBe(200);
    expect((await donor.send("POST", "/api/commerce/donate", gift("dee@example.com", TEST_CARDS.declines, false))).statusCode).toBe(402);
  });
  afterAll(() => server.close());

  test("carry the gifts, refuse a second copy of their ids, and import into another site unchanged", async () => {
    const db = database().db;
    const records = await donationsRecords.exportRecords(db, websiteId);
    const grace = records.gifts.find((gift) => gift.email === "grace@example.com")!;
    expect(grace).toMatchObject({ amountCents: 2500, feeCents: 106, currency: "USD", fund: "Lighthouse", frequency: "once", status: "paid" });
    expect(records.gifts.find((gift) => gift.email === "dee@example.com")?.status).toBe("declined");
    expect(records.plans).toEqual([]);
    const context = {
      websiteId,
      fileOrderIds: new Set<string>(),
      fileCustomerIds: new Set<string>(),
      fileProductIds: new Set<string>(),
      fileGroupIds: new Set<string>(),
    };
    await expect(donationsRecords.check(records, context, db)).rejects.toThrow("records.donations.gifts[0].id: this id is already used by another site.");

    const otherId = await seedSite(database(), storeSite(`give-${newId().slice(0, 8)}`, newTestStoreIds()));
    const copy = { ...records, gifts: records.gifts.map((gift) => ({ ...gift, id: newId() })) };
    await donationsRecords.check(copy, { ...context, websiteId: otherId }, db);
    await donationsRecords.importRecords(db, { ...context, websiteId: otherId }, copy);
    const byKey = (file: typeof records) => [...file.gifts].sort((a, b) => a.idempotencyKey.localeCompare(b.idempotencyKey));
    expect(byKey(await donationsRecords.exportRecords(db, otherId))).toEqual(byKey(copy));
  });
});
