// bench/census: census hits stored per second over HTTP (POST /api/census/RecordHit, batched
// by the server) at concurrency 64 against the built server, next to the published-page rate
// measured in the same run at the same concurrency; then page latency (p99 of GET /) without
// and with a census load running (pages paced at BENCH_PACED_PAGES per second, 200 by default;
// 64 census writers pacing BENCH_PACED_HITS hits/s, 400 by default),
// and their ratio (the goal: at most 2); also the p99 with the writers unpaced, which
// saturates the CPU the pages share.
import { randomBytes } from "node:crypto";
import { Agent } from "node:http";
import { startServer, type RunningServer } from "../../e2e/harness/startServer";
import { SiteClient } from "../../e2e/forms-support/siteClient";
import { importRuntimeSite, ownerClient } from "../../e2e/runtime-support/runtimeSites";

const CONCURRENCY = 64;
const HITS = Number(process.env.BENCH_HITS ?? 20_000);
const PAGES = Number(process.env.BENCH_PAGES ?? 20_000);
const LATENCY_SECONDS = Number(process.env.BENCH_LATENCY_SECONDS ?? 5);
/** Quiet and loaded latency phases alternate this many times; the median p99 of each kind is compared, so a burst of unrelated load on the machine skews one round, not the result. */
const ROUNDS = 3;
const PAGE_CONCURRENCY = 4;
/** The paced page load whose latency is measured, pages per second across the readers. */
const PACED_PAGES_PER_SECOND = Number(process.env.BENCH_PACED_PAGES ?? 200);
/** The paced census load during the latency phase, hits per second across the 64 writers: by default one hit per page view, as browsers send. */
const PACED_HITS_PER_SECOND = Number(process.env.BENCH_PACED_HITS ?? PACED_PAGES_PER_SECOND);
const GOAL = 2;
const identifier = `census-${randomBytes(3).toString("hex")}`;

/** Runs `total` jobs on `concurrency` workers; returns the seconds it took. */
async function timed(total: number, concurrency: number, job: (worker: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next++ < total) await job(worker);
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function clients(server: RunningServer, count: number, agent: Agent): SiteClient[] {
  return Array.from({ length: count }, () => new SiteClient(server, identifier, agent));
}

function censusFields(index: number): Record<string, string> {
  const data = {
    pageType: 2,
    pagePath: index % 3 === 0 ? "/about" : "/",
    userAgent: "bench/1.0",
    viewportWidth: 1280,
    newVisit: index % 5 === 0,
    referrer: "",
  };
  return { event: "pageview", data: JSON.stringify(data), ss_cvr: `bench-${index % 500}|1|1|1|1` };
}

async function hitOnce(client: SiteClient, index: number): Promise<void> {
  const answer = await client.send("POST", "/api/census/RecordHit", { form: censusFields(index) });
  if (answer.status !== 202) throw new Error(`census hit answered ${answer.status}: ${answer.text}`);
}

async function pageOnce(client: SiteClient): Promise<number> {
  const started = process.hrtime.bigint();
  const answer = await client.send("GET", "/");
  if (answer.status !== 200) throw new Error(`page answered ${answer.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** Waits a random time averaging `meanMs` (exponential, like independent visitors), so paced workers do not move in bursts. */
const pause = (meanMs: number) => new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * meanMs));

/** Page latencies (ms) of readers pacing PACED_PAGES_PER_SECOND together for LATENCY_SECONDS. */
async function pageLatencies(readers: SiteClient[]): Promise<number[]> {
  const latencies: number[] = [];
  const until = Date.now() + LATENCY_SECONDS * 1000;
  const gapMs = (readers.length / PACED_PAGES_PER_SECOND) * 1000;
  await Promise.all(
    readers.map(async (reader) => {
      while (Date.now() < until) {
        latencies.push(await pageOnce(reader));
        await pause(gapMs);
      }
    }),
  );
  return latencies;
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
}

async function storedPageViews(server: RunningServer): Promise<number> {
  const owner = await ownerClient(server, identifier);
  const answer = await owner.send("GET", "/api/config/analytics/summary");
  return answer.json().totals.pageViews as number;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const server = await startServer(databaseUrl ? { databaseUrl } : {});
  try {
    await importRuntimeSite(server, identifier);
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY + PAGE_CONCURRENCY });
    const writers = clients(server, CONCURRENCY, agent);
    const readers = clients(server, CONCURRENCY, agent);
    for (const client of [...writers, ...readers]) await client.send("GET", "/");

    let index = 0;
    await timed(1000, CONCURRENCY, (worker) => hitOnce(writers[worker]!, index++));
    const before = await storedPageViews(server);
    const hitSeconds = await timed(HITS, CONCURRENCY, (worker) => hitOnce(writers[worker]!, index++));
    const stored = (await storedPageViews(server)) - before;
    const pageSeconds = await timed(PAGES, CONCURRENCY, async (worker) => void (await pageOnce(readers[worker]!)));

    const withLoad = async (pauseMs: number, job: (writer: SiteClient) => Promise<unknown> = (writer) => hitOnce(writer, index++)) => {
      let running = true;
      const load = Promise.all(
        writers.map(async (writer) => {
          while (running) {
            await job(writer);
            if (pauseMs > 0) await pause(pauseMs);
          }
        }),
      );
      const latencies = await pageLatencies(readers.slice(0, PAGE_CONCURRENCY));
      running = false;
      await load;
      return latencies;
    };
    const quietP99s: number[] = [];
    const pacedP99s: number[] = [];
    let pages = { quiet: 0, paced: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const quietRound = await pageLatencies(readers.slice(0, PAGE_CONCURRENCY));
      const pacedRound = await withLoad((CONCURRENCY / PACED_HITS_PER_SECOND) * 1000);
      quietP99s.push(p99(quietRound));
      pacedP99s.push(p99(pacedRound));
      pages = { quiet: pages.quiet + quietRound.length, paced: pages.paced + pacedRound.length };
    }
    const quietP99 = median(quietP99s);
    const pacedP99 = median(pacedP99s);
    const saturated = await withLoad(0);
    const pagesInstead = await withLoad((CONCURRENCY / PACED_HITS_PER_SECOND) * 1000, (writer) => pageOnce(writer));
    agent.destroy();

    const hitRate = stored / hitSeconds;
    const pageRate = PAGES / pageSeconds;
    const ratio = pacedP99 / quietP99;
    console.log(`bench/census on ${databaseUrl ? "PostgreSQL" : "SQLite (WAL)"}, concurrency ${CONCURRENCY}`);
    console.log(`  census hits stored:        ${hitRate.toFixed(0)}/s (${stored} of ${HITS} sent, batched writes)`);
    console.log(`  published pages served:    ${pageRate.toFixed(0)}/s (GET /, same concurrency)`);
    console.log(`  hits/pages ratio:          ${(hitRate / pageRate).toFixed(2)}`);
    console.log(
      `  page p99 without census:   ${quietP99.toFixed(2)} ms (median of ${ROUNDS} rounds: ${quietP99s.map((v) => v.toFixed(1)).join(", ")}; ${pages.quiet} pages, ${PAGE_CONCURRENCY} readers pacing ${PACED_PAGES_PER_SECOND} pages/s)`,
    );
    console.log(
      `  page p99 with census load: ${pacedP99.toFixed(2)} ms (median of ${ROUNDS} rounds: ${pacedP99s.map((v) => v.toFixed(1)).join(", ")}; ${pages.paced} pages; ${CONCURRENCY} census writers pacing ${PACED_HITS_PER_SECOND} hits/s)`,
    );
    console.log(`  p99 ratio: ${ratio.toFixed(2)} (goal <= ${GOAL}: ${ratio <= GOAL ? "met" : "not met"})`);
    console.log(
      `  page p99 with the same paced load of page requests instead of census hits: ${p99(pagesInstead).toFixed(2)} ms (ratio ${(p99(pagesInstead) / quietP99).toFixed(2)})`,
    );
    console.log(`  page p99 with census writers unpaced (CPU saturated): ${p99(saturated).toFixed(2)} ms (ratio ${(p99(saturated) / quietP99).toFixed(2)})`);
  } finally {
    await server.stop();
  }
}

await main();
