// bench/checkout: the flash sale. 200 buyers with one hot product in their carts check out at
// the same moment against the built server (test gateway, stock 100, so half are refused as
// sold out), 5 rounds on SQLite (orders committed at synchronous=FULL) and 5 on PostgreSQL
// (skipped with a message when no server answers). Prints orders per second and the p99
// checkout latency of each round and their min, median and max; beside each round, the p99 of
// the same buyers viewing their carts at once just before, a reference taken in the same
// moment on a machine whose load changes while the bench runs, and the server process's CPU
// time per checkout (PostgreSQL's own work not included), which the machine's load barely
// moves. BENCH_SERVER_NODE_ARGS passes options to the server (`--cpu-prof` to profile it).
import { randomBytes } from "node:crypto";
import { Agent } from "node:http";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { newId } from "../../src/domain/ids";
import { startServer, type RunningServer } from "../../e2e/harness/startServer";
import { SiteClient } from "../../e2e/forms-support/siteClient";

const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const STOCK = Number(process.env.BENCH_STOCK ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GOAL_P99_MS = 150;
/** Node options for the server, for example `--cpu-prof --cpu-prof-dir=/tmp/profiles` to see where a checkout's time goes. */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** One round: 200 buyers check out at once. */
interface Round {
  ordersPerSecond: number;
  p99Ms: number;
  /** p99 of the same buyers viewing their carts at once just before, the reference measured in the same moment. */
  cartViewP99Ms: number;
  /** The server's CPU time (all its threads) per checkout of the round: what the checkouts cost, whatever else loads the machine. */
  cpuMsPerCheckout: number;
}

interface EngineResult {
  engine: string;
  rounds: Round[];
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

/** Clock ticks per second of Linux's /proc CPU times (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100;

/** CPU time a process and all its threads (those ended too) have run so far, in ms: user and system time of /proc/<pid>/stat. */
async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function timedAll<T>(calls: (() => Promise<T>)[]): Promise<{ results: T[]; latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  const started = process.hrtime.bigint();
  const results = await Promise.all(
    calls.map(async (call) => {
      const begin = process.hrtime.bigint();
      const result = await call();
      latencies.push(Number(process.hrtime.bigint() - begin) / 1e6);
      return result;
    }),
  );
  return { results, latencies, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

async function flashSale(engine: string, databaseUrl: string | null): Promise<EngineResult> {
  const server = await startServer({ ...(databaseUrl ? { databaseUrl } : {}), nodeArgs: SERVER_NODE_ARGS });
  const agent = new Agent({ keepAlive: true, maxSockets: BUYERS });
  try {
    const identifier = `flash-${randomBytes(3).toString("hex")}`;
    const variants = Array.from({ length: ROUNDS }, () => newId());
    await importStore(server, storeFile(identifier, variants));
    const rounds: Round[] = [];
    for (const variantId of variants) {
      const buyers = Array.from({ length: BUYERS }, () => new SiteClient(server, identifier, agent));
      for (const buyer of buyers) {
        await buyer.send("GET", "/api/commerce/cart");
        const added = await buyer.send("POST", "/api/commerce/cart/items", { json: { variantId, quantity: 1 } });
        if (added.status !== 200) throw new Error(`add to cart answered ${added.status}: ${added.text}`);
      }
      const views = await timedAll(buyers.map((buyer) => () => buyer.send("GET", "/api/commerce/cart")));
      const pid = server.pid()!;
      const cpuBefore = await cpuMsOf(pid);
      const checkouts = await timedAll(
        buyers.map(
          (buyer) => async () =>
            (
              await buyer.send("POST", "/api/commerce/checkout", {
                json: {
                  idempotencyKey: `bench-${newId()}`,
                  email: "buyer@example.com",
                  shippingAddress: { name: "Flash Buyer", line1: "1 Main St", city: "Portland", region: "ME", postalCode: "04101", country: "US" },
                  shippingOptionId: "standard",
                  payment: { kind: "card", cardNumber: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" },
                },
              })
            ).status,
        ),
      );
      const cpuMsPerCheckout = ((await cpuMsOf(pid)) - cpuBefore) / BUYERS;
      const paid = checkouts.results.filter((s) => s === 200).length;
      const soldOut = checkouts.results.filter((s) => s === 409).length;
      if (paid !== Math.min(STOCK, BUYERS) || paid + soldOut !== BUYERS)
        throw new Error(`${engine}: ${paid} orders and ${soldOut} sold-out answers for ${BUYERS} buyers and ${STOCK} in stock`);
      const round = {
        ordersPerSecond: paid / checkouts.seconds,
        p99Ms: percentile(checkouts.latencies, 99),
        cartViewP99Ms: percentile(views.latencies, 99),
        cpuMsPerCheckout,
      };
      console.log(
        `  ${engine.padEnd(10)} round ${rounds.length + 1}: ${round.ordersPerSecond.toFixed(0).padStart(5)} orders/s  p99 ${round.p99Ms.toFixed(0).padStart(5)} ms  server CPU ${round.cpuMsPerCheckout.toFixed(2)} ms/checkout  (${BUYERS} cart views at once: p99 ${round.cartViewP99Ms.toFixed(0)} ms)`,
      );
      rounds.push(round);
    }
    return { engine, rounds };
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

function spread(values: number[], digits = 0): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `min ${sorted[0]!.toFixed(digits)}, median ${median.toFixed(digits)}, max ${sorted[sorted.length - 1]!.toFixed(digits)}`;
}

function summary(result: EngineResult): string[] {
  const ratios = result.rounds.map((round) => round.p99Ms / round.cartViewP99Ms);
  return [
    `  ${result.engine}: orders/s ${spread(result.rounds.map((round) => round.ordersPerSecond))}`,
    `  ${result.engine}: p99 ms ${spread(result.rounds.map((round) => round.p99Ms))} (goal <= ${GOAL_P99_MS})`,
    `  ${result.engine}: server CPU ms per checkout ${spread(
      result.rounds.map((round) => round.cpuMsPerCheckout),
      2,
    )}`,
    `  ${result.engine}: p99 of checkout / p99 of a cart view, same round: ${spread(ratios, 2)}`,
  ];
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

console.log(`bench/checkout: flash sale, ${BUYERS} buyers at once for one product with ${STOCK} in stock, ${ROUNDS} rounds per engine`);
const results = [await flashSale("SQLite", null)];
if (await postgresReachable()) results.push(await withFreshPostgres((url) => flashSale("PostgreSQL", url)));
else console.log(`  PostgreSQL skipped: no server answers at ${POSTGRES_URL} (set TEST_DATABASE_URL or BENCH_DATABASE_URL)`);
console.log("summary:");
for (const result of results) for (const text of summary(result)) console.log(text);
