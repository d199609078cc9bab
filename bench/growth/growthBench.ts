// bench:growth (`npm run bench:growth`) — how the built server grows with the number of sites and the size of one site.
// For each count of sites (BENCH_SITES, "1,1000,10000" by default; copies of the demo written in
// bulk into the stopped server's SQLite database): the start time, the idle memory (resident
// and heap after a garbage collection, read through memoryProbe.mjs), then every site's home
// page asked for once (cold renders) and the heap kept after it, then every home page again
// (what the page cache still holds). Then a small site (the demo) and a big one
// (BENCH_POSTS posts, 5,000 by default, and BENCH_PRODUCTS products, 10,000): the blog
// listing, a tag listing (big site only) and the shop's product list, each asked BENCH_LISTING_REQUESTS times
// (10) with a new query string, so never from the page cache: median time and bytes.
// Figures of one run on one machine: compare rows of the same run, not runs of different days.
import { Agent } from "node:http";
import path from "node:path";
import { startServer, type RunningServer } from "../../e2e/harness/startServer";
import { openDatabase } from "../../src/db/database";
import { websitesRepository } from "../../src/server/features/sites/websitesRepository";
import { addSiteCopies, makeBig, siteRows } from "./siteCopies";
import { rawGet, timed } from "./rawGet";
import { PROBED_NODE_ARGS, serverMemory, type MemoryFigures } from "./serverMemory";

const SITE_COUNTS = (process.env.BENCH_SITES ?? "1,1000,10000")
  .split(",")
  .map(Number)
  .sort((a, b) => a - b);
const POSTS = Number(process.env.BENCH_POSTS ?? 5_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const LISTING_REQUESTS = Number(process.env.BENCH_LISTING_REQUESTS ?? 10);
const CONCURRENCY = 8;
/** How long a started server is left alone before its idle memory is read. */
const SETTLE_MS = 3_000;
const COPY_PREFIX = "site-";

/** Runs `change` on the stopped server's database. */
async function withDatabase<T>(server: RunningServer, change: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>): Promise<T> {
  const database = openDatabase({ engine: "sqlite", file: path.join(server.dataDir, "tessera.db") });
  try {
    return await change(database.db);
  } finally {
    await database.close();
  }
}

/** Seconds from starting the stopped server to its ready line. */
async function startSeconds(server: RunningServer): Promise<number> {
  const started = process.hrtime.bigint();
  await server.restart();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Asks every site's home page once; answers pages per second. */
async function visitHomes(server: RunningServer, identifiers: string[], agent: Agent): Promise<number> {
  const seconds = await timed(identifiers.length, CONCURRENCY, async (index) => {
    const answer = await rawGet(server.port, identifiers[index]!, "/", agent);
    if (answer.status !== 200) throw new Error(`The home page of ${identifiers[index]} answered ${answer.status}.`);
  });
  return identifiers.length / seconds;
}

interface SitesRow {
  sites: number;
  startS: number;
  idle: MemoryFigures;
  visited: MemoryFigures;
  coldPerS: number;
  againPerS: number;
}

interface ListingRow {
  site: string;
  page: string;
  medianMs: number;
  kb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median time and size of a page asked for `LISTING_REQUESTS` times, each with a new query string (after one untimed request). */
async function uncachedListing(server: RunningServer, identifier: string, page: string, agent: Agent): Promise<ListingRow> {
  const times: number[] = [];
  let bytes = 0;
  for (let n = 0; n <= LISTING_REQUESTS; n++) {
    const answer = await rawGet(server.port, identifier, `${page}?bench=${n}`, agent);
    if (answer.status !== 200) throw new Error(`${page} of ${identifier} answered ${answer.status}.`);
    if (n > 0) times.push(answer.ms);
    bytes = answer.bytes;
  }
  return { site: identifier, page, medianMs: median(times), kb: bytes / 1024 };
}

const pad = (value: string, width: number) => value.padStart(width);
const fixed = (value: number, digits = 0) => value.toFixed(digits);

async function main(): Promise<void> {
  const memoryFile = path.join(process.env.TMPDIR ?? "/tmp", `tessera-growth-memory-${process.pid}.json`);
  const server = await startServer({ nodeArgs: PROBED_NODE_ARGS, env: { BENCH_MEMORY_FILE: memoryFile } });
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const sitesRows: SitesRow[] = [];
  try {
    const template = await withDatabase(server, (db) => siteRows(db, "demo"));
    for (const sites of SITE_COUNTS) {
      await server.kill();
      const before = Date.now();
      const had = await withDatabase(server, async (db) => {
        const count = await websitesRepository.count(db);
        if (sites > count) await addSiteCopies(db, template, COPY_PREFIX, count, sites);
        return count;
      });
      console.log(`${sites} sites: ${sites - had} copies written in ${fixed((Date.now() - before) / 1000, 1)} s`);
      const startS = await startSeconds(server);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const idle = await serverMemory(server.pid()!, memoryFile);
      const identifiers = ["demo", ...Array.from({ length: sites - 1 }, (_, n) => `${COPY_PREFIX}${n + 1}`)];
      const coldPerS = await visitHomes(server, identifiers, agent);
      const visited = await serverMemory(server.pid()!, memoryFile);
      const againPerS = await visitHomes(server, identifiers, agent);
      sitesRows.push({ sites, startS, idle, visited, coldPerS, againPerS });
      console.log(`${sites} sites: started in ${fixed(startS, 2)} s, ${fixed(coldPerS)} home pages/s cold, ${fixed(againPerS)}/s again`);
    }

    await server.kill();
    const big = await withDatabase(server, async (db) => {
      await addSiteCopies(db, template, "big-", 0, 1);
      return makeBig(db, "big-0", POSTS, PRODUCTS);
    });
    await server.restart();
    const listingRows: ListingRow[] = [];
    for (const identifier of ["demo", "big-0"]) {
      const tagListing = identifier === "big-0" ? [`${big.blogPath}/tag/tag-1`] : [];
      for (const page of [big.blogPath, ...tagListing, big.shopPath]) {
        listingRows.push(await uncachedListing(server, identifier, page, agent));
      }
    }

    console.log(`\nbench:growth — one node, SQLite, ${CONCURRENCY} connections; memory after a full garbage collection`);
    console.log(
      "  sites | start s | idle RSS MB | idle heap MB | heap after visits MB | KB heap kept per site | RSS after MB | heap held after MB | external after MB | homes/s cold | homes/s again",
    );
    for (const row of sitesRows) {
      const keptPerSite = ((row.visited.heapMb - row.idle.heapMb) * 1024) / row.sites;
      console.log(
        `  ${pad(String(row.sites), 5)} | ${pad(fixed(row.startS, 2), 7)} | ${pad(fixed(row.idle.rssMb), 11)} | ${pad(fixed(row.idle.heapMb), 12)} | ${pad(fixed(row.visited.heapMb), 20)} | ${pad(fixed(keptPerSite, 1), 21)} | ${pad(fixed(row.visited.rssMb), 12)} | ${pad(fixed(row.visited.heapTotalMb), 18)} | ${pad(fixed(row.visited.externalMb), 17)} | ${pad(fixed(row.coldPerS), 12)} | ${pad(fixed(row.againPerS), 13)}`,
      );
    }
    console.log(`\n  uncached pages (new query string each time, median of ${LISTING_REQUESTS}); big-0 has ${POSTS} posts and ${PRODUCTS} products`);
    console.log("  site   | page                 | median ms | KB on the wire");
    for (const row of listingRows) {
      console.log(`  ${row.site.padEnd(6)} | ${row.page.padEnd(20)} | ${pad(fixed(row.medianMs, 1), 9)} | ${pad(fixed(row.kb, 1), 14)}`);
    }
  } finally {
    agent.destroy();
    await server.stop();
  }
}

await main();
