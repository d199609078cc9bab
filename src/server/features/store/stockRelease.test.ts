import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type AppDatabase } from "../../../db/database";
import { migrateToLatest } from "../../../db/migrate";
import { newId } from "../../../domain/ids";
import type { Clock } from "../../clock";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { Buyer, checkoutBody } from "./testing/buyer";
import { emptyOrder, newTestStoreIds, storeSite } from "../../testing/storeSites";

describe("stock the background sweep gives back (SQLite)", () => {
  let database: AppDatabase;
  let server: TestServer;
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };

  beforeAll(async () => {
    database = openDatabase({ engine: "sqlite", file: ":memory:" });
    await migrateToLatest(database.db);
    server = await createTestServer(database, { clock });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  /** The script nonce of the shop page as served now: the same nonce means the cached page was served. */
  const shopNonce = async (identifier: string) => {
    const page = await server.request(identifier, { method: "GET", url: "/shop" });
    expect(page.statusCode).toBe(200);
    return /'nonce-([^']+)'/.exec(String(page.headers["content-security-policy"]))![1]!;
  };

  test("a lapsed hold released by the sweep drops the shop's cached pages", async () => {
    const identifier = `lapse-${newId().slice(0, 10)}`;
    const ids = newTestStoreIds();
    await seedSite(database, storeSite(identifier, ids, { stock: 5 }));
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(ids.blendVariant, 5);
    expect((await buyer.checkout(checkoutBody(`key-${newId()}`, "requiresConfirmation"))).statusCode).toBeLessThan(300);
    const soldOut = await shopNonce(identifier);
    expect(await shopNonce(identifier)).toBe(soldOut);
    offsetMs = 16 * 60_000;
    try {
      expect(await server.services.store.releaseExpiredHolds()).toBe(1);
    } finally {
      offsetMs = 0;
    }
    expect(await shopNonce(identifier)).not.toBe(soldOut);
  });

  test("a checkout that finds too little looks for lapsed holds only once one may have lapsed since the last look", async () => {
    const identifier = `look-${newId().slice(0, 10)}`;
    const ids = newTestStoreIds();
    const websiteId = await seedSite(database, storeSite(identifier, ids, { stock: 5 }));
    const store = server.services.store;
    expect(await store.releaseExpiredHolds()).toBe(0);
    const lapsed = new Date(Date.now() - 60_000).toISOString();
    // A hold another process wrote with a clock an hour behind, already lapsed: a checkout does not look for it before the bound the last look set.
    await database.db
      .insertInto("storeOrders")
      .values({ ...emptyOrder("lapsed-order-0000000000", websiteId, lapsed), status: "awaiting_confirmation" })
      .execute();
    await database.db
      .insertInto("storeHolds")
      .values({ id: newId(), websiteId, orderId: "lapsed-order-0000000000", variantId: ids.blendVariant, quantity: 1, status: "held", expiresAt: lapsed })
      .execute();
    expect(await store.releaseHoldsRunOut()).toBe(0);
    store.holdWritten(new Date(Date.now() - 30_000).toISOString());
    expect(await store.releaseHoldsRunOut()).toBe(1);
  });
});
