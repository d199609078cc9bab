import { expect, test } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { DomainError } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { systemClock } from "../../clock";
import { seedSite } from "../../testing/testServer";
import { demandOf, inventory, shortage, type Demand } from "./inventory";
import { durableTransaction } from "../../../db/durableTransaction";
import type { StoreOrderRow } from "../../../db/schema";
import { ordersRepository } from "./ordersRepository";
import { newTestStoreIds, storeSite } from "./testing/storeSites";

test("cart lines of one variant are added up, variants in id order", () => {
  expect(
    demandOf([
      { variantId: "b".repeat(24), name: "B", quantity: 1 },
      { variantId: "a".repeat(24), name: "A", quantity: 3 },
      { variantId: "b".repeat(24), name: "B", quantity: 2 },
    ]),
  ).toEqual([
    { variantId: "a".repeat(24), name: "A", quantity: 3 },
    { variantId: "b".repeat(24), name: "B", quantity: 3 },
  ]);
});

test("a demand stock as read cannot meet is refused before any order is written, lines of one variant added up", () => {
  const stock = new Map([
    ["a".repeat(24), { qtyInStock: 3, unlimited: false }],
    ["b".repeat(24), { qtyInStock: 0, unlimited: true }],
  ]);
  const stockOf = (variantId: string) => stock.get(variantId);
  expect(shortage([{ variantId: "a".repeat(24), name: "A", quantity: 3 }], stockOf)).toBeNull();
  expect(shortage([{ variantId: "b".repeat(24), name: "B", quantity: 50 }], stockOf)).toBeNull();
  const refusal = shortage(
    [
      { variantId: "a".repeat(24), name: "A", quantity: 2 },
      { variantId: "a".repeat(24), name: "A", quantity: 2 },
    ],
    stockOf,
  );
  expect(refusal).toBeInstanceOf(DomainError);
  expect(refusal?.message).toBe("Sorry, only 3 of A are left. Please lower the quantity in your cart.");
  expect(refusal?.details?.outOfStock).toBe(true);
});

/** An order row with nothing in it, for holds to belong to. */
function emptyOrder(id: string, websiteId: string, now: string): StoreOrderRow {
  return {
    id,
    websiteId,
    cartId: newId(),
    status: "pending_payment",
    refundStartedAt: null,
    baseUrl: null,
    idempotencyKey: null,
    email: "ada@example.com",
    shippingAddressJson: null,
    linesJson: "[]",
    currency: "USD",
    subtotalCents: 0,
    discountCents: 0,
    shippingCents: 0,
    taxCents: 0,
    grandTotalCents: 0,
    couponsJson: "[]",
    shippingOptionJson: null,
    paymentProvider: "test",
    paymentReference: null,
    searchText: "",
    createdAt: now,
    updatedAt: now,
    paidAt: null,
    fulfilledAt: null,
    refundedAt: null,
  };
}

describeEachDatabase("stock holds", (database) => {
  const reserveInOrder = (websiteId: string, demand: Demand[]) => {
    const orderId = newId();
    const now = systemClock.now().toISOString();
    return durableTransaction(database(), async (trx, atCommit) => {
      await ordersRepository.insertOrder(atCommit.db, emptyOrder(orderId, websiteId, now));
      return { orderId, soldOut: await inventory.reserve(trx, atCommit, { websiteId, orderId, demand, expiresAt: now }) };
    });
  };
  const stockOf = async (variantId: string) =>
    (await database().db.selectFrom("storeVariants").select("qtyInStock").where("id", "=", variantId).executeTakeFirstOrThrow()).qtyInStock;

  test("two lines drawing on the same stock are checked together, and a refusal takes nothing", async () => {
    const ids = newTestStoreIds();
    const websiteId = await seedSite(database(), storeSite(`inv-${newId().slice(0, 8)}`, ids, { stock: 5 }));
    const lines = [
      { variantId: ids.mugSmall, name: "Enamel Mug", quantity: 1 },
      { variantId: ids.blendVariant, name: "Harbor Blend", quantity: 3 },
      { variantId: ids.blendVariant, name: "Harbor Blend", quantity: 3 },
    ];
    const refused = await reserveInOrder(websiteId, lines).then(
      () => null,
      (error: unknown) => inventory.refusalOf(database().db, error, lines),
    );
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).message).toBe("Sorry, only 5 of Harbor Blend are left. Please lower the quantity in your cart.");
    expect(await stockOf(ids.blendVariant)).toBe(5);
    expect(await stockOf(ids.mugSmall)).toBe(10);
    expect(await database().db.selectFrom("storeHolds").select("id").where("websiteId", "=", websiteId).execute()).toEqual([]);
  });

  test("taking the last units is counted once committed, and unlimited stock is taken without a hold", async () => {
    const ids = newTestStoreIds();
    const websiteId = await seedSite(database(), storeSite(`inv-${newId().slice(0, 8)}`, ids, { stock: 5 }));
    const { orderId, soldOut } = await reserveInOrder(websiteId, [
      { variantId: ids.blendVariant, name: "Harbor Blend", quantity: 5 },
      { variantId: ids.mugLarge, name: "Enamel Mug", quantity: 2 },
      { variantId: ids.mugSmall, name: "Enamel Mug", quantity: 1 },
    ]);
    expect(soldOut()).toBe(1);
    expect(await stockOf(ids.blendVariant)).toBe(0);
    expect(await stockOf(ids.mugSmall)).toBe(9);
    const holds = await database().db.selectFrom("storeHolds").select(["variantId", "quantity", "status"]).where("orderId", "=", orderId).execute();
    expect(holds.sort((a, b) => a.quantity - b.quantity)).toEqual([
      { variantId: ids.mugSmall, quantity: 1, status: "held" },
      { variantId: ids.blendVariant, quantity: 5, status: "held" },
    ]);
  });
});
