// bench:pages — how fast the built server answers the demo's pages, side by side with two
// references serving the same brotli bytes under the same headers (referenceServers.mjs):
//   - bare Fastify, one Node process with one route per page: the ceiling for a Node server;
//   - nginx with one worker, when installed: what a static file server does on one core.
// Cases: the cached pages (home, the gallery /roastery and a product page) as a browser asks for
// them (Accept-Encoding: gzip, deflate, br), and uncached renders of the same pages (a query
// string makes a request uncacheable, so `?x=1` renders every time).
// The load comes from wrk (wrk.mjs), one thread, which is not the bottleneck: bare Fastify's
// figure shows what the generator reaches. Several rounds, each measuring every case back to back,
// so the ratios compare figures taken under the same load; prints min, median and max of
// requests/s, p99 latency, the server's CPU time per request (Linux /proc: the figure least moved
// by other work on a shared machine) and each ratio against the goals of issue 36
// (cached >= 0.6x bare Fastify's requests/s, p99 <= 2x).
// Run with `npm run bench:pages` (it builds first). Needs wrk (`apt-get install -y wrk`); nginx is
// optional (`apt-get install -y nginx-light`). BENCH_ROUNDS, BENCH_SECONDS and BENCH_CONNECTIONS
// change the defaults (3, 5, 10).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { startBuiltServer } from "../builtServer.mjs";
import { startBareFastify, startNginx } from "./referenceServers.mjs";
import { WRK, runWrk, wrkVersion } from "./wrk.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ACCEPT = "gzip, deflate, br";
const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/** CPU time (ms) a process and its children have used so far, or NaN without /proc. */
function cpuMs(pid) {
  try {
    const pids = [pid, ...readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number)];
    return pids.reduce((sum, one) => {
      const fields = readFileSync(`/proc/${one}/stat`, "utf8").split(") ")[1].split(" ");
      return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    }, 0);
  } catch {
    return Number.NaN;
  }
}

/** One wrk run against a server: requests/s, p99 latency (ms) and the server's CPU ms per request. */
async function measure(server, url, host, seconds = SECONDS) {
  const before = cpuMs(server.pid);
  const result = await runWrk(`${server.origin}${url}`, { seconds, connections: CONNECTIONS, headers: { Host: host, "Accept-Encoding": ACCEPT } });
  return { rps: result.rps, p99: result.p99, cpu: (cpuMs(server.pid) - before) / result.requests };
}

/** A GET with node:http, which leaves the body as sent (fetch would decompress it). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

/** The page's brotli body and headers as a browser receives them (the first answer fills the cache). */
async function cachedAnswer(origin, host, pathname) {
  await rawGet(`${origin}${pathname}`, { host });
  const answer = await rawGet(`${origin}${pathname}`, { host, "accept-encoding": "br" });
  if (answer.headers["content-encoding"] !== "br") throw new Error(`${pathname} was not answered in brotli`);
  return { br: answer.body, headers: answer.headers };
}

/** The first product page the demo's shop links to. */
async function productPath(origin, host) {
  const shop = (await rawGet(`${origin}/shop`, { host })).body.toString();
  const link = /href="(\/shop\/[^"?#]+)"/.exec(shop)?.[1];
  if (!link) throw new Error("the demo shop links to no product");
  return link;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values, digits) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[0].toFixed(digits)} / ${median(sorted).toFixed(digits)} / ${sorted.at(-1).toFixed(digits)}`;
};

if (!WRK) {
  console.error("bench:pages needs wrk as its load generator: apt-get install -y wrk");
  process.exit(2);
}
if (!NGINX) console.log("nginx is not installed: the nginx reference is left out (apt-get install -y nginx-light).");
const tessera = await startBuiltServer("pages", { NODE_ENV: "production" });
const host = "demo.localhost";
const references = [];
try {
  const pages = [
    { name: "home", path: "/" },
    { name: "gallery", path: "/roastery" },
    { name: "product", path: await productPath(tessera.origin, host) },
  ];
  for (const page of pages) Object.assign(page, await cachedAnswer(tessera.origin, host, page.path));
  references.push({ label: "fastify", server: await startBareFastify(pages) });
  if (NGINX) references.push({ label: "nginx", server: await startNginx(NGINX, pages) });
  console.log(`bench:pages — ${ROUNDS} rounds of ${SECONDS} s per case, ${CONNECTIONS} connections, Accept-Encoding: ${ACCEPT}; NODE_ENV=production`);
  console.log(`  load: ${wrkVersion()}, one thread`);
  if (NGINX) console.log(`  reference: ${spawnSync(NGINX, ["-v"], { encoding: "utf8" }).stderr.trim()}, one worker`);
  for (const page of pages) console.log(`  ${page.name}: ${page.path} (${page.br.length} bytes brotli)`);

  // Warm-up: JIT, the page cache, and the demo's image widths the server makes after it starts.
  for (const page of pages) {
    await measure(tessera, page.path, host, 2);
    await measure(tessera, `${page.path}?x=0`, host, 2);
    for (const { server } of references) await measure(server, `/${page.name}`, host, 1);
  }

  const labels = ["cached", ...references.map((reference) => reference.label), "uncached"];
  const figures = new Map(pages.map((page) => [page.name, Object.fromEntries(labels.map((label) => [label, []]))]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const page of pages) {
      const into = figures.get(page.name);
      into.cached.push(await measure(tessera, page.path, host));
      for (const { label, server } of references) into[label].push(await measure(server, `/${page.name}`, host));
      into.uncached.push(await measure(tessera, `${page.path}?x=${round}`, host));
    }
    console.log(`  round ${round} of ${ROUNDS} done`);
  }

  console.log("\nrequests/s, p99 (ms) and server CPU per request (ms), min / median / max over the rounds");
  for (const page of pages) {
    for (const label of labels) {
      const runs = figures.get(page.name)[label];
      const rps = spread(
        runs.map((r) => r.rps),
        0,
      );
      const p99 = spread(
        runs.map((r) => r.p99),
        1,
      );
      const cpu = spread(
        runs.map((r) => r.cpu),
        3,
      );
      console.log(`  ${page.name.padEnd(8)} ${label.padEnd(9)} ${rps.padEnd(24)} p99 ${p99.padEnd(20)} cpu ${cpu}`);
    }
  }

  console.log("\nratios per round, min / median / max (goals: cached/fastify req/s >= 0.6 and p99 <= 2)");
  const per = (a, b, key) => a.map((run, i) => run[key] / b[i][key]);
  for (const page of pages) {
    const into = figures.get(page.name);
    for (const { label } of references) {
      console.log(
        `  ${page.name.padEnd(8)} cached/${label.padEnd(8)} req/s ${spread(per(into.cached, into[label], "rps"), 2)}   p99 ${spread(per(into.cached, into[label], "p99"), 2)}   cpu/request ${spread(per(into.cached, into[label], "cpu"), 2)}`,
      );
    }
    console.log(`  ${page.name.padEnd(8)} uncached/cached  req/s ${spread(per(into.uncached, into.cached, "rps"), 2)}`);
  }
} finally {
  for (const { server } of references) await server.stop();
  await tessera.stop();
}
