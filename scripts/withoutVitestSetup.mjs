// The journeys' server harness reads the seeded data directory of vitest's global setup through
// `inject`; outside vitest there is none. Programs that reuse the harness outside vitest (the
// TypeScript benches, the contact sheet) are bundled with esbuild and this plugin, which gives
// them vitest with an `inject` that answers undefined, so the harness seeds a fresh server itself.
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/** Vitest as the harness imports it, with `inject` answering nothing: a program run on its own has no vitest global setup. */
export const withoutVitestSetup = {
  name: "without-vitest-setup",
  setup(bundle) {
    bundle.onResolve({ filter: /^vitest$/ }, (args) =>
      args.namespace === "without-vitest-setup" ? { path: "vitest", external: true } : { path: "vitest", namespace: "without-vitest-setup" },
    );
    bundle.onLoad({ filter: /.*/, namespace: "without-vitest-setup" }, () => ({
      contents: 'export * from "vitest";\nexport function inject() {\n  return undefined;\n}\n',
      loader: "js",
    }));
  },
};

/** Bundles a TypeScript program that reuses the journeys' harness into `outfile` and runs it. */
export async function bundleAndRun(entry, outfile) {
  await build({
    entryPoints: [entry],
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
}
