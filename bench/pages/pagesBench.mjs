// bench:pages — how fast the built server answers the demo's pages:
//   1. cached pages (home, the gallery /roastery and a product page) as a browser asks for them
//      (Accept-Encoding: gzip, deflate, br), against nginx serving the same brotli bytes with
//      the same headers from files, when nginx is installed;
//   2. uncached renders of the same pages (a query string makes a request uncacheable, so
//      `?x=1` renders every time), against the cached page.
// Several rounds, each measuring every case back to back, so the ratios compare figures taken
// under the same load; prints min, median and max of requests/s, p99 latency, the server's
// CPU time per request (Linux /proc: the figure least moved by other work on a shared
// machine) and each ratio.
// Run with `npm run bench:pages` (it builds first). Needs nginx for the reference
// (Debian: `apt-get install -y nginx-light`); without it, Tessera's own figures are printed.
// BENCH_ROUNDS, BENCH_SECONDS and BENCH_CONNECTIONS change the defaults (3, 5, 10).
import { spawn, spawnSync } from "node:child_process";
import { request } from "node:http";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startBuiltServer } from "../builtServer.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ACCEPT = "gzip, deflate, br";
const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
/** Headers of a cached answer nginx does not copy: it sets its own framing, date and tags. */
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "etag", "transfer-encoding", "content-type"]);

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

/** nginx with one worker serving each page's brotli body from a file, under the headers Tessera sent. */
async function startNginx(pages) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "tessera-bench-nginx-"));
  const www = path.join(dir, "www");
  mkdirSync(www);
  const locations = pages.map((page) => {
    writeFileSync(path.join(www, page.name), page.br);
    const headers = Object.entries(page.headers)
      .filter(([name]) => !OWN_HEADERS.has(name))
      .map(([name, value]) => `      add_header ${name} '${String(value).replaceAll("'", "\\'")}' always;`);
    return `    location = /${page.name} {\n${headers.join("\n")}\n    }`;
  });
  for (const target of [dir, www]) chmodSync(target, 0o755);
  const config = [
    "worker_processes 1;",
    "daemon off;",
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    process.getuid?.() === 0 ? "user root;" : "",
    "events { worker_connections 1024; }",
    "http {",
    "  access_log off;",
    "  types { }",
    "  default_type text/html;",
    "  charset utf-8;",
    "  server_tokens off;",
    "  etag on;",
    `  server {\n    listen 127.0.0.1:${port};\n    root ${www};`,
    ...locations,
    "  }",
    "}",
  ].join("\n");
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], { stdio: "inherit" });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const ready = await rawGet(`${origin}/${pages[0].name}`, {}).then(
      () => true,
      () => false,
    );
    if (ready) break;
    if (tries > 50) throw new Error("nginx did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    pid: child.pid,
    stop: async () => {
      await new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One autocannon run: requests/s, p99 latency (ms) and the server's CPU ms per request; fails on any answer but 2xx. */
async function measure(server, url, host, seconds = SECONDS) {
  const before = cpuMs(server.pid);
  const result = await autocannon({
    url: `${server.origin}${url}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { host, "accept-encoding": ACCEPT },
  });
  // A connection cut as a run ends counts as an error: tolerate a few, never a wrong answer.
  if (result.non2xx > 0 || result.errors > result.requests.total / 1000) {
    throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors in ${result.requests.total} requests`);
  }
  return { rps: result.requests.average, p99: result.latency.p99, cpu: (cpuMs(server.pid) - before) / result.requests.total };
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

if (!NGINX) {
  console.log("nginx is not installed: only Tessera's own figures follow. For the reference: apt-get install -y nginx-light");
}
const tessera = await startBuiltServer("pages", { NODE_ENV: "production" });
const host = `demo.localhost`;
let nginx = null;
try {
  const pages = [
    { name: "home", path: "/" },
    { name: "gallery", path: "/roastery" },
    { name: "product", path: await productPath(tessera.origin, host) },
  ];
  for (const page of pages) Object.assign(page, await cachedAnswer(tessera.origin, host, page.path));
  if (NGINX) nginx = await startNginx(pages);
  console.log(`bench:pages — ${ROUNDS} rounds of ${SECONDS} s per case, ${CONNECTIONS} connections, Accept-Encoding: ${ACCEPT}; NODE_ENV=production`);
  if (NGINX) console.log(`  reference: ${spawnSync(NGINX, ["-v"], { encoding: "utf8" }).stderr.trim()}, one worker`);
  for (const page of pages) console.log(`  ${page.name}: ${page.path} (${page.br.length} bytes brotli)`);

  // Warm-up: JIT, the page cache, and the demo's image widths the server makes after it starts.
  for (const page of pages) {
    await measure(tessera, page.path, host, 2);
    await measure(tessera, `${page.path}?x=0`, host, 2);
    if (nginx) await measure(nginx, `/${page.name}`, host, 1);
  }

  const figures = new Map(pages.map((page) => [page.name, { cached: [], uncached: [], nginx: [] }]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const page of pages) {
      const into = figures.get(page.name);
      into.cached.push(await measure(tessera, page.path, host));
      if (nginx) into.nginx.push(await measure(nginx, `/${page.name}`, host));
      into.uncached.push(await measure(tessera, `${page.path}?x=${round}`, host));
    }
    console.log(`  round ${round} of ${ROUNDS} done`);
  }

  console.log("\nrequests/s, p99 (ms) and server CPU per request (ms), min / median / max over the rounds");
  for (const page of pages) {
    const { cached, uncached, nginx: reference } = figures.get(page.name);
    const line = (label, runs) =>
      console.log(
        `  ${page.name.padEnd(8)} ${label.padEnd(9)} ${spread(
          runs.map((r) => r.rps),
          0,
        ).padEnd(22)} p99 ${spread(
          runs.map((r) => r.p99),
          0,
        ).padEnd(16)} cpu ${spread(
          runs.map((r) => r.cpu),
          3,
        )}`,
      );
    line("cached", cached);
    if (reference.length > 0) line("nginx", reference);
    line("uncached", uncached);
  }

  console.log("\nratios per round, min / median / max (goals: cached/nginx req/s >= 0.6, p99 <= 2; uncached/cached >= 0.25)");
  for (const page of pages) {
    const { cached, uncached, nginx: reference } = figures.get(page.name);
    const per = (a, b, key) => a.map((run, i) => run[key] / b[i][key]);
    if (reference.length > 0) {
      console.log(
        `  ${page.name.padEnd(8)} cached/nginx req/s ${spread(per(cached, reference, "rps"), 2)}   p99 ${spread(per(cached, reference, "p99"), 2)}   cpu/request ${spread(per(cached, reference, "cpu"), 2)}`,
      );
    }
    console.log(`  ${page.name.padEnd(8)} uncached/cached req/s ${spread(per(uncached, cached, "rps"), 2)}`);
  }
  if (!NGINX) console.log("\nno nginx reference (apt-get install -y nginx-light)");
} finally {
  await nginx?.stop();
  await tessera.stop();
}
