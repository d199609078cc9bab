// bench:media — what the demo gallery page (/roastery) costs a visitor, in repeated rounds
// (ROUNDS, default 3), each figure printed as min / median / max:
//   1. ALL the script the page loads in Chromium (runtime, islands and their chunks, gzip as
//      the server's files compress at level 9), how many files, and how many of them the HTML
//      announced with <link rel="modulepreload"> (all of them: the request chain is 2 deep);
//   2. the image bytes a 390 px-wide 3x phone downloads after scrolling the whole page, against
//      the originals of the same pictures (goal: at most 30%; the bench exits 1 above it), and
//      the same for a 375 px 2x phone and a 1280 px desktop;
//   3. the cumulative layout shift Chromium measures while the gallery and a product page load
//      (exits 1 when the gallery shifts at all or the product page shifts more than 0.01).
// Run with `npm run bench:media` (it builds first). Starts the built server on a free port with
// a temporary data directory and Debian's Chromium through playwright-core. Absolute sizes do
// not depend on the machine's load; only the ratios are goals.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { chromium } from "playwright-core";
import { root, startBuiltServer } from "../builtServer.mjs";

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

const CLS_SCRIPT = () => {
  globalThis.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) globalThis.__cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
};

/** Goals of issue 13: image bytes on a 3x phone against the originals, and layout shift. */
const GOALS = { phone3xImageShare: 0.3, productCls: 0.01, galleryCls: 0 };
const ROUNDS = Number(process.env.ROUNDS ?? 3);

async function visit(browser, url, device) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const images = new Map();
  const scripts = new Set();
  page.on("response", async (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) scripts.add(pathname);
    if (!pathname.startsWith("/s/")) return;
    const body = await response.body().catch(() => null);
    if (body) images.set(response.url(), body.length);
  });
  await page.addInitScript(CLS_SCRIPT);
  await page.goto(url, { waitUntil: "networkidle" });
  const announced = await page.$$eval('link[rel="modulepreload"], script[type="module"][src]', (links) => links.map((l) => new URL(l.href || l.src).pathname));
  for (let y = 0; y < 6000; y += 400) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState("networkidle");
  const cls = await page.evaluate(() => globalThis.__cls);
  await context.close();
  return { cls, images, scripts: [...scripts], announced: new Set(announced) };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** "min / median / max" of a list of numbers, each written by `format`. */
function spread(values, format) {
  const sorted = [...values].sort((a, b) => a - b);
  return `${format(sorted[0])} / ${format(sorted[Math.floor(sorted.length / 2)])} / ${format(sorted[sorted.length - 1])}`;
}

const DEVICES = {
  phone3x: { label: "390 px phone, 3x", device: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } },
  phone2x: { label: "375 px phone, 2x", device: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  desktop: { label: "1280 px desktop", device: { viewport: { width: 1280, height: 800 } } },
};

/**
 * Waits until the server has made every picture's widths: it makes them in the background, and a
 * width asked for before then is answered by a stand-in (the original at first), not what a
 * visitor gets once the site is set up.
 */
async function widthsMade(dataDir) {
  const db = new Database(path.join(dataDir, "tessera.db"), { readonly: true });
  try {
    const waiting = db.prepare("select count(*) as n from assets where status in ('pending', 'processing')");
    while (waiting.get().n > 0) await new Promise((resolve) => setTimeout(resolve, 250));
  } finally {
    db.close();
  }
}

const server = await startBuiltServer("media");
await widthsMade(server.dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  const base = `http://demo.localhost:${server.port}`;
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

  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const runs = {};
    for (const [name, { device }] of Object.entries(DEVICES)) runs[name] = await visit(browser, `${base}/roastery`, device);
    const product = await visit(browser, `${base}/shop/harbor-blend`, DEVICES.phone2x.device);
    rounds.push({ runs, product });
  }

  const react =
    gzipSize(path.join(root, "node_modules/react-dom/cjs/react-dom-client.production.js")) +
    gzipSize(path.join(root, "node_modules/react/cjs/react.production.js"));
  const scriptBytes = (run) => bytes(run.scripts.map((p) => p.slice(1)));
  const unannounced = (run) => run.scripts.filter((p) => !run.announced.has(p));
  const lazyChunks = chunksOf("src/blocks/gallery/island.ts").later;

  console.log(`bench:media — the demo gallery page (/roastery), ${ROUNDS} rounds, min / median / max\n`);
  const phone3x = rounds.map((r) => r.runs.phone3x);
  console.log(`All script the gallery page loads (gzip): ${spread(phone3x.map(scriptBytes), kb)}`);
  console.log(
    `  files: ${spread(
      phone3x.map((r) => r.scripts.length),
      String,
    )}; not announced by the HTML: ${spread(
      phone3x.map((r) => unannounced(r).length),
      String,
    )}`,
  );
  for (const file of new Set(phone3x.flatMap(unannounced))) console.log(`    not announced: ${file}`);
  console.log(`  ${kb(bytes(lazyChunks))} more on the first lightbox open (${lazyChunks.length} files)`);
  console.log(
    `  reference: React's client runtime (react + react-dom, gzip): ${kb(react)}; ratio ${spread(
      phone3x.map((r) => scriptBytes(r) / react),
      (v) => v.toFixed(3),
    )}\n`,
  );
  const shares = {};
  for (const [name, { label }] of Object.entries(DEVICES)) {
    const runs = rounds.map((r) => r.runs[name]);
    shares[name] = runs.map((run) => downloaded(run.images) / originalsOf(run.images));
    console.log(
      `${label}: ${runs[0].images.size} images, ${spread(
        runs.map((run) => downloaded(run.images)),
        kb,
      )} downloaded vs ${kb(originalsOf(runs[0].images))} of originals`,
    );
    console.log(
      `  ratio ${spread(shares[name], (v) => v.toFixed(3))}; CLS ${spread(
        runs.map((run) => run.cls),
        (v) => v.toFixed(4),
      )}`,
    );
  }
  const productCls = rounds.map((r) => r.product.cls);
  console.log(`\nProduct page (/shop/harbor-blend, 375 px phone): CLS ${spread(productCls, (v) => v.toFixed(4))}`);

  const failures = [];
  const worstShare = Math.max(...shares.phone3x);
  if (worstShare > GOALS.phone3xImageShare)
    failures.push(`the 3x phone downloads ${(worstShare * 100).toFixed(1)}% of the originals (goal ${GOALS.phone3xImageShare * 100}%)`);
  const galleryCls = Math.max(...rounds.flatMap((r) => Object.values(r.runs).map((run) => run.cls)));
  if (galleryCls > GOALS.galleryCls) failures.push(`the gallery page shifts (CLS ${galleryCls})`);
  if (Math.max(...productCls) > GOALS.productCls) failures.push(`the product page shifts (CLS ${Math.max(...productCls)}, goal ${GOALS.productCls})`);
  for (const failure of failures) console.log(`FAIL: ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
