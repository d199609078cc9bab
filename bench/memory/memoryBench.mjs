// bench:memory — the resident memory (RSS) of the built server at rest, on the demo site, started
// as the README starts it (`node dist/server/main.js`, NODE_ENV unset, a temporary DATA_DIR).
// A first start seeds the demo (rendering its pictures); each round then starts the server again
// on that data directory, waits until it listens, lets it settle and reads its RSS. The reference,
// measured in the same rounds, is a bare Fastify server answering "hello": what Node and the web
// framework alone cost on this machine. Then the resident memory under uncached listing load
// (listingLoad.ts), which fails the bench above 400 MB. Run with `npm run bench:memory` (it
// builds first); BENCH_ROUNDS=0 skips the idle rounds.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { READY_LINE, freePort, root, startProcess } from "../builtServer.mjs";
import { bundleAndRun } from "../../scripts/withoutVitestSetup.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** How long a started server is left alone before its memory is read. */
const SETTLE_MS = 5_000;
/** The goal of issue 13: idle RSS of the demo server. */
const GOAL_MB = 150;
const REFERENCE_SERVER = `
const app = require("fastify")();
app.get("/", async () => "hello");
app.listen({ port: Number(process.env.PORT), host: "::" }).then(() => console.log("${READY_LINE}"));
`;

/** The environment of a shell that runs the README's command: no NODE_ENV of this process. */
function shellEnvironment(extra) {
  const env = { ...process.env, ...extra };
  delete env.NODE_ENV;
  return env;
}

/** A process's resident set size in MB, as ps reports it. */
function rssMb(pid) {
  return Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) / 1024;
}

async function idleRss(args, env) {
  const running = await startProcess(args, { ...env, PORT: String(await freePort()) });
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return rssMb(running.pid);
  } finally {
    await running.stop();
  }
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
}

const mb = (value) => `${value.toFixed(1)} MB`;

const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-bench-memory-"));
const serverEnv = shellEnvironment({ DATA_DIR: dataDir, APP_DOMAIN: "localhost" });
try {
  if (ROUNDS > 0) await idleRounds();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
await bundleAndRun(path.join(root, "bench", "memory", "listingLoad.ts"), path.join(root, "dist", "bench", "memoryListingLoad.mjs"));

/** The idle rounds: Tessera on the demo against a bare Fastify server, each started afresh. */
async function idleRounds() {
  const seeding = await startProcess(["dist/server/main.js"], { ...serverEnv, PORT: String(await freePort()) });
  await seeding.stop();

  const tessera = [];
  const reference = [];
  for (let round = 1; round <= ROUNDS; round++) {
    tessera.push(await idleRss(["dist/server/main.js"], serverEnv));
    reference.push(await idleRss(["-e", REFERENCE_SERVER], shellEnvironment({})));
    console.log(`round ${round}: Tessera ${mb(tessera.at(-1))}, bare Fastify ${mb(reference.at(-1))}, ratio ${(tessera.at(-1) / reference.at(-1)).toFixed(2)}`);
  }
  const t = summary(tessera);
  const r = summary(reference);
  console.log(`\nidle RSS after ${SETTLE_MS / 1000} s, ${ROUNDS} rounds (min / median / max):`);
  console.log(`  Tessera on the demo: ${mb(t.min)} / ${mb(t.median)} / ${mb(t.max)}`);
  console.log(`  bare Fastify server: ${mb(r.min)} / ${mb(r.median)} / ${mb(r.max)}`);
  console.log(`  Tessera / bare Fastify (medians): ${(t.median / r.median).toFixed(2)}x`);
  console.log(`  goal: ${GOAL_MB} MB — median ${t.median <= GOAL_MB ? "meets it" : `is ${mb(t.median - GOAL_MB)} over`}`);
}
