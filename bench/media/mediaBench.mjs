// bench:media — what the demo gallery page (/roastery) costs a visitor:
//   1. the island JavaScript the gallery adds, gzip, against React's client runtime (gzip) as
//      the reference a hydrated gallery would start from;
//   2. the image bytes a 375 px-wide phone downloads after scrolling the whole page, against
//      the originals of the same pictures;
//   3. the cumulative layout shift Chromium measures while the page loads (phone and desktop).
// Run with `npm run bench:media` (it builds first). Starts the built server on a free port with
// a temporary data directory and Debian's Chromium through playwright-core.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const manifest = JSON.parse(readFileSync(path.join(root, "dist/client/.vite/manifest.json"), "utf8"));

function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The built files an entry loads up front (static imports) and on demand (dynamic imports). */
function chunksOf(source) {
  const upfront = new Set();
  const later = new Set();
  const walk = (key, into) => {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return;
    into.add(entry.file);
    for (const dependency of entry.imports ?? []) walk(dependency, into);
    for (const dependency of entry.dynamicImports ?? []) if (into === upfront) walk(dependency, later);
  };
  walk(source, upfront);
  for (const file of upfront) later.delete(file);
  return { upfront: [...upfront], later: [...later] };
}

function bytes(files) {
  return files.reduce((sum, file) => sum + gzipSize(path.join(root, "dist/client", file)), 0);
}

async function freePort() {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-bench-media-"));
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("Tessera is running") && resolve());
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    port,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

const CLS_SCRIPT = () => {
  globalThis.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) globalThis.__cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
};

async function visit(browser, url, device) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const images = new Map();
  page.on("response", async (response) => {
    if (!response.url().includes("/s/")) return;
    const body = await response.body().catch(() => null);
    if (body) images.set(response.url(), body.length);
  });
  await page.addInitScript(CLS_SCRIPT);
  await page.goto(url, { waitUntil: "networkidle" });
  for (let y = 0; y < 6000; y += 400) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState("networkidle");
  const cls = await page.evaluate(() => globalThis.__cls);
  await context.close();
  return { cls, images };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  const url = `http://demo.localhost:${server.port}/roastery`;
  const phone = await visit(browser, url, { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const phone3x = await visit(browser, url, { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  const desktop = await visit(browser, url, { viewport: { width: 1280, height: 800 } });

  const db = new Database(path.join(server.dataDir, "tessera.db"), { readonly: true });
  const sizes = new Map(
    db
      .prepare("select id, byte_size from assets")
      .all()
      .map((r) => [r.id, r.byte_size]),
  );
  db.close();
  const originalsOf = (images) =>
    [...new Set([...images.keys()].map((u) => new URL(u).pathname.split("/")[2]))].reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0);
  const downloaded = (images) => [...images.values()].reduce((a, b) => a + b, 0);

  const gallery = chunksOf("src/blocks/gallery/island.ts");
  const runtime = chunksOf("src/site/runtime/main.ts");
  const added = gallery.upfront.filter((f) => !runtime.upfront.includes(f));
  const react =
    gzipSize(path.join(root, "node_modules/react-dom/cjs/react-dom-client.production.js")) +
    gzipSize(path.join(root, "node_modules/react/cjs/react.production.js"));

  console.log("bench:media — the demo gallery page (/roastery)\n");
  console.log(
    `Island JavaScript the gallery adds (gzip): ${kb(bytes(added))} up front (${added.length} files), ${kb(bytes(gallery.later))} more on the first lightbox open`,
  );
  console.log(`  reference: React's client runtime (react + react-dom, gzip): ${kb(react)}`);
  console.log(`  ratio gallery / React: ${(bytes(added) / react).toFixed(3)}\n`);
  for (const [name, run] of [
    ["375 px phone, 2x", phone],
    ["375 px phone, 3x", phone3x],
    ["1280 px desktop", desktop],
  ]) {
    const originals = originalsOf(run.images);
    console.log(
      `${name}: ${run.images.size} images, ${kb(downloaded(run.images))} downloaded vs ${kb(originals)} of originals — ratio ${(downloaded(run.images) / originals).toFixed(3)}; CLS ${run.cls}`,
    );
  }
  if (phone.cls !== 0 || desktop.cls !== 0 || phone3x.cls !== 0) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
