// An esbuild plugin that expands Vite's eager `import.meta.glob("./dir/*/File.tsx", { eager: true })`
// into static imports, so the server bundle finds files from the folder list as Vite and vitest do.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const CALL = /import\.meta\.glob(?:<[^(]*>)?\(\s*(["'])([^"']+)\1\s*,\s*\{\s*eager:\s*true\s*\}\s*\)/g;

function segmentPattern(segment) {
  return new RegExp(`^${segment.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`);
}

/** The files under `dir` matching a relative pattern whose segments may hold `*`, as "./a/b" paths, sorted. */
function matchingFiles(dir, pattern) {
  const segments = pattern.replace(/^\.\//, "").split("/");
  let found = [""];
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    const test = segmentPattern(segment);
    found = found.flatMap((prefix) =>
      readdirSync(path.join(dir, prefix))
        .filter((name) => test.test(name) && statSync(path.join(dir, prefix, name)).isDirectory() !== last)
        .map((name) => (prefix ? `${prefix}/${name}` : name)),
    );
  }
  return found.map((file) => `./${file}`).sort();
}

/** The esbuild plugin for the source files under `srcDir`. */
export function importMetaGlob(srcDir) {
  return {
    name: "import-meta-glob",
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (!args.path.startsWith(srcDir)) return undefined;
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("import.meta.glob")) return undefined;
        const imports = [];
        const contents = source.replace(CALL, (_call, _quote, pattern) => {
          const entries = matchingFiles(path.dirname(args.path), pattern).map((file) => {
            const name = `__glob_${imports.length}`;
            imports.push(`import * as ${name} from ${JSON.stringify(file)};`);
            return `${JSON.stringify(file)}: ${name}`;
          });
          return `{ ${entries.join(", ")} }`;
        });
        return { contents: `${imports.join("\n")}\n${contents}`, loader: args.path.endsWith("x") ? "tsx" : "ts", resolveDir: path.dirname(args.path) };
      });
    },
  };
}
