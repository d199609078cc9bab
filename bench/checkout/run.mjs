// Bundles and runs bench/checkout (TypeScript) with esbuild, after `node scripts/build.mjs`.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const outfile = path.join(root, "dist", "bench", "checkout.mjs");
await build({
  entryPoints: [path.join(root, "bench/checkout/checkoutBench.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
await import(pathToFileURL(outfile).href);
