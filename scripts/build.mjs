// Builds what needs building: the browser bundles (Vite) and the server and CLI (esbuild).
// Skips the work when nothing under src/ changed since the last build.
import { copyFileSync, existsSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stampFile = path.join(root, "dist", ".build-stamp");
const serverOnly = process.argv.includes("--server-only");
const force = process.argv.includes("--force");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const inputs = Math.max(
  newestMtime(path.join(root, "src")),
  ...[
    "package.json",
    "vite.config.ts",
    "scripts/build.mjs",
    "scripts/importMetaGlob.mjs",
    "scripts/blockStyles.mjs",
    "scripts/precompress.mjs",
    "scripts/fonts.mjs",
  ].map((f) => statSync(path.join(root, f)).mtimeMs),
);
const serverStamp = path.join(root, "dist", ".server-stamp");
const fresh = (file) => !force && existsSync(file) && statSync(file).mtimeMs >= inputs;

if (serverOnly ? fresh(serverStamp) : fresh(stampFile) && existsSync(path.join(root, "dist/client/.vite/manifest.json"))) {
  process.exit(0);
}

// The builders are loaded only once there is something to build: the `tessera` command runs this
// check before every command.
const { build: esbuild } = await import("esbuild");
const { importMetaGlob } = await import("./importMetaGlob.mjs");
if (!serverOnly) {
  const { build } = await import("vite");
  const { precompress } = await import("./precompress.mjs");
  const { copyFonts } = await import("./fonts.mjs");
  await build({ configFile: path.join(root, "vite.config.ts"), logLevel: "warn" });
  precompress(path.join(root, "dist/client/assets"));
  copyFonts(root, path.join(root, "dist/client/assets/fonts"));
}

// The entries import the server dynamically (see src/server/main.ts), so the build splits it into
// chunks beside the server entry (two folders below the root, as PROJECT_ROOT expects); chunks of
// an earlier build are removed first.
for (const folder of ["server", "cli"]) rmSync(path.join(root, "dist", folder), { recursive: true, force: true });

await esbuild({
  entryPoints: { "server/main": "src/server/main.ts", "cli/main": "src/cli/main.ts" },
  absWorkingDir: root,
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  splitting: true,
  chunkNames: "server/[name]-[hash]",
  target: "node20",
  packages: "external",
  jsx: "automatic",
  sourcemap: true,
  plugins: [importMetaGlob(path.join(root, "src"))],
  logLevel: "warning",
});

// The image encoder's worker threads run their script as it is, found beside the server's chunks.
copyFileSync(path.join(root, "src/server/features/media/imageEncoder.mjs"), path.join(root, "dist/server/imageEncoder.mjs"));

mkdirSync(path.dirname(stampFile), { recursive: true });
writeFileSync(serverStamp, new Date().toISOString());
if (!serverOnly) writeFileSync(stampFile, new Date().toISOString());
