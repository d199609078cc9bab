import path from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { expect, it } from "vitest";
import { PROJECT_ROOT } from "./projectRoot";

const FEATURES = "src/server/features/";

/** The feature folder a file of src/server/features/ belongs to. */
function featureOf(file: string): string {
  return file.slice(FEATURES.length).split("/")[0]!;
}

/** Every import from one feature folder into another ("forms → captcha"), with the files that make it. */
async function featureImports(): Promise<Map<string, string[]>> {
  const options = await extractDepcruiseOptions(path.join(PROJECT_ROOT, ".dependency-cruiser.cjs"));
  const tsConfig = extractTSConfig(path.join(PROJECT_ROOT, "tsconfig.json"));
  const cruised = await cruise([FEATURES], { ...options, baseDir: PROJECT_ROOT, includeOnly: `^${FEATURES}`, cache: false, validate: false }, {}, { tsConfig });
  const imports = new Map<string, string[]>();
  for (const module of (cruised.output as ICruiseResult).modules) {
    for (const dependency of module.dependencies) {
      if (!dependency.resolved.startsWith(FEATURES)) continue;
      const from = featureOf(module.source);
      const to = featureOf(dependency.resolved);
      if (from === to) continue;
      const key = `${from} → ${to}`;
      imports.set(key, [...(imports.get(key) ?? []), `${module.source} → ${dependency.resolved}`]);
    }
  }
  return imports;
}

it("lets no two folders of src/server/features import each other (test files count)", async () => {
  const imports = await featureImports();
  const mutual = new Map<string, string[]>();
  for (const [key, files] of imports) {
    const [from, to] = key.split(" → ") as [string, string];
    const back = imports.get(`${to} → ${from}`);
    if (back && from < to) mutual.set(`${from} ↔ ${to}`, [...files, ...back]);
  }
  expect([...mutual], "feature folders importing each other: move the shared piece down, or hand one an interface of the other").toEqual([]);
}, 180_000);
