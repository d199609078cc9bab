import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { ORDER_STATUS } from "../../../domain/commerce/orderStatus";
import { newId } from "../../../domain/ids";
import { systemClock } from "../../clock";
import { emptyOrder, newTestStoreIds, storeSite } from "../../testing/storeSites";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";

const STOCK = 100;
/** Orders whose stock hold ran out, and orders left open long ago whose payment the provider never saw. */
const LAPSED = 25;
const FORGOTTEN = 25;
const HOUR = 60 * 60_000;

describeOnEveryEngine("the store's sweep across nodes", (database) => {
  let nodes: TestServer[];

  beforeAll(async () => {
    nodes = [await createTestServer(database(), { clock: systemClock }), await createTestServer(database(), { clock: systemClock })];
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
  });

  it("gives back the stock of 25 lapsed holds and 25 forgotten orders once when two nodes sweep together", async () => {
    const { db } = database();
    const ids = newTestStoreIds();
    const websiteId = await seedSite(database(), storeSite(`sweep-${newId().slice(0, 8)}`, ids, { stock: STOCK }));
    const now = Date.now();
    const openOrder = async (updatedAt: number, holdExpiresAt: number) => {
      const orderId = newId();
      await db
        .insertInto("storeOrders")
        .values({ ...emptyOrder(orderId, websiteId, new Date(updatedAt).toISOString()), status: ORDER_STATUS.AWAITING_CONFIRMATION })
        .execute();
      await db
        .insertInto("storeHolds")
        .values({ id: newId(), websiteId, orderId, variantId: ids.blendVariant, quantity: 1, status: "held", expiresAt: new Date(holdExpiresAt).toISOString() })
        .execute();
      return orderId;
    };
    const orders: string[] = [];
    for (let index = 0; index < LAPSED; index++) orders.push(await openOrder(now, now - 60_000));
    for (let index = 0; index < FORGOTTEN; index++) orders.push(await openOrder(now - 2 * HOUR, now + HOUR));
    await db
      .updateTable("storeVariants")
      .set({ qtyInStock: STOCK - orders.length })
      .where("id", "=", ids.blendVariant)
      .execute();

    await Promise.all(nodes.map((node) => node.services.store.sweep()));

    const rows = await db.selectFrom("storeOrders").select("status").where("id", "in", orders).execute();
    expect(rows.map((row) => row.status)).toEqual(Array(orders.length).fill(ORDER_STATUS.PAYMENT_FAILED));
    const holds = await db.selectFrom("storeHolds").select("status").where("orderId", "in", orders).execute();
    expect(holds.map((hold) => hold.status)).toEqual(Array(orders.length).fill("released"));
    const variant = await db.selectFrom("storeVariants").select("qtyInStock").where("id", "=", ids.blendVariant).executeTakeFirstOrThrow();
    expect(variant.qtyInStock).toBe(STOCK);
  });
});
