// `npm run contact-sheet` (after `node scripts/build.mjs`): bundles scripts/contact-sheet/contactSheet.ts
// with esbuild into dist/contact-sheet/ and runs it. It reuses the journeys' harness (server,
// browser, block cases, template sites) outside vitest, as the TypeScript benches do.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { withoutVitestSetup } from "./withoutVitestSetup.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outfile = path.join(root, "dist", "contact-sheet", "contactSheet.mjs");
await build({
  entryPoints: [path.join(root, "scripts", "contact-sheet", "contactSheet.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  plugins: [withoutVitestSetup],
  logLevel: "warning",
});
await import(pathToFileURL(outfile).href);
