// bench/checkout: the flash sale. 200 buyers with one hot product in their carts check out at
// the same moment against the built server (test gateway, stock 100, so half are refused as
// sold out), 5 rounds on SQLite (orders committed at synchronous=FULL) and 5 on PostgreSQL
// (skipped with a message when no server answers), after five warm-up rounds that are not
// counted (BENCH_WARM_UP_ROUNDS), once the server has finished its start-up work. The buyers'
// timed calls go out whole on raw keep-alive connections (rawBuyerConnection.ts), so the
// bench's own CPU takes little of the cores the server and the database share. Prints orders
// per second and the p99 checkout latency of each round and their min, median and max; beside
// each round, the p99 of the same buyers viewing their carts at once just before, a reference
// taken in the same moment on a machine whose load changes while the bench runs, the server process's CPU time
// per checkout, which the machine's load barely moves, and on PostgreSQL the database's CPU
// time per checkout when it runs on this machine, and the buyers' (this process's) CPU time per
// checkout, as all three share the machine's cores. BENCH_ENGINES=sqlite or postgres runs one
// engine; BENCH_SERVER_NODE_ARGS passes options to the server (`--cpu-prof` to profile it), and
// BENCH_MARKS=1 prints when each round's checkouts start and end (microseconds of the machine's
// monotonic clock, as a profile counts them) to cut the profile to them.
import { randomBytes } from "node:crypto";
import { Agent } from "node:http";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { newId } from "../../src/domain/ids";
import { startServer, type RunningServer } from "../../e2e/harness/startServer";
import { SiteClient } from "../../e2e/forms-support/siteClient";
import { RawBuyerConnection } from "./rawBuyerConnection";

const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const STOCK = Number(process.env.BENCH_STOCK ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/**
 * Rounds run first and not counted. A flash sale comes to a store that has been selling: one
 * round of 200 left V8 still optimizing the checkout's code for another thousand checkouts here
 * (`--trace-opt`: 15-24 functions compiled during each of the next four rounds, on the server's
 * background threads, which share the two cores with the database), so five rounds warm it up.
 */
const WARM_UP_ROUNDS = Number(process.env.BENCH_WARM_UP_ROUNDS ?? 5);
const GOAL_P99_MS = 150;
/** Node options for the server, for example `--cpu-prof --cpu-prof-dir=/tmp/profiles` to see where a checkout's time goes. */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
/** Which engines to run, `sqlite`, `postgres` or both (the default), for example to profile one. */
const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",");
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** One round: 200 buyers check out at once. */
interface Round {
  ordersPerSecond: number;
  p99Ms: number;
  /** p99 of the same buyers viewing their carts at once just before, the reference measured in the same moment. */
  cartViewP99Ms: number;
  /** The server's CPU time (all its threads) per checkout of the round: what the checkouts cost, whatever else loads the machine. */
  cpuMsPerCheckout: number;
  /** PostgreSQL's CPU time per checkout of the round (its processes on this machine), null on SQLite. */
  databaseCpuMsPerCheckout: number | null;
  /** This process's CPU time per checkout (the 200 buyers' HTTP), which shares the machine's cores with the server and the database. */
  buyersCpuMsPerCheckout: number;
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
    website: {
      identifier,
      title: "Flash Sale Coffee",
      storeSettings: {
        shippingZones: [{ id: "everywhere", name: "Everywhere", restOfWorld: true, options: [{ id: "standard", name: "Standard", costCents: 500 }] }],
      },
    },
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

/**
 * CPU time all PostgreSQL processes of this machine have run so far, in ms (0 when the server
 * runs elsewhere): with 2 cores shared by the server, the database and the buyers, what the
 * database spends per checkout counts as much as what the server spends.
 */
async function postgresCpuMs(): Promise<number> {
  let total = 0;
  for (const pid of await readdir("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
    if (!stat.includes("(postgres)")) continue;
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    total += ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  }
  return total;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Waits until the server has finished its start-up work (the demo site's pictures are made in
 * the background after it listens), so that work does not run during the rounds: the server
 * is taken to be at rest once it used under a tenth of a core for a second (a profiler, when asked for, takes some).
 */
async function serverAtRest(pid: number): Promise<void> {
  const started = Date.now();
  let before = await cpuMsOf(pid);
  while (Date.now() - started < 180_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await cpuMsOf(pid);
    if (now - before < 100) return;
    before = now;
  }
  throw new Error("The server was still busy three minutes after it started.");
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

/** Each buyer's call sent at once on its own connection, timed: the answers' statuses. */
function timedCalls(connections: readonly RawBuyerConnection[], texts: readonly string[]): ReturnType<typeof timedAll<number>> {
  return timedAll(connections.map((connection, at) => async () => (await connection.send(texts[at]!)).status));
}

/** A buyer's checkout: the details a buyer gives, paid with the test gateway's card, under a key of its own. */
function checkoutBody(): Record<string, unknown> {
  return {
    idempotencyKey: `bench-${newId()}`,
    email: "buyer@example.com",
    shippingAddress: { name: "Flash Buyer", line1: "1 Main St", city: "Portland", region: "ME", postalCode: "04101", country: "US" },
    shippingOptionId: "standard",
    payment: { kind: "card", cardNumber: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" },
  };
}

async function flashSale(engine: string, databaseUrl: string | null): Promise<EngineResult> {
  const server = await startServer({ ...(databaseUrl ? { databaseUrl } : {}), nodeArgs: SERVER_NODE_ARGS });
  const agent = new Agent({ keepAlive: true, maxSockets: BUYERS });
  try {
    const identifier = `flash-${randomBytes(3).toString("hex")}`;
    // A product for each round: the warm-up rounds come first (the server's code compiled, its caches filled) and are not counted.
    const variants = Array.from({ length: WARM_UP_ROUNDS + ROUNDS }, () => newId());
    await importStore(server, storeFile(identifier, variants));
    await serverAtRest(server.pid()!);
    const rounds: Round[] = [];
    for (const [index, variantId] of variants.entries()) {
      const buyers = Array.from({ length: BUYERS }, () => new SiteClient(server, identifier, agent));
      for (const buyer of buyers) {
        await buyer.send("GET", "/api/commerce/cart");
        const added = await buyer.send("POST", "/api/commerce/cart/items", { json: { variantId, quantity: 1 } });
        if (added.status !== 200) throw new Error(`add to cart answered ${added.status}: ${added.text}`);
      }
      // The timed calls are written whole on raw keep-alive connections (rawBuyerConnection.ts), prepared before the clock starts.
      const connections = await Promise.all(buyers.map(() => RawBuyerConnection.open(server.port)));
      const viewTexts = buyers.map((buyer) => RawBuyerConnection.callText("GET", "/api/commerce/cart", buyer.callHeaders("GET")));
      const checkoutTexts = buyers.map((buyer) => RawBuyerConnection.callText("POST", "/api/commerce/checkout", buyer.callHeaders("POST"), checkoutBody()));
      const views = await timedCalls(connections, viewTexts);
      if (views.results.some((status) => status !== 200)) throw new Error(`${engine}: a cart view answered ${views.results.find((status) => status !== 200)}`);
      const pid = server.pid()!;
      const cpuBefore = await cpuMsOf(pid);
      const databaseCpuBefore = databaseUrl ? await postgresCpuMs() : 0;
      const buyersCpuBefore = process.cpuUsage();
      if (process.env.BENCH_MARKS) console.log("WINDOW start", (process.hrtime.bigint() / 1000n).toString());
      const checkouts = await timedCalls(connections, checkoutTexts);
      if (process.env.BENCH_MARKS) console.log("WINDOW end", (process.hrtime.bigint() / 1000n).toString());
      const buyersCpu = process.cpuUsage(buyersCpuBefore);
      const buyersCpuMsPerCheckout = (buyersCpu.user + buyersCpu.system) / 1000 / BUYERS;
      const cpuMsPerCheckout = ((await cpuMsOf(pid)) - cpuBefore) / BUYERS;
      const databaseCpuMsPerCheckout = databaseUrl ? ((await postgresCpuMs()) - databaseCpuBefore) / BUYERS : null;
      for (const connection of connections) connection.close();
      const paid = checkouts.results.filter((s) => s === 200).length;
      const soldOut = checkouts.results.filter((s) => s === 409).length;
      if (paid !== Math.min(STOCK, BUYERS) || paid + soldOut !== BUYERS)
        throw new Error(`${engine}: ${paid} orders and ${soldOut} sold-out answers for ${BUYERS} buyers and ${STOCK} in stock`);
      const round = {
        ordersPerSecond: paid / checkouts.seconds,
        p99Ms: percentile(checkouts.latencies, 99),
        cartViewP99Ms: percentile(views.latencies, 99),
        cpuMsPerCheckout,
        databaseCpuMsPerCheckout,
        buyersCpuMsPerCheckout,
      };
      const name = index < WARM_UP_ROUNDS ? `warm-up ${index + 1}` : `round ${index - WARM_UP_ROUNDS + 1}`;
      console.log(
        `  ${engine.padEnd(10)} ${name.padEnd(9)}: ${round.ordersPerSecond.toFixed(0).padStart(5)} orders/s  p99 ${round.p99Ms.toFixed(0).padStart(5)} ms  server CPU ${round.cpuMsPerCheckout.toFixed(2)} ms/checkout${
          round.databaseCpuMsPerCheckout === null ? "" : `, PostgreSQL ${round.databaseCpuMsPerCheckout.toFixed(2)}`
        }, buyers ${round.buyersCpuMsPerCheckout.toFixed(2)}  (${BUYERS} cart views at once: p99 ${round.cartViewP99Ms.toFixed(0)} ms)`,
      );
      if (index >= WARM_UP_ROUNDS) rounds.push(round);
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
    ...(result.rounds[0]?.databaseCpuMsPerCheckout === null
      ? []
      : [
          `  ${result.engine}: PostgreSQL CPU ms per checkout ${spread(
            result.rounds.map((round) => round.databaseCpuMsPerCheckout ?? 0),
            2,
          )}`,
        ]),
    `  ${result.engine}: the buyers' CPU ms per checkout (this process) ${spread(
      result.rounds.map((round) => round.buyersCpuMsPerCheckout),
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

console.log(
  `bench/checkout: flash sale, ${BUYERS} buyers at once for one product with ${STOCK} in stock, ${ROUNDS} rounds per engine after ${WARM_UP_ROUNDS} warm-up rounds`,
);
const results: EngineResult[] = [];
if (ENGINES.includes("sqlite")) results.push(await flashSale("SQLite", null));
if (!ENGINES.includes("postgres")) console.log("  PostgreSQL skipped: BENCH_ENGINES leaves it out");
else if (await postgresReachable()) results.push(await withFreshPostgres((url) => flashSale("PostgreSQL", url)));
else console.log(`  PostgreSQL skipped: no server answers at ${POSTGRES_URL} (set TEST_DATABASE_URL or BENCH_DATABASE_URL)`);
console.log("summary:");
for (const result of results) for (const text of summary(result)) console.log(text);
