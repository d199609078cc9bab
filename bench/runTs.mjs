// Runs one TypeScript bench: `node bench/runTs.mjs <name>` bundles bench/<name>/<name>Bench.ts
// with esbuild into dist/bench/<name>.mjs and imports it (after `node scripts/build.mjs`, as the
// benches start the built server). The journeys' server harness reads the seeded data directory
// of vitest's global setup through `inject`; outside vitest there is none, so the bundle gets
// vitest with an `inject` that answers undefined (scripts/withoutVitestSetup.mjs), and the
// harness seeds a fresh server itself.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundleAndRun } from "../scripts/withoutVitestSetup.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const name = process.argv[2];
const entry = name ? path.join(root, "bench", name, `${name}Bench.ts`) : "";
if (!name || !existsSync(entry)) {
  console.error(`Usage: node bench/runTs.mjs <name>, where bench/<name>/<name>Bench.ts exists${name ? ` (${path.relative(root, entry)} does not)` : ""}.`);
  process.exit(2);
}

await bundleAndRun(entry, path.join(root, "dist", "bench", `${name}.mjs`));
