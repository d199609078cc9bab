import { expect, test } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { DomainError } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { systemClock } from "../../clock";
import { seedSite } from "../../testing/testServer";
import { demandOf, inventory, shortage } from "./inventory";
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

describeEachDatabase("stock holds", (database) => {
  test("two lines drawing on the same stock are checked together, and a refusal takes nothing", async () => {
    const ids = newTestStoreIds();
    const websiteId = await seedSite(database(), storeSite(`inv-${newId().slice(0, 8)}`, ids, { stock: 5 }));
    const stock = async () =>
      (await database().db.selectFrom("storeVariants").select("qtyInStock").where("id", "=", ids.blendVariant).executeTakeFirstOrThrow()).qtyInStock;
    const lines = [
      { variantId: ids.mugSmall, name: "Enamel Mug", quantity: 1 },
      { variantId: ids.blendVariant, name: "Harbor Blend", quantity: 3 },
      { variantId: ids.blendVariant, name: "Harbor Blend", quantity: 3 },
    ];
    let refused: unknown;
    try {
      await database()
        .db.transaction()
        .execute(async (trx) => {
          const orderId = newId();
          const now = systemClock.now().toISOString();
          await ordersRepository.insertOrder(trx, {
            id: orderId,
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
          });
          await inventory.reserve(trx, websiteId, orderId, lines, now);
        });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).message).toBe("Sorry, only 5 of Harbor Blend are left. Please lower the quantity in your cart.");
    expect(await stock()).toBe(5);
    const mug = await database().db.selectFrom("storeVariants").select("qtyInStock").where("id", "=", ids.mugSmall).executeTakeFirstOrThrow();
    expect(mug.qtyInStock).toBe(10);
  });
});
