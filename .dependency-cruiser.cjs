// The layers of docs/ARCHITECTURE.md ("The layers"; in full in docs/source-tree.md, "Import directions"), checked by `npm run check:deps`
// (a step of `npm test`). Type-only imports count: a type pulls its file's layer in as much as a value does.
// Layers, lowest first: domain; db and browser (each over domain); blocks (over browser); site (over
// blocks); admin (over browser and the browser-safe files of blocks); server; cli.

/** A rule that lets files of one top-level folder of src/ import only the folders named. */
function layer(name, folder, allowed, comment) {
  return {
    name,
    comment,
    severity: "error",
    from: { path: `^src/${folder}/` },
    to: { path: "^src/", pathNot: `^src/(${[folder, ...allowed].join("|")})/` },
  };
}

/** A feature's tests and test helpers, which may build the whole server. */
const FEATURE_TESTS = ["\\.test\\.tsx?$", "/testing/", "/testing\\.ts$"];

/** The files a browser loads as entries: the runtime, the islands and the configuration area. */
const BROWSER_ENTRY_POINTS = ["^src/site/runtime/main\\.ts$", "^src/blocks/[^/]+/island\\.ts$", "^src/admin/main\\.tsx$"];

module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment:
        "Files of src/ never import each other in a circle, within a folder or across folders. Two exceptions, each " +
        "closed by a type-only import: StoreService hands itself to its checkout and recovery modules, and a block's " +
        "catalogue preview (<Type>Preview.tsx) takes its settings type from the schema.ts that lists it.",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true, viaOnly: { pathNot: "^src/(server/features/store/storeService\\.ts|blocks/[^/]+/[^/]+Preview\\.tsx)$" } },
    },
    layer("domain-imports-nothing", "domain", [], "domain is pure TypeScript shared by everything; it imports nothing of ours."),
    layer("db-imports-domain", "db", ["domain"], "db (row types, the database factory, migrations) imports only domain."),
    layer("browser-imports-domain", "browser", ["domain"], "browser helpers serve both islands and the runtime; they import only domain."),
    layer(
      "blocks-import-browser-and-domain",
      "blocks",
      ["browser", "domain"],
      "blocks import domain and the browser helpers, never site, admin, server or db.",
    ),
    layer(
      "site-imports-blocks-browser-and-domain",
      "site",
      ["blocks", "browser", "domain"],
      "site imports domain, browser and blocks, never admin, server or db.",
    ),
    layer(
      "admin-imports-blocks-browser-and-domain",
      "admin",
      ["blocks", "browser", "domain"],
      "the configuration area is browser code: it never imports site, server or db.",
    ),
    layer(
      "server-imports-no-cli-or-admin",
      "server",
      ["db", "blocks", "browser", "domain", "site"],
      "server imports everything but cli and the configuration area, whose built files it serves.",
    ),
    layer(
      "cli-imports-no-admin",
      "cli",
      ["server", "db", "blocks", "browser", "domain", "site"],
      "cli runs the server's code; it never imports the configuration area.",
    ),
    {
      name: "features-sit-below-the-composition-root",
      comment:
        "A feature never imports what is built on top of it: app.ts, config.ts, backgroundWork.ts, bootstrap.ts, " +
        "environmentConfig.ts, startServer.ts, main.ts, seed/ and the test harness (testing/). Its tests and test helpers may " +
        "build the whole server.",
      severity: "error",
      from: { path: "^src/server/features/", pathNot: FEATURE_TESTS },
      to: { path: "^src/server/((app|config|backgroundWork|bootstrap|environmentConfig|startServer|main)\\.ts$|seed/|testing/)" },
    },
    {
      name: "only-feature-routes-reach-http",
      comment:
        "Of a feature, only its route files (<name>Routes.ts or .tsx) import src/server/http and the AppServices type " +
        "(services.ts): they are the feature's HTTP edge. The rest of a feature sits below http, and is handed what it needs.",
      severity: "error",
      from: { path: "^src/server/features/", pathNot: [...FEATURE_TESTS, "Routes\\.tsx?$"] },
      to: { path: "^src/server/(http/|services\\.ts$)" },
    },
    {
      name: "admin-reaches-only-browser-safe-blocks",
      comment: "The configuration area uses the blocks' types, schemas and previews, never their server rendering (<Type>Block.tsx, registry.ts) or islands.",
      severity: "error",
      from: { path: "^src/admin/" },
      to: {
        path: ["^src/blocks/registry\\.ts$", "^src/blocks/renderableLayout\\.ts$", "^src/blocks/[^/]+/[^/]+Block\\.tsx$", "^src/blocks/[^/]+/island\\.ts$"],
        reachable: true,
      },
    },
    {
      name: "no-unresolvable-imports",
      comment: "Every import of src/ finds its file: a moved file's importers follow it.",
      severity: "error",
      from: { path: "^src/" },
      to: { couldNotResolve: true },
    },
    {
      name: "no-browser-entry-imports",
      comment: "The runtime, the islands and the configuration area's entry are built and served, never imported.",
      severity: "error",
      from: {},
      to: { path: BROWSER_ENTRY_POINTS },
    },
    {
      name: "browser-code-imports-single-limits",
      comment: "Browser code imports single files of domain/limits, not the whole LIMITS object, so bundles stay small.",
      severity: "error",
      from: { path: ["^src/browser/", "^src/site/runtime/", "^src/blocks/[^/]+/island\\.ts$", "^src/blocks/[^/]+/browser/", "^src/admin/"] },
      to: { path: "^src/domain/limits/index\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^src/.*\\.d\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
    skipAnalysisNotInRules: true,
    cache: { folder: "node_modules/.cache/dependency-cruiser", strategy: "content" },
  },
};
