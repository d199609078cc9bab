// Durability of orders, shared by the journeys on SQLite (store-durability.e2e.ts) and
// PostgreSQL (store-durability-postgres.e2e.ts): buyers check out against the real server at
// concurrency 10 while it is killed with SIGKILL part-way and started again. Every checkout
// answered "paid" must be present once, paid, with its stock taken; after the restart the
// recovery sweep leaves no order waiting.
import { setTimeout as delay } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { newId } from "../../src/domain/ids";
import { checkoutBody } from "../../src/server/features/store/testing/buyer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../src/server/testing/storeSites";
import { importOwnedSite } from "./ownedSite";
import { startServer, type RunningServer } from "./startServer";
import { SiteClient } from "../forms-support/siteClient";

const TOTAL = 150;
const CONCURRENCY = 10;
/** The server is killed once this many checkouts have been answered "paid". */
const KILL_AFTER = 40;
const STOCK = 10_000;
const OWNER = { email: "owner@orders.example", password: "durable orders password" };
const IDENTIFIER = "orders";

/** A database engine the journey runs on. */
export interface OrdersEngine {
  name: string;
  /** A database URL for the server (PostgreSQL) and how to drop it again; undefined for SQLite. */
  create(): Promise<{ url?: string; drop(): Promise<void> }>;
}

/** The journey on one engine (run when `runs`): a server killed and restarted while buyers check out. */
export function describeOrdersSurviveKill(engine: OrdersEngine, runs = true): void {
  describe.runIf(runs)(`orders survive a SIGKILL [${engine.name}]`, () => {
    let server: RunningServer;
    let database: { url?: string; drop(): Promise<void> };
    let ids: TestStoreIds;

    beforeAll(async () => {
      database = await engine.create();
      server = await startServer({ ...(database.url ? { databaseUrl: database.url } : {}), env: { ORDER_RECOVERY_AFTER_SECONDS: "1" } });
      ids = newTestStoreIds();
      await importOwnedSite(server, storeSite(IDENTIFIER, ids, { stock: STOCK }), OWNER);
    });

    afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    /** One buyer's checkout of `quantity` bags; the order id when the server answered "paid". */
    async function buy(quantity: number): Promise<string | null> {
      const client = new SiteClient(server, IDENTIFIER);
      await client.send("GET", "/api/commerce/cart");
      const added = await client.send("POST", "/api/commerce/cart/items", { json: { variantId: ids.blendVariant, quantity } });
      if (added.status !== 200) return null;
      const answer = await client.send("POST", "/api/commerce/checkout", { json: checkoutBody(`key-${newId()}`) });
      return answer.status === 200 && answer.json().status === "paid" ? (answer.json().orderId as string) : null;
    }

    test("every checkout answered paid is stored once, paid, with its stock taken, and no order waits after the restart", async () => {
      const paid = new Map<string, number>();
      let next = 0;
      let paidBeforeKill = 0;
      let outage: Promise<void> | null = null;
      const worker = async () => {
        while (next < TOTAL) {
          if (outage) await outage;
          const quantity = (next++ % 3) + 1;
          const orderId = await buy(quantity).catch(() => null);
          if (orderId) paid.set(orderId, quantity);
          if (!outage && paid.size >= KILL_AFTER) {
            paidBeforeKill = paid.size;
            // Down for longer than ORDER_RECOVERY_AFTER_SECONDS, so the start-up sweep finds what the kill left open.
            outage = server
              .kill()
              .then(() => delay(1_100))
              .then(() => server.restart());
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      await outage;

      const owner = new SiteClient(server, IDENTIFIER);
      await owner.signIn(OWNER.email, OWNER.password);
      const listOrders = async () => {
        const orders: { id: string; status: string; lines: { quantity: number }[] }[] = [];
        for (let offset = 0; ; offset += 100) {
          const page = (await owner.send("GET", `/api/config/store/orders?limit=100&offset=${offset}`)).json();
          orders.push(...page.orders);
          if (page.orders.length < 100) return orders;
        }
      };
      // The start-up sweep settles what the kill left open (and another runs every minute).
      await expect
        .poll(async () => (await listOrders()).filter((o) => o.status === "pending_payment" || o.status === "awaiting_confirmation").length, {
          timeout: 90_000,
          interval: 500,
        })
        .toBe(0);

      const orders = await listOrders();
      const byId = new Map(orders.map((o) => [o.id, o]));
      expect(paidBeforeKill).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(paid.size).toBeGreaterThan(paidBeforeKill);
      expect(orders.length).toBe(new Set(orders.map((o) => o.id)).size);
      expect([...paid.keys()].filter((id) => byId.get(id)?.status !== "paid")).toEqual([]);

      const paidOrders = orders.filter((o) => o.status === "paid");
      const sold = paidOrders.reduce((sum, o) => sum + o.lines.reduce((n, line) => n + line.quantity, 0), 0);
      const product = (await owner.send("GET", `/api/config/store/products/${ids.blend}`)).json();
      expect(product.variants[0].qtyInStock).toBe(STOCK - sold);
    }, 240_000);
  });
}
