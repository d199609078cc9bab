// Copies the site fonts (src/domain/siteStyles/fonts.ts) into the built assets: of each @fontsource
// package the project depends on, only the Latin woff2 files of weights 400 and 700.
import { copyFileSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const WANTED = /-latin-(400|700)-normal\.woff2$/;

/** Copies the wanted font files of every @fontsource dependency into `outDir`. */
export function copyFonts(root, outDir) {
  const { dependencies } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  mkdirSync(outDir, { recursive: true });
  for (const name of Object.keys(dependencies).filter((dependency) => dependency.startsWith("@fontsource/"))) {
    const files = path.join(root, "node_modules", name, "files");
    for (const file of readdirSync(files).filter((entry) => WANTED.test(entry))) copyFileSync(path.join(files, file), path.join(outDir, file));
  }
}
