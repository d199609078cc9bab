// bench/census: census hits stored per second over HTTP (POST /api/census/RecordHit, batched
// by the server) at concurrency 64 against the built server, next to the published-page rate
// measured in the same run at the same concurrency; then page latency (p99 of GET /) without
// and with a census load running (pages paced at BENCH_PACED_PAGES per second, 200 by default;
// 64 census writers pacing BENCH_PACED_HITS hits/s, 400 by default),
// and their ratio (the goal: at most 2), all repeated for BENCH_ROUNDS rounds (3 by default)
// with the min, median and max of each; also the p99 with the writers unpaced, which
// saturates the CPU the pages share.
import { randomBytes } from "node:crypto";
import { Agent } from "node:http";
import { startServer, type RunningServer } from "../../e2e/harness/startServer";
import { SiteClient } from "../../e2e/forms-support/siteClient";
import { importRuntimeSite, ownerClient } from "../../e2e/runtime-support/runtimeSites";

const CONCURRENCY = 64;
/** Census hits and page requests per round of the throughput phases. */
const HITS_PER_ROUND = Number(process.env.BENCH_HITS ?? 7_000);
const PAGES_PER_ROUND = Number(process.env.BENCH_PAGES ?? 7_000);
const LATENCY_SECONDS = Number(process.env.BENCH_LATENCY_SECONDS ?? 5);
/** Rounds of throughput and of quiet and loaded latency phases; each prints min, median and max, so a burst of unrelated load on the machine skews one round, not the result. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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

function spread(values: number[], digits = 0): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `min ${sorted[0]!.toFixed(digits)}, median ${median(values).toFixed(digits)}, max ${sorted[sorted.length - 1]!.toFixed(digits)}`;
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
    const hitRates: number[] = [];
    const pageRates: number[] = [];
    const quietP99s: number[] = [];
    const pacedP99s: number[] = [];
    let pages = { quiet: 0, paced: 0 };
    let stored = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const before = await storedPageViews(server);
      const hitSeconds = await timed(HITS_PER_ROUND, CONCURRENCY, (worker) => hitOnce(writers[worker]!, index++));
      const storedNow = (await storedPageViews(server)) - before;
      stored += storedNow;
      hitRates.push(storedNow / hitSeconds);
      pageRates.push(PAGES_PER_ROUND / (await timed(PAGES_PER_ROUND, CONCURRENCY, async (worker) => void (await pageOnce(readers[worker]!)))));
      const quietRound = await pageLatencies(readers.slice(0, PAGE_CONCURRENCY));
      const pacedRound = await withLoad((CONCURRENCY / PACED_HITS_PER_SECOND) * 1000);
      quietP99s.push(p99(quietRound));
      pacedP99s.push(p99(pacedRound));
      pages = { quiet: pages.quiet + quietRound.length, paced: pages.paced + pacedRound.length };
    }
    const quietP99 = median(quietP99s);
    const saturated = await withLoad(0);
    const pagesInstead = await withLoad((CONCURRENCY / PACED_HITS_PER_SECOND) * 1000, (writer) => pageOnce(writer));
    agent.destroy();

    const ratios = pacedP99s.map((paced, round) => paced / quietP99s[round]!);
    const ratio = median(ratios);
    console.log(`bench/census on ${databaseUrl ? "PostgreSQL" : "SQLite (WAL)"}, concurrency ${CONCURRENCY}, ${ROUNDS} rounds`);
    console.log(`  census hits stored/s:       ${spread(hitRates)} (${stored} of ${HITS_PER_ROUND * ROUNDS} sent, batched writes)`);
    console.log(`  published pages served/s:   ${spread(pageRates)} (GET /, same concurrency)`);
    console.log(
      `  hits/pages ratio:           ${spread(
        hitRates.map((rate, round) => rate / pageRates[round]!),
        2,
      )}`,
    );
    console.log(
      `  page p99 without census ms: ${spread(quietP99s, 2)} (${pages.quiet} pages, ${PAGE_CONCURRENCY} readers pacing ${PACED_PAGES_PER_SECOND} pages/s)`,
    );
    console.log(
      `  page p99 with census ms:    ${spread(pacedP99s, 2)} (${pages.paced} pages; ${CONCURRENCY} census writers pacing ${PACED_HITS_PER_SECOND} hits/s)`,
    );
    console.log(`  p99 ratio, same round:      ${spread(ratios, 2)} (goal <= ${GOAL} for the median: ${ratio <= GOAL ? "met" : "not met"})`);
    console.log(
      `  page p99 with the same paced load of page requests instead of census hits: ${p99(pagesInstead).toFixed(2)} ms (ratio ${(p99(pagesInstead) / quietP99).toFixed(2)})`,
    );
    console.log(`  page p99 with census writers unpaced (CPU saturated): ${p99(saturated).toFixed(2)} ms (ratio ${(p99(saturated) / quietP99).toFixed(2)})`);
  } finally {
    await server.stop();
  }
}

await main();
