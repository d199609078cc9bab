// bench/checkout: the flash sale. 200 buyers with one hot product in their carts check out at
// the same moment against the built server (test gateway, stock 100, so half are refused as
// sold out), round after round. Prints orders per second and the p99 checkout latency on
// SQLite and on PostgreSQL in the same run, and their ratio.
import { randomBytes } from "node:crypto";
import { Agent } from "node:http";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { newId } from "../../src/domain/ids";
import { startServer, type RunningServer } from "../../e2e/harness/startServer";
import { SiteClient } from "../../e2e/forms-support/siteClient";

const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const STOCK = Number(process.env.BENCH_STOCK ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

interface EngineResult {
  engine: string;
  ordersPerSecond: number;
  answersPerSecond: number;
  p99Ms: number;
  orders: number;
}

function storeFile(identifier: string, variants: string[]): Record<string, unknown> {
  const shop = newId();
  return {
    format: "tessera-site",
    version: 1,
    website: { identifier, title: "Flash Sale Coffee", storeSettings: { shippingOptions: [{ id: "standard", name: "Standard", costCents: 500 }] } },
    collections: [{ id: shop, type: 13, title: "Shop", urlSlug: "shop", navigation: "main", position: 0 }],
    products: variants.map((variantId, index) => ({
      collectionId: shop,
      productType: "PHYSICAL",
      name: `Hot Roast ${index + 1}`,
      urlSlug: `hot-roast-${index + 1}`,
      variants: [{ id: variantId, priceCents: 2000, qtyInStock: STOCK }],
    })),
  };
}

async function importStore(server: RunningServer, file: Record<string, unknown>): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), "tessera-bench-"));
  try {
    const target = path.join(dir, "site.json");
    await writeFile(target, JSON.stringify(file));
    const result = await server.runCli(["site", "import", target]);
    if (result.code !== 0) throw new Error(`site import failed: ${result.stderr}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function flashSale(engine: string, databaseUrl: string | null): Promise<EngineResult> {
  const server = await startServer(databaseUrl ? { databaseUrl } : {});
  const agent = new Agent({ keepAlive: true, maxSockets: BUYERS });
  try {
    const identifier = `flash-${randomBytes(3).toString("hex")}`;
    const variants = Array.from({ length: ROUNDS }, () => newId());
    await importStore(server, storeFile(identifier, variants));
    const latencies: number[] = [];
    let orders = 0;
    let answers = 0;
    let seconds = 0;
    for (const variantId of variants) {
      const buyers = Array.from({ length: BUYERS }, () => new SiteClient(server, identifier, agent));
      for (const buyer of buyers) {
        await buyer.send("GET", "/api/commerce/cart");
        const added = await buyer.send("POST", "/api/commerce/cart/items", { json: { variantId, quantity: 1 } });
        if (added.status !== 200) throw new Error(`add to cart answered ${added.status}: ${added.text}`);
      }
      const started = process.hrtime.bigint();
      const results = await Promise.all(
        buyers.map(async (buyer) => {
          const begin = process.hrtime.bigint();
          const answer = await buyer.send("POST", "/api/commerce/checkout", {
            json: {
              idempotencyKey: `bench-${newId()}`,
              email: "buyer@example.com",
              shippingAddress: { name: "Flash Buyer", line1: "1 Main St", city: "Portland", region: "ME", postalCode: "04101", country: "US" },
              shippingOptionId: "standard",
              payment: { kind: "card", cardNumber: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" },
            },
          });
          latencies.push(Number(process.hrtime.bigint() - begin) / 1e6);
          return answer.status;
        }),
      );
      seconds += Number(process.hrtime.bigint() - started) / 1e9;
      const paid = results.filter((s) => s === 200).length;
      const soldOut = results.filter((s) => s === 409).length;
      if (paid !== Math.min(STOCK, BUYERS) || paid + soldOut !== BUYERS)
        throw new Error(`${engine}: ${paid} orders and ${soldOut} sold-out answers for ${BUYERS} buyers and ${STOCK} in stock`);
      orders += paid;
      answers += results.length;
    }
    return { engine, ordersPerSecond: orders / seconds, answersPerSecond: answers / seconds, p99Ms: percentile(latencies, 99), orders };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

async function withFreshPostgres<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_checkout_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

function line(result: EngineResult): string {
  return `  ${result.engine.padEnd(12)} ${result.ordersPerSecond.toFixed(0).padStart(5)} orders/s  ${result.answersPerSecond.toFixed(0).padStart(5)} checkouts answered/s  p99 ${result.p99Ms.toFixed(0)} ms  (${result.orders} orders)`;
}

const sqlite = await flashSale("SQLite", null);
const postgres = await withFreshPostgres((url) => flashSale("PostgreSQL", url));
console.log(`bench/checkout: flash sale, ${BUYERS} buyers at once for one product with ${STOCK} in stock, ${ROUNDS} rounds per engine`);
console.log(line(sqlite));
console.log(line(postgres));
console.log(
  `  ratio PostgreSQL / SQLite: ${(postgres.ordersPerSecond / sqlite.ordersPerSecond).toFixed(2)} (orders/s), ${(postgres.p99Ms / sqlite.p99Ms).toFixed(2)} (p99)`,
);
