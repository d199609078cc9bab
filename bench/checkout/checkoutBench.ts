// bench/checkout: the flash sale. 200 buyers with one hot product in their carts check out at
// the same moment against the built server (test gateway, 5 in stock, so exactly 5 orders and
// 195 buyers refused as sold out), on SQLite and on PostgreSQL (skipped with a message when no
// server answers), after warm-up rounds that are not counted (BENCH_WARM_UP_ROUNDS), once the
// server has finished its start-up work. Each round is followed by its plain reference
// (plainReference.ts): as many buyers of a product of their own doing the same statements
// straight on the server's database from this process, with no HTTP, so a round reads beside
// what its database work alone costs on this machine at this moment. The buyers' timed calls
// go out whole on raw keep-alive connections (rawBuyerConnection.ts), so the bench's own CPU
// takes little of the cores the server and the database share. Prints, per round and as min,
// median and max: the orders taken (which must be exactly the stock), the p99 checkout latency,
// the reference's p99, the p99 of the same buyers viewing their carts at once just before, the
// server process's CPU time per checkout, and on PostgreSQL the database's. BENCH_BUYERS,
// BENCH_STOCK and BENCH_ROUNDS change the sale; BENCH_ENGINES=sqlite or postgres runs one
// engine; BENCH_SERVER_NODE_ARGS passes options to the server (`--cpu-prof` to profile it).
import { randomBytes } from "node:crypto";
import { Agent } from "node:http";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { newId } from "../../src/domain/ids";
import { openDatabase, type AppDatabase } from "../../src/db/database";
import { startServer, type RunningServer } from "../../e2e/harness/startServer";
import { SiteClient } from "../../e2e/forms-support/siteClient";
import { RawBuyerConnection } from "./rawBuyerConnection";
import { referenceBuyers, referenceCheckout } from "./plainReference";

const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const STOCK = Number(process.env.BENCH_STOCK ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Rounds run first and not counted: a flash sale comes to a store that has been selling, whose code V8 has optimized. */
const WARM_UP_ROUNDS = Number(process.env.BENCH_WARM_UP_ROUNDS ?? 3);
const GOAL_P99_MS = 1000;
/** Node options for the server, for example `--cpu-prof --cpu-prof-dir=/tmp/profiles` to see where a checkout's time goes. */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
/** Which engines to run, `sqlite`, `postgres` or both (the default), for example to profile one. */
const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",");
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** One round: 200 buyers check out at once. */
interface Round {
  orders: number;
  p99Ms: number;
  /** p99 of the plain reference's buyers (plainReference.ts), run just after on the same database. */
  referenceP99Ms: number;
  /** Orders the reference took, which must be the stock too. */
  referenceOrders: number;
  /** p99 of the same buyers viewing their carts at once just before, the reference measured in the same moment. */
  cartViewP99Ms: number;
  /** The server's CPU time (all its threads) per checkout of the round: what the checkouts cost, whatever else loads the machine. */
  cpuMsPerCheckout: number;
  /** PostgreSQL's CPU time per checkout of the round (its processes on this machine), null on SQLite. */
  databaseCpuMsPerCheckout: number | null;
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

/** The server's database, opened from this process for the plain reference (the server's SQLite file, or its PostgreSQL database). */
function serverDatabase(server: RunningServer, databaseUrl: string | null): AppDatabase {
  return databaseUrl
    ? openDatabase({ engine: "postgres", url: databaseUrl })
    : openDatabase({ engine: "sqlite", file: path.join(server.dataDir, "tessera.db") });
}

/** The plain reference's buyers check out the variant at once: their statuses and latencies. */
async function referenceRound(database: AppDatabase, websiteId: string, variantId: string) {
  const buyers = await referenceBuyers(database, websiteId, variantId, BUYERS);
  return timedAll(buyers.map((buyer) => () => referenceCheckout(database, websiteId, buyer)));
}

async function flashSale(engine: string, databaseUrl: string | null): Promise<EngineResult> {
  const server = await startServer({ ...(databaseUrl ? { databaseUrl } : {}), nodeArgs: SERVER_NODE_ARGS });
  const agent = new Agent({ keepAlive: true, maxSockets: BUYERS });
  const database = serverDatabase(server, databaseUrl);
  try {
    const identifier = `flash-${randomBytes(3).toString("hex")}`;
    // Two products for each round, one sold through the server and one by the plain reference; the warm-up rounds come first and are not counted.
    const variants = Array.from({ length: WARM_UP_ROUNDS + ROUNDS }, () => ({ server: newId(), reference: newId() }));
    await importStore(
      server,
      storeFile(
        identifier,
        variants.flatMap((pair) => [pair.server, pair.reference]),
      ),
    );
    const { id: websiteId } = await database.db.selectFrom("websites").select("id").where("identifier", "=", identifier).executeTakeFirstOrThrow();
    await serverAtRest(server.pid()!);
    const rounds: Round[] = [];
    for (const [index, variant] of variants.entries()) {
      const buyers = Array.from({ length: BUYERS }, () => new SiteClient(server, identifier, agent));
      for (const buyer of buyers) {
        await buyer.send("GET", "/api/commerce/cart");
        const added = await buyer.send("POST", "/api/commerce/cart/items", { json: { variantId: variant.server, quantity: 1 } });
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
      const checkouts = await timedCalls(connections, checkoutTexts);
      const cpuMsPerCheckout = ((await cpuMsOf(pid)) - cpuBefore) / BUYERS;
      const databaseCpuMsPerCheckout = databaseUrl ? ((await postgresCpuMs()) - databaseCpuBefore) / BUYERS : null;
      for (const connection of connections) connection.close();
      const reference = await referenceRound(database, websiteId, variant.reference);
      const round: Round = {
        orders: checkouts.results.filter((status) => status === 200).length,
        p99Ms: percentile(checkouts.latencies, 99),
        referenceP99Ms: percentile(reference.latencies, 99),
        referenceOrders: reference.results.filter((status) => status === 200).length,
        cartViewP99Ms: percentile(views.latencies, 99),
        cpuMsPerCheckout,
        databaseCpuMsPerCheckout,
      };
      const soldOut = checkouts.results.filter((status) => status === 409).length;
      const name = index < WARM_UP_ROUNDS ? `warm-up ${index + 1}` : `round ${index - WARM_UP_ROUNDS + 1}`;
      console.log(
        `  ${engine.padEnd(10)} ${name.padEnd(9)}: ${round.orders} orders for ${BUYERS} buyers  p99 ${round.p99Ms.toFixed(0).padStart(5)} ms` +
          `  plain reference: ${round.referenceOrders} orders, p99 ${round.referenceP99Ms.toFixed(0).padStart(5)} ms` +
          `  (cart views at once: p99 ${round.cartViewP99Ms.toFixed(0)} ms)  server CPU ${round.cpuMsPerCheckout.toFixed(2)} ms/checkout` +
          (round.databaseCpuMsPerCheckout === null ? "" : `, PostgreSQL ${round.databaseCpuMsPerCheckout.toFixed(2)}`),
      );
      const expected = Math.min(STOCK, BUYERS);
      if (round.orders !== expected || round.orders + soldOut !== BUYERS || round.referenceOrders !== expected)
        throw new Error(
          `${engine}: ${round.orders} orders (reference ${round.referenceOrders}) and ${soldOut} sold-out answers for ${BUYERS} buyers and ${STOCK} in stock`,
        );
      if (index >= WARM_UP_ROUNDS) rounds.push(round);
    }
    return { engine, rounds };
  } finally {
    agent.destroy();
    await database.close();
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
  const { engine, rounds } = result;
  return [
    `  ${engine}: orders per round ${spread(rounds.map((round) => round.orders))} (exactly ${Math.min(STOCK, BUYERS)} every round)`,
    `  ${engine}: p99 ms ${spread(rounds.map((round) => round.p99Ms))} (goal <= ${GOAL_P99_MS})`,
    `  ${engine}: plain reference p99 ms ${spread(rounds.map((round) => round.referenceP99Ms))}`,
    `  ${engine}: p99 through the server / p99 of the plain reference, same round: ${spread(
      rounds.map((round) => round.p99Ms / round.referenceP99Ms),
      2,
    )}`,
    `  ${engine}: server CPU ms per checkout ${spread(
      rounds.map((round) => round.cpuMsPerCheckout),
      2,
    )}`,
    ...(rounds[0]?.databaseCpuMsPerCheckout === null
      ? []
      : [
          `  ${engine}: PostgreSQL CPU ms per checkout ${spread(
            rounds.map((round) => round.databaseCpuMsPerCheckout ?? 0),
            2,
          )}`,
        ]),
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
  `bench/checkout: flash sale, ${BUYERS} buyers at once for one product with ${STOCK} in stock, ${ROUNDS} rounds per engine after ${WARM_UP_ROUNDS} warm-up rounds, each beside its plain reference`,
);
const results: EngineResult[] = [];
if (ENGINES.includes("sqlite")) results.push(await flashSale("SQLite", null));
if (!ENGINES.includes("postgres")) console.log("  PostgreSQL skipped: BENCH_ENGINES leaves it out");
else if (await postgresReachable()) results.push(await withFreshPostgres((url) => flashSale("PostgreSQL", url)));
else console.log(`  PostgreSQL skipped: no server answers at ${POSTGRES_URL} (set TEST_DATABASE_URL or BENCH_DATABASE_URL)`);
console.log("summary:");
for (const result of results) for (const text of summary(result)) console.log(text);
