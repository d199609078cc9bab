// The visual check of every block (issue 35): each block type of the registry in each of its
// designs, with the demo's content and pictures (harness/visualCases.ts), and the states only an
// action shows (a gallery's and an image's lightbox on several pictures, a dialog, a tooltip:
// harness/visualStates.ts), at 390, 768 and 1280 px, and again at a pixel ratio of 3 on a phone for
// the pictures. A page of blocks is opened on the phone and widened (harness/seenWidths.ts); a state
// is opened afresh at each width, as a visitor of that width opens it; three pages are looked at at
// a time (harness/shareWork.ts). The rules (harness/visualCheck.ts) name each problem with its
// block case, page and width; the check passes while every finding is a known defect
// (harness/visualCheckKnownFindings.ts). Booking frames load from a stand-in provider on this machine.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { publishBlockCasePages, type CasePage } from "./harness/blockCasePages";
import { settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { startProviderStandIn, standInEnvironment, type ProviderStandIn } from "./harness/providerStandIn";
import { lookAcrossWidths, SEEN_HEIGHT, SEEN_PHONE, SEEN_WIDTHS } from "./harness/seenWidths";
import { shareWork } from "./harness/shareWork";
import { checkWhatIsSeen } from "./harness/visualCheck";
import { expectOnlyKnownFindings } from "./harness/visualVerdict";

/** How many pages are looked at at once. */
const LOOKERS = 3;

let standIn: ProviderStandIn;
let journey: Journey;
let pages: CasePage[];

beforeAll(async () => {
  standIn = await startProviderStandIn();
  journey = await openJourney({ env: standInEnvironment(standIn) });
  pages = await publishBlockCasePages(journey.server);
});

afterAll(async () => {
  await journey?.close();
  await standIn?.close();
});

/** Opens a case page at a width and marks each block with the case it shows, so findings name the case. */
async function openCasePage(page: Page, casePage: CasePage, width: number): Promise<void> {
  await page.setViewportSize({ width, height: SEEN_HEIGHT });
  await page.goto(journey.server.siteUrl("demo", casePage.path));
  await settle(page);
  await page.evaluate((blocks) => {
    for (const { id, label } of blocks) document.getElementById(`block-${id}`)?.setAttribute("data-seen-case", label);
  }, casePage.blocks);
}

/** Looks at the page as it is now, naming its case page (axe on the phone at a pixel ratio of 1, where the most rules apply). */
function look(page: Page, where: string, width: number, pixelRatio: number): Promise<string[]> {
  return checkWhatIsSeen(page, { where, width, pixelRatio, axe: width === SEEN_PHONE && pixelRatio === 1 });
}

/** Opens a state's page at a width and looks at each moment of its state. */
async function lookAtState(page: Page, casePage: CasePage, width: number, pixelRatio: number): Promise<string[]> {
  await openCasePage(page, casePage, width);
  const block = page.locator(`#block-${casePage.blocks[0]!.id}`);
  const found: string[] = [];
  for (const step of casePage.state!.steps) {
    await step.act(page, block);
    found.push(...(await look(page, `${casePage.title} ${step.label}`, width, pixelRatio)));
  }
  return found;
}

/** Looks at one case page at every width, and at 3x on the phone when it shows pictures. */
async function lookAtCasePage(looker: { page: Page; sharp: Page }, casePage: CasePage): Promise<string[]> {
  const found: string[] = [];
  if (casePage.state) {
    for (const width of SEEN_WIDTHS) found.push(...(await lookAtState(looker.page, casePage, width, 1)));
    if (casePage.pictures) found.push(...(await lookAtState(looker.sharp, casePage, SEEN_PHONE, 3)));
    return found;
  }
  await openCasePage(looker.page, casePage, SEEN_PHONE);
  found.push(...(await lookAcrossWidths(looker.page, (width) => look(looker.page, casePage.title, width, 1))));
  if (casePage.pictures) {
    await openCasePage(looker.sharp, casePage, SEEN_PHONE);
    found.push(...(await look(looker.sharp, casePage.title, SEEN_PHONE, 3)));
  }
  return found;
}

test("every block in each design and state, at 390, 768 and 1280 px and at 3x on a phone, shows pictures sharp, text readable and targets apart", async () => {
  expect(pages.flatMap((casePage) => casePage.blocks).length).toBeGreaterThan(90);
  const options = { viewport: { width: SEEN_PHONE, height: SEEN_HEIGHT }, reducedMotion: "reduce" } as const;
  const lookers = await Promise.all(
    Array.from({ length: LOOKERS }, async () => {
      const [flat, sharp] = await Promise.all([journey.newPage(options), journey.newPage({ ...options, deviceScaleFactor: 3 })]);
      return { page: flat.page, sharp: sharp.page };
    }),
  );
  const found: string[] = [];
  await shareWork(pages, lookers, async (looker, casePage) => {
    found.push(...(await lookAtCasePage(looker, casePage)));
  });
  expectOnlyKnownFindings("blocks", found);
});
