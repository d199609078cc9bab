// `npm run contact-sheet`: one static page of screenshots to look over before a release. It starts
// the built server on a fresh data directory (the demo site seeded, booking frames from a stand-in
// provider), publishes the visual check's block cases (every block type's example and each of its
// designs, and the states only an action shows) and makes a site from every template, then
// photographs each block case, each state and every page of the demo and of every template at
// 390, 768 and 1280 px, and writes contact-sheet/index.html with the pictures beside it.
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { journeyChromium } from "../journeyChromium.mjs";
import { blockSchemaFor } from "../../src/blocks/schemaRegistry";
import { SITE_TEMPLATES } from "../../src/server/features/platform/siteTemplates";
import { publishBlockCasePages, type CasePage } from "../../e2e/harness/blockCasePages";
import { settle } from "../../e2e/harness/checks";
import { openJourney, type Journey } from "../../e2e/harness/journey";
import { importOwnedSite } from "../../e2e/harness/ownedSite";
import { startProviderStandIn, standInEnvironment } from "../../e2e/harness/providerStandIn";
import { sitePages } from "../../e2e/harness/sitePages";
import type { BlockState } from "../../e2e/harness/visualStates";
import { develop, loadEveryPicture, photographBlock, photographPage, type Exposure } from "./photograph";
import { sheetPage, type SheetRow, type SheetSection } from "./sheetPage";

const WIDTHS = [390, 768, 1280] as const;
const HEIGHT = 844;
/** The project root: this file is in scripts/contact-sheet/, and its bundle in dist/contact-sheet/. */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SHEET_FOLDER = path.join(ROOT, "contact-sheet");
/** The owner the templates' sites are made for, to read their page trees. */
const TEMPLATE_OWNER = { email: "owner@templates.example", password: "template-owner-pass-1" };

/** A row of the sheet and the stem of its screenshots' file names. */
interface Roll {
  stem: string;
  row: SheetRow;
}

/** One page to open at each width, and the rows it fills: its blocks, the moments of a state, or the page itself. */
type Visit =
  | { kind: "blocks"; path: string; site: string; blocks: { id: string; roll: Roll }[] }
  | { kind: "state"; path: string; site: string; blockId: string; steps: { step: BlockState["steps"][number]; roll: Roll }[] }
  | { kind: "page"; path: string; site: string; roll: Roll };

/** The sheet's sections and what to open to fill them. */
interface Plan {
  sections: SheetSection[];
  visits: Visit[];
  rows: number;
}

/** How far the photographing is, printed as it goes. */
interface Progress {
  done: number;
  total: number;
}

/** A new row in a section, with a file name stem unique in the sheet (its number, then its label in plain letters). */
function addRow(plan: Plan, section: SheetSection, label: string): Roll {
  const row: SheetRow = { label, shots: [] };
  section.rows.push(row);
  plan.rows += 1;
  const plain = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return { stem: `${String(plan.rows).padStart(4, "0")}-${plain}`, row };
}

/** The block type a case shows: visualCases.ts names every case "<type> …". */
function caseType(label: string): string {
  return label.split(" ")[0]!;
}

/** The sections of the block cases (one per block type) and of the states, with the visits that photograph them. */
function planBlocks(plan: Plan, casePages: CasePage[]): void {
  const byType = new Map<string, SheetSection>();
  for (const casePage of casePages) {
    if (casePage.state) {
      const section: SheetSection = { group: "Block states", title: casePage.state.label, rows: [] };
      plan.sections.push(section);
      const steps = casePage.state.steps.map((step) => ({ step, roll: addRow(plan, section, `${casePage.state!.label} ${step.label}`) }));
      plan.visits.push({ kind: "state", path: casePage.path, site: "demo", blockId: casePage.blocks[0]!.id, steps });
      continue;
    }
    const blocks = casePage.blocks.map(({ id, label }) => {
      const type = caseType(label);
      let section = byType.get(type);
      if (!section) {
        section = { group: "Blocks", title: `${blockSchemaFor(type)?.label ?? type} (${type})`, rows: [] };
        byType.set(type, section);
        plan.sections.push(section);
      }
      return { id, roll: addRow(plan, section, label) };
    });
    plan.visits.push({ kind: "blocks", path: casePage.path, site: "demo", blocks });
  }
}

/** A section per site with a row per page, and the visits that photograph them whole. */
function planSites(plan: Plan, sites: { identifier: string; title: string; pages: Map<string, string> }[]): void {
  for (const site of sites) {
    const section: SheetSection = { group: "Sites", title: site.title, rows: [] };
    plan.sections.push(section);
    for (const [name, pagePath] of site.pages) plan.visits.push({ kind: "page", path: pagePath, site: site.identifier, roll: addRow(plan, section, name) });
  }
}

/** Publishes the block cases and makes a site from every template; answers what to photograph. */
async function prepare(journey: Journey): Promise<Plan> {
  const { server } = journey;
  const plan: Plan = { sections: [], visits: [], rows: 0 };
  const reader = await journey.newPage();
  // The demo's pages are read before the block case pages are published on it, which are no page of its own.
  const sites = [{ identifier: "demo", title: "The demo site", pages: await sitePages(server, "demo", server.demoOwner, reader.page) }];
  planBlocks(plan, await publishBlockCasePages(server));
  for (const template of SITE_TEMPLATES) {
    const file = await readFile(path.join(ROOT, "templates", template.name, "site.json"), "utf8");
    const { identifier } = (JSON.parse(file) as { website: { identifier: string } }).website;
    await importOwnedSite(server, file, TEMPLATE_OWNER);
    sites.push({ identifier, title: `Template: ${template.title}`, pages: await sitePages(server, identifier, TEMPLATE_OWNER, reader.page) });
  }
  await reader.close();
  planSites(plan, sites);
  return plan;
}

/** Opens one visit's page at one width and photographs each of its rows. */
async function photographVisit(journey: Journey, page: Page, visit: Visit, width: number, progress: Progress): Promise<void> {
  const keep = async (roll: Roll, exposure: Exposure) => {
    roll.row.shots.push(await develop(SHEET_FOLDER, `${roll.stem}-${width}`, width, exposure));
    progress.done += 1;
    console.log(`${progress.done} of ${progress.total}: ${roll.row.label} at ${width} px`);
  };
  await page.goto(journey.server.siteUrl(visit.site, visit.path));
  await settle(page);
  await loadEveryPicture(page);
  if (visit.kind === "page") return keep(visit.roll, await photographPage(page, true));
  if (visit.kind === "blocks") {
    for (const { id, roll } of visit.blocks) await keep(roll, await photographBlock(page.locator(`#block-${id}`)));
    return;
  }
  const block = page.locator(`#block-${visit.blockId}`);
  let failed = "";
  for (const { step, roll } of visit.steps) {
    if (!failed) await step.act(page, block).catch((error: unknown) => (failed = `Could not get there: ${String(error).split("\n")[0]}`));
    await keep(roll, failed ? { missing: failed } : await photographPage(page, false));
  }
}

/** Photographs every visit at every width, one width at a time in one window. */
async function photograph(journey: Journey, plan: Plan): Promise<void> {
  const progress: Progress = { done: 0, total: plan.rows * WIDTHS.length };
  for (const width of WIDTHS) {
    const tracked = await journey.newPage({ viewport: { width, height: HEIGHT }, reducedMotion: "reduce" });
    for (const visit of plan.visits) await photographVisit(journey, tracked.page, visit, width, progress);
    await tracked.close();
  }
}

/** Makes the contact sheet and prints where it is. */
async function main(): Promise<void> {
  const started = Date.now();
  await rm(SHEET_FOLDER, { recursive: true, force: true });
  const standIn = await startProviderStandIn();
  const journey = await openJourney({ env: standInEnvironment(standIn) }).catch(async (error: unknown) => {
    await standIn.close();
    throw error;
  });
  try {
    console.log("Publishing the block cases and making a site from every template…");
    const plan = await prepare(journey);
    await photograph(journey, plan);
    const taken = new Date().toISOString().slice(0, 16).replace("T", " ");
    const note = `Taken ${taken} UTC from a fresh server, in ${journeyChromium()}, at ${WIDTHS.join(", ")} px wide (pixel ratio 1, reduced motion): each block as drawn on its page, each state in the window, each site page whole. Click a picture for its full size.`;
    await writeFile(path.join(SHEET_FOLDER, "index.html"), sheetPage({ title: "Tessera contact sheet", note, sections: plan.sections }));
  } finally {
    await journey.close();
    await standIn.close();
  }
  console.log(`Took ${Math.round((Date.now() - started) / 1000)} s. The contact sheet: ${path.join(SHEET_FOLDER, "index.html")}`);
}

await main();
