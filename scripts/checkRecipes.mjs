// `npm run check:recipes [setting|block|route ...]`: follows the recipes of docs/ARCHITECTURE.md
// ("Adding a setting", "Adding a block", "Adding an API route") step by step in a copy of the tree in a
// temporary directory, then runs there the tests the recipe says prove it, and the suite's tests the
// change touches. It fails when a recipe leaves out a step the code or the tests need. Each step below
// carries the recipe's own number; change both together.
import { spawn } from "node:child_process";
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The copy's files: every tracked and untracked (not ignored) file of the tree, as it is now. */
function copyTree() {
  const copy = mkdtempSync(path.join(tmpdir(), "tessera-recipe-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root }).toString().split("\0");
  for (const file of files.filter((name) => name && existsSync(path.join(root, name)) && !name.startsWith("node_modules"))) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(copy, file));
  }
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
  // Tests that read the built bundles (the page's scripts) find them as the tree has them.
  symlinkSync(path.join(root, "dist"), path.join(copy, "dist"));
  return copy;
}

/** Replaces the one occurrence of `anchor` in a file of the copy by `replacement`; a missing anchor means the recipe's file moved. */
function edit(copy, file, anchor, replacement) {
  const text = readFileSync(path.join(copy, file), "utf8");
  if (text.split(anchor).length !== 2) throw new Error(`${file} no longer holds exactly one ${JSON.stringify(anchor)}: update the recipe and this script.`);
  writeFileSync(path.join(copy, file), text.replace(anchor, replacement));
}

function write(copy, file, text) {
  mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  writeFileSync(path.join(copy, file), text);
}

/** "Adding a setting": a checkbox kept in extraSettings that pages read, and a test that it works end to end. */
function addSetting(copy) {
  // 1. An entry in SITE_SETTING_DEFINITIONS, stored in extraSettings, with a default and a context.
  edit(
    copy,
    "src/domain/siteSettings/siteSettingDefinitions.ts",
    "] as const satisfies readonly SiteSettingDefinition[];",
    `  {
    key: "showReadingTime",
    schema: z.boolean(),
    default: true,
    write: PERMISSION.SETTINGS,
    storage: "extraSettings",
    context: "websiteSettings",
    control: { kind: "checkbox", label: "Reading time", description: "Posts say how long they take to read." },
  },
] as const satisfies readonly SiteSettingDefinition[];`,
  );
  // 2. Read where it acts (the server's generalSettingsOf, the page's context.websiteSettings), and the
  // recipe's promise: no migration, route, site file or screen change.
  write(
    copy,
    "src/server/features/settings/recipeSetting.test.ts",
    `import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { exportSite } from "../siteFormat/siteFile";
import { websitesRepository } from "../sites/websitesRepository";
import { onePageSite } from "../../testing/siteFiles";
import { createTestServer, seedSite, siteContextOf, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { generalSettingsOf } from "./generalSettings";

const OWNER = { email: "owner@recipe.example", password: "owner password 1" };

describeEachDatabase("a setting added by its recipe", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  const send = (method: "GET" | "PUT", url: string, body?: unknown) =>
    owner.send(server, "recipe", {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb") ?? "" },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  beforeAll(async () => {
    await seedSite(database(), onePageSite("recipe", [{ id: "a".repeat(24), type: "heading", settings: { text: "Hello", level: 1 } }]), OWNER);
    server = await createTestServer(database());
    owner = await signedIn(server, "recipe", OWNER.email, OWNER.password);
  });
  afterAll(() => server.close());

  it("is read, saved, shown to pages and carried by site files", async () => {
    const { siteAddress: _address, ...settings } = (await send("GET", "/api/config/site/settings")).json();
    expect(settings.showReadingTime).toBe(true);
    expect(siteContextOf((await server.request("recipe", { method: "GET", url: "/" })).body).websiteSettings.showReadingTime).toBe(true);
    expect((await send("PUT", "/api/config/site/settings", { ...settings, showReadingTime: false })).statusCode).toBe(200);
    expect(siteContextOf((await server.request("recipe", { method: "GET", url: "/" })).body).websiteSettings.showReadingTime).toBe(false);
    expect(generalSettingsOf((await websitesRepository.findByIdentifier(server.services.db, "recipe"))!).showReadingTime).toBe(false);
    const file = JSON.parse(await exportSite(server.services.db, "recipe"));
    expect(file.website.extraSettings.showReadingTime).toBe(false);
    const copy = onePageSite("recipe-copy", [], { extraSettings: { showReadingTime: false } });
    await seedSite(database(), copy);
    expect(generalSettingsOf((await websitesRepository.findByIdentifier(server.services.db, "recipe-copy"))!).showReadingTime).toBe(false);
  });
});
`,
  );
  return [
    "src/server/features/settings/recipeSetting.test.ts",
    "src/domain/siteSettings",
    "src/server/features/settings",
    "src/admin/shell/ui/schemaErrors.test.ts",
    "src/admin/plainWords",
    "src/server/http/plainFieldMessages.test.ts",
    "src/server/http/siteWrites.test.ts",
    "src/server/features/pageAssembly/contentRoutes.test.ts",
    "src/server/features/siteFormat",
  ];
}

/** "Adding a block": a note block with one text setting, only in Tessera. */
function addBlock(copy) {
  // 1. The folder's schema.ts, its code from blockTypes.ts (a type only Tessera has takes the next code from 1000 up).
  edit(copy, "src/domain/enumerations/blockTypes.ts", "  languageSwitcher: 1066,\n", "  languageSwitcher: 1066,\n  recipeNote: 1067,\n");
  write(
    copy,
    "src/blocks/recipe-note/schema.ts",
    `import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";

const settings = z.strictObject({
  text: z.string().trim().max(200).default("Fresh bread at seven."),
});

/** Settings of a note: its one line of text. */
export type RecipeNoteSettings = z.infer<typeof settings>;

/** A short line of text set apart from the page. */
export const recipeNoteSchema: BlockSchemaDefinition<RecipeNoteSettings> = {
  type: "recipe-note",
  code: BLOCK_TYPE.recipeNote,
  label: "Note",
  description: "A short line set apart from the page.",
  category: "text",
  schema: settings,
  example: { text: "Fresh bread at seven." },
};
`,
  );
  // 2. <Type>Block.tsx exporting <Type>Block inside BlockFrame.
  write(
    copy,
    "src/blocks/recipe-note/RecipeNoteBlock.tsx",
    `import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { recipeNoteSchema, type RecipeNoteSettings } from "./schema";

/** Renders the note as one paragraph. */
export function RecipeNoteBlock({ id, settings }: BlockRenderProps<RecipeNoteSettings>) {
  return (
    <BlockFrame id={id} type={recipeNoteSchema.type} code={recipeNoteSchema.code}>
      <p className="tsr-recipe-note">{settings.text}</p>
    </BlockFrame>
  );
}
`,
  );
  // 3. Its stylesheet in the folder (no island: it needs no browser behaviour).
  write(copy, "src/blocks/recipe-note/recipe-note.css", ".tsr-recipe-note {\n  font-style: italic;\n}\n");
  // 4. One line in BLOCK_SCHEMAS, and the block marked offered in docs/blocks.md.
  edit(
    copy,
    "src/blocks/schemaRegistry.ts",
    'import { rssSchema } from "./rss/schema";\n',
    'import { rssSchema } from "./rss/schema";\nimport { recipeNoteSchema } from "./recipe-note/schema";\n',
  );
  edit(copy, "src/blocks/schemaRegistry.ts", "  rssSchema,\n", "  rssSchema,\n  recipeNoteSchema,\n");
  edit(
    copy,
    "docs/blocks.md",
    "`reservation-widget` (1065) and `language-switcher` (1066).",
    "`reservation-widget` (1065), `language-switcher` (1066) and `recipe-note` (1067).",
  );
  // 5. On a demo page: the More blocks page of demo/demo-site.json shows it with its example settings.
  const demoFile = path.join(copy, "demo/demo-site.json");
  const demo = JSON.parse(readFileSync(demoFile, "utf8"));
  const page = demo.collections.find((collection) => collection.urlSlug === "more-blocks");
  for (const layout of [page.layout.draft, page.layout.published]) {
    const section = layout.sections.at(-1);
    const row = Math.max(...section.blocks.map((block) => block.desktop.row + block.desktop.height));
    section.blocks.push({
      id: "b10c5000000000000000f0f1",
      type: "recipe-note",
      settings: { text: "Fresh bread at seven." },
      desktop: { column: 1, row, width: 24, height: 1 },
    });
  }
  writeFileSync(demoFile, `${JSON.stringify(demo, null, 2)}\n`);
  return [
    "src/blocks",
    "src/domain/enumerations",
    "src/admin/screens/editor",
    "src/admin/shell/ui/schemaErrors.test.ts",
    "src/admin/plainWords",
    "scripts/blockStyles.test.ts",
    "src/server/features/pageAssembly/demoBlocksPage.test.ts",
    "src/server/features/pageAssembly/catalogueBlocks.test.ts",
    "src/server/seed/demoSeed.test.ts",
  ];
}

/** "Adding an API route": an owner's note kept in the extra settings, read and written at /api/config/site/note. */
function addRoute(copy) {
  // 1. Schema: request and response shapes in src/domain/api/<area>.ts.
  write(
    copy,
    "src/domain/api/siteNote.ts",
    `import { z } from "zod";

/** The owner's note about the site, as GET and PUT /api/config/site/note exchange it. */
export const siteNoteSchema = z.strictObject({ note: z.string().trim().max(200, "must be at most 200 characters.") });
`,
  );
  // 2. Route: the typed provider, its access, the schemas; registered in buildApp before the content routes.
  write(
    copy,
    "src/server/features/settings/siteNoteRoutes.ts",
    `import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { siteNoteSchema } from "../../../domain/api/siteNote";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { websitesRepository } from "../sites/websitesRepository";

/** The owner's note about the site, kept in its extra settings. */
export async function registerSiteNoteRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/config/site/note",
    { config: { access: { permission: PERMISSION.SETTINGS, mode: "read" } }, schema: { response: { 200: siteNoteSchema } } },
    async (request) => {
      const website = await websitesRepository.findById(services.db, requireSite(request).id);
      return { note: String(website?.extraSettings.siteNote ?? "") };
    },
  );
  app.put(
    "/api/config/site/note",
    { config: { access: { permission: PERMISSION.SETTINGS, mode: "write" } }, schema: { body: siteNoteSchema, response: { 200: siteNoteSchema } } },
    async (request) => {
      await services.siteSettings.writeExtraSetting(requireSite(request).id, "siteNote", request.body.note);
      return request.body;
    },
  );
}
`,
  );
  edit(
    copy,
    "src/server/app.ts",
    "  await registerCodeInjectionRoutes(app, services);\n",
    "  await registerCodeInjectionRoutes(app, services);\n  await registerSiteNoteRoutes(app, services);\n",
  );
  edit(
    copy,
    "src/server/app.ts",
    'import { registerCodeInjectionRoutes } from "./features/settings/codeInjectionRoutes";\n',
    'import { registerCodeInjectionRoutes } from "./features/settings/codeInjectionRoutes";\nimport { registerSiteNoteRoutes } from "./features/settings/siteNoteRoutes";\n',
  );
  // 4. Admin client: the area's calls typed from the same schema.
  write(
    copy,
    "src/admin/api/siteNote.ts",
    `import type { z } from "zod";
import type { siteNoteSchema } from "../../domain/api/siteNote";
import { api } from "./client";

/** The owner's note about the site. */
export type SiteNote = z.output<typeof siteNoteSchema>;

/** Reads the site's note. */
export const loadSiteNote = () => api.get<SiteNote>("/api/config/site/note");
/** Saves the site's note. */
export const saveSiteNote = (note: z.input<typeof siteNoteSchema>) => api.put<SiteNote>("/api/config/site/note", note);
`,
  );
  // 3. Writes: the PUT goes through the site write hook, and gets one request in siteWrites.test.ts's table.
  edit(
    copy,
    "src/server/http/siteWrites.test.ts",
    '    ["POST /api/config/site/domains",',
    '    ["PUT /api/config/site/note", async () => ({ url: "/api/config/site/note", payload: { note: "Closed on Mondays." } })],\n    ["POST /api/config/site/domains",',
  );
  // 5. Tests: the walks of the route table.
  return [
    "src/server/http/openApiDocument.test.ts",
    "src/server/http/plainFieldMessages.test.ts",
    "src/server/http/siteWrites.test.ts",
    "src/server/http/permissionMatrix.test.ts",
    "src/server/http/malformedBodies.test.ts",
    "src/server/http/foreignIds.test.ts",
  ];
}

const RECIPES = { setting: addSetting, block: addBlock, route: addRoute };

/** Runs vitest on the given files in the copy; resolves with its exit code. */
function vitest(copy, files) {
  return new Promise((resolve) => {
    const child = spawn("npx", ["vitest", "run", ...files], { cwd: copy, stdio: "inherit" });
    child.once("error", () => resolve(127));
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in RECIPES));
if (unknown.length > 0) {
  console.error(`Unknown recipe ${unknown.join(", ")}; the recipes are ${Object.keys(RECIPES).join(", ")}.`);
  process.exit(2);
}
if (!existsSync(path.join(root, "dist"))) {
  console.error("The recipes' tests read the built bundles: run node scripts/build.mjs first.");
  process.exit(2);
}
// All the recipes are followed in one copy and their tests run in one vitest run (one start instead
// of one per recipe, and the suite's tests several recipes touch run once): the recipes change
// different files, and a failing test's file names the recipe it belongs to.
const names = chosen.length > 0 ? chosen : Object.keys(RECIPES);
const copy = copyTree();
console.log(`\n▶ Recipes ${names.map((name) => `"${name}"`).join(", ")} in ${copy}`);
const files = new Set();
const failed = [];
for (const name of names) {
  try {
    for (const file of RECIPES[name](copy)) files.add(file);
  } catch (error) {
    failed.push(name);
    console.error(`✖ Recipe "${name}": ${error.message}`);
  }
}
const code = failed.length > 0 ? 1 : await vitest(copy, [...files]);
rmSync(copy, { recursive: true, force: true });
if (failed.length === 0)
  console.log(code === 0 ? `✔ Recipes ${names.join(", ")}` : `✖ The recipes' tests failed (exit code ${code}); the failing files above name the recipe`);
if (failed.length > 0 || code !== 0) process.exit(1);
