// The second half of bench:memory: resident memory under uncached load. A copy of the demo
// with BENCH_POSTS posts (5,000 by default) gets BENCH_LISTING_LOAD (2,000) requests for its
// blog's list, a tag's listing and a month's, each with a new query string, so each is rendered
// and none comes from the page cache. The server's resident size (ps) is read after them; above
// LIMIT_MB the bench says so and exits with a failure.
import { execFileSync } from "node:child_process";
import { Agent } from "node:http";
import path from "node:path";
import { startServer } from "../../e2e/harness/startServer";
import { openDatabase } from "../../src/db/database";
import { addSiteCopies, makeBig, siteRows } from "../growth/siteCopies";
import { rawGet, timed } from "../growth/rawGet";

const POSTS = Number(process.env.BENCH_POSTS ?? 5_000);
const REQUESTS = Number(process.env.BENCH_LISTING_LOAD ?? 2_000);
const CONCURRENCY = 4;
/** The bound of issue 37: resident memory after the load. */
const LIMIT_MB = 400;

/** A process's resident set size in MB, as ps reports it. */
function rssMb(pid: number): number {
  return Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) / 1024;
}

async function main(): Promise<void> {
  const server = await startServer();
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    await server.kill();
    const database = openDatabase({ engine: "sqlite", file: path.join(server.dataDir, "tessera.db") });
    const { blogPath } = await (async () => {
      try {
        await addSiteCopies(database.db, await siteRows(database.db, "demo"), "big-", 0, 1);
        return await makeBig(database.db, "big-0", POSTS, 0);
      } finally {
        await database.close();
      }
    })();
    await server.restart();
    const pid = server.pid()!;
    const before = rssMb(pid);
    const listings = [blogPath, `${blogPath}/tag/tag-7`, `${blogPath}/page/3`];
    let peak = before;
    const seconds = await timed(REQUESTS, CONCURRENCY, async (index) => {
      const listing = listings[index % listings.length];
      const answer = await rawGet(server.port, "big-0", `${listing}?load=${index}`, agent);
      if (answer.status !== 200) throw new Error(`The listing ${listing} answered ${answer.status}.`);
      if (index % 100 === 0) peak = Math.max(peak, rssMb(pid));
    });
    const after = rssMb(pid);
    peak = Math.max(peak, after);
    console.log(
      `\nuncached listings: ${REQUESTS} requests of a blog of ${POSTS} posts (list, tag, page 3; new query string each) in ${seconds.toFixed(1)} s, ${(REQUESTS / seconds).toFixed(0)}/s`,
    );
    console.log(`  resident memory: ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after, ${peak.toFixed(1)} MB at most; limit ${LIMIT_MB} MB`);
    if (peak > LIMIT_MB) {
      console.error(`FAIL: the server's resident memory reached ${peak.toFixed(0)} MB under uncached listing load, above the limit of ${LIMIT_MB} MB.`);
      process.exitCode = 1;
    } else {
      console.log(`  within the limit of ${LIMIT_MB} MB`);
    }
  } finally {
    agent.destroy();
    await server.stop();
  }
}

await main();
