// `npm run contact-sheet` (after `node scripts/build.mjs`): bundles scripts/contact-sheet/contactSheet.ts
// with esbuild into dist/contact-sheet/ and runs it. It reuses the journeys' harness (server,
// browser, block cases, template sites) outside vitest, as the TypeScript benches do.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundleAndRun } from "./withoutVitestSetup.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
await bundleAndRun(path.join(root, "scripts", "contact-sheet", "contactSheet.ts"), path.join(root, "dist", "contact-sheet", "contactSheet.mjs"));
