// The visual check of every block (issue 35): each block type of the registry in each of its
// designs, with the demo's content and pictures (harness/visualCases.ts), and the states only an
// action shows (a gallery's and an image's lightbox on several pictures, a dialog, a tooltip:
// harness/visualStates.ts), at 390, 768 and 1280 px, and again at a pixel ratio of 3 on a phone for
// the pictures. The rules (harness/visualCheck.ts) name each problem with its block case, page and
// width; the check passes while every finding is a known defect (harness/visualCheckKnownFindings.ts).
// Booking frames load from a stand-in provider on this machine.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { publishBlockCasePages, type CasePage } from "./harness/blockCasePages";
import { settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { startProviderStandIn, standInEnvironment, type ProviderStandIn } from "./harness/providerStandIn";
import { checkWhatIsSeen } from "./harness/visualCheck";
import { expectOnlyKnownFindings } from "./harness/visualVerdict";

const WIDTHS = [390, 768, 1280] as const;
const PHONE = 390;
const HEIGHT = 844;

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

/** Opens a case page and marks each block with the case it shows, so findings name the case. */
async function openCasePage(page: Page, casePage: CasePage): Promise<void> {
  await page.goto(journey.server.siteUrl("demo", casePage.path));
  await settle(page);
  await page.evaluate((blocks) => {
    for (const { id, label } of blocks) document.getElementById(`block-${id}`)?.setAttribute("data-seen-case", label);
  }, casePage.blocks);
}

/** Looks at every case page, then every state, at one width and pixel ratio; answers the findings. */
async function lookAt(width: number, pixelRatio: number): Promise<string[]> {
  const tracked = await journey.newPage({ viewport: { width, height: HEIGHT }, deviceScaleFactor: pixelRatio, reducedMotion: "reduce" });
  const { page } = tracked;
  const found: string[] = [];
  for (const casePage of pages) {
    if (pixelRatio !== 1 && !casePage.pictures) continue;
    await openCasePage(page, casePage);
    const where = casePage.title;
    if (!casePage.state) {
      found.push(...(await checkWhatIsSeen(page, { where, width, pixelRatio, axe: width === PHONE })));
      continue;
    }
    const block = page.locator(`#block-${casePage.blocks[0]!.id}`);
    for (const step of casePage.state.steps) {
      await step.act(page, block);
      found.push(...(await checkWhatIsSeen(page, { where: `${where} ${step.label}`, width, pixelRatio, axe: width === PHONE })));
    }
  }
  await tracked.close();
  return found;
}

test("every block in each design and state, at 390, 768 and 1280 px and at 3x on a phone, shows pictures sharp, text readable and targets apart", async () => {
  expect(pages.flatMap((casePage) => casePage.blocks).length).toBeGreaterThan(90);
  const found = (await Promise.all([...WIDTHS.map((width) => lookAt(width, 1)), lookAt(PHONE, 3)])).flat();
  expectOnlyKnownFindings("blocks", found);
});
