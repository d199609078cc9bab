// The references of bench:pages, each serving the same brotli bytes under the same headers as
// Tessera's cached answer, so a ratio compares only the servers: nginx with one worker (what a
// static file server does on one core) and a bare Fastify app (what Node and the web framework
// alone do on one core; Tessera cannot be faster than it).
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { READY_LINE, freePort, startProcess } from "../builtServer.mjs";

/** Headers of a cached answer a reference does not copy: each server sets its own framing, date and tags. */
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "etag", "transfer-encoding", "content-type"]);

/** The headers of a page a reference sends besides its own. */
function copiedHeaders(page) {
  return Object.entries(page.headers).filter(([name]) => !OWN_HEADERS.has(name));
}

/** Waits until an address answers, or fails after about five seconds. */
async function answering(url) {
  for (let tries = 0; tries < 50; tries++) {
    const ok = await fetch(url).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** nginx with one worker serving each page's brotli body from a file at /<name>. */
export async function startNginx(nginx, pages) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "tessera-bench-nginx-"));
  const www = path.join(dir, "www");
  mkdirSync(www);
  const locations = pages.map((page) => {
    writeFileSync(path.join(www, page.name), page.br);
    const headers = copiedHeaders(page).map(([name, value]) => `      add_header ${name} '${String(value).replaceAll("'", "\\'")}' always;`);
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
  const child = spawn(nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], { stdio: "inherit" });
  const origin = `http://127.0.0.1:${port}`;
  await answering(`${origin}/${pages[0].name}`);
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

/** The bare Fastify app: one route per page answering its bytes and headers, nothing else. */
const BARE_FASTIFY = `
const { readFileSync } = require("node:fs");
const pages = JSON.parse(readFileSync(process.env.PAGES_FILE, "utf8"));
const app = require("fastify")();
for (const page of pages) {
  const body = Buffer.from(page.br, "base64");
  app.get("/" + page.name, (request, reply) => { reply.headers(page.headers).type("text/html; charset=utf-8").send(body); });
}
app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" }).then(() => console.log("${READY_LINE}"));
`;

/** A bare Fastify app in its own process serving each page's brotli body at /<name>. */
export async function startBareFastify(pages) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "tessera-bench-fastify-"));
  const pagesFile = path.join(dir, "pages.json");
  writeFileSync(
    pagesFile,
    JSON.stringify(pages.map((page) => ({ name: page.name, br: page.br.toString("base64"), headers: Object.fromEntries(copiedHeaders(page)) }))),
  );
  const running = await startProcess(["-e", BARE_FASTIFY], { ...process.env, NODE_ENV: "production", PORT: String(port), PAGES_FILE: pagesFile });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: running.pid,
    stop: async () => {
      await running.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
