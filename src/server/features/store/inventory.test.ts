import { expect, test } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { DomainError } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { systemClock } from "../../clock";
import { seedSite } from "../../testing/testServer";
import { demandOf, inventory, shortage, type Demand } from "./inventory";
import { ordersRepository } from "./ordersRepository";
import { emptyOrder, newTestStoreIds, storeSite } from "../../testing/storeSites";

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

describeEachDatabase("stock holds", (database) => {
  /** Writes an empty order and reserves its demand, as a checkout does; answers the refusal, or how many stock lines changed. */
  const reserveInOrder = async (websiteId: string, demand: Demand[]) => {
    const orderId = newId();
    const now = systemClock.now().toISOString();
    try {
      const changed = await database()
        .db.transaction()
        .execute(async (trx) => {
          const taken = await inventory.take(trx, websiteId, demand);
          await ordersRepository.insert(trx, emptyOrder(orderId, websiteId, now));
          await inventory.hold(trx, orderId, websiteId, taken, now);
          return inventory.stockLinesChanged(taken);
        });
      return { orderId, refusal: null, changed };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { orderId, refusal: error, changed: 0 };
    }
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
    const { refusal } = await reserveInOrder(websiteId, lines);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal?.message).toBe("Sorry, only 5 of Harbor Blend are left. Please lower the quantity in your cart.");
    expect(await stockOf(ids.blendVariant)).toBe(5);
    expect(await stockOf(ids.mugSmall)).toBe(10);
    expect(await database().db.selectFrom("storeHolds").select("id").where("websiteId", "=", websiteId).execute()).toEqual([]);
  });

  test("taking the last units is counted once committed, and unlimited stock is taken without a hold", async () => {
    const ids = newTestStoreIds();
    const websiteId = await seedSite(database(), storeSite(`inv-${newId().slice(0, 8)}`, ids, { stock: 5 }));
    const { orderId, changed } = await reserveInOrder(websiteId, [
      { variantId: ids.blendVariant, name: "Harbor Blend", quantity: 5 },
      { variantId: ids.mugLarge, name: "Enamel Mug", quantity: 2 },
      { variantId: ids.mugSmall, name: "Enamel Mug", quantity: 1 },
    ]);
    expect(changed).toBe(1);
    expect(await database().db.selectFrom("storeOrders").select("id").where("id", "=", orderId).execute()).toHaveLength(1);
    expect(await stockOf(ids.blendVariant)).toBe(0);
    expect(await stockOf(ids.mugSmall)).toBe(9);
    const holds = await database().db.selectFrom("storeHolds").select(["variantId", "quantity", "status"]).where("orderId", "=", orderId).execute();
    expect(holds.sort((a, b) => a.quantity - b.quantity)).toEqual([
      { variantId: ids.mugSmall, quantity: 1, status: "held" },
      { variantId: ids.blendVariant, quantity: 5, status: "held" },
    ]);
  });

  test("an order's holds are committed, however many holds were held before", async () => {
    const ids = newTestStoreIds();
    const websiteId = await seedSite(database(), storeSite(`inv-${newId().slice(0, 8)}`, ids, { stock: 500 }));
    const orders: string[] = [];
    for (let n = 0; n < 40; n++) orders.push((await reserveInOrder(websiteId, [{ variantId: ids.blendVariant, name: "Harbor Blend", quantity: 1 }])).orderId);
    for (const orderId of orders) await inventory.commit(database().db, orderId);
    const holds = await database().db.selectFrom("storeHolds").select("status").where("websiteId", "=", websiteId).execute();
    expect(holds.map((hold) => hold.status)).toEqual(Array(40).fill("committed"));
  });
});
