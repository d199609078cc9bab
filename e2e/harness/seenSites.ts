import type { Page } from "playwright-core";
import { settle } from "./checks";
import { addToCart, placeOrder } from "./demoStore";
import type { Journey } from "./journey";
import { holdsPixelPictures } from "./seenPictures";
import { lookAcrossWidths, SEEN_HEIGHT, SEEN_PHONE } from "./seenWidths";
import { shareWork } from "./shareWork";
import { checkWhatIsSeen } from "./visualCheck";

/** How many pages are looked at at once. */
const LOOKERS = 3;

/** A looker's two pages: one at a pixel ratio of 1 for every rule, one at 3 for the pictures. */
interface Looker {
  page: Page;
  sharp: Page;
}

/** A page of a site to look at, and how findings name it. */
export interface Visit {
  url: string;
  where: string;
}

/** Looks at one page as it is now, naming it by site and page (axe on the phone only, where the most rules apply). */
function look(page: Page, where: string, width: number, pixelRatio: number): Promise<string[]> {
  return checkWhatIsSeen(page, { where, width, pixelRatio, axe: width === SEEN_PHONE && pixelRatio === 1 });
}

/** Opens an address at the phone's width and waits for it to settle. */
async function openOnPhone(page: Page, url: string): Promise<void> {
  await page.setViewportSize({ width: SEEN_PHONE, height: SEEN_HEIGHT });
  await page.goto(url);
  await settle(page);
}

/** Looks at one page of a site at every width, and at 3x on the phone when it holds pictures. */
async function lookAtPage(looker: Looker, visit: Visit): Promise<string[]> {
  await openOnPhone(looker.page, visit.url);
  const found = await lookAcrossWidths(looker.page, (width) => look(looker.page, visit.where, width, 1));
  if (!(await holdsPixelPictures(looker.page))) return found;
  await openOnPhone(looker.sharp, visit.url);
  return [...found, ...(await look(looker.sharp, visit.where, SEEN_PHONE, 3))];
}

/** Goes through the demo's store from a product to the order's confirmation, looking at each step on one page. */
async function lookThroughStore(journey: Journey, page: Page, product: string, lookAtStep: (where: string) => Promise<string[]>): Promise<string[]> {
  await page.setViewportSize({ width: SEEN_PHONE, height: SEEN_HEIGHT });
  await addToCart(page, journey.server.siteUrl("demo", product));
  const found = await lookAtStep("demo store: product added");
  await openOnPhone(page, journey.server.siteUrl("demo", "/cart"));
  found.push(...(await lookAtStep("demo store: cart")));
  await page.setViewportSize({ width: SEEN_PHONE, height: SEEN_HEIGHT });
  await placeOrder(page, journey.server.siteUrl("demo", "/commerce/goto-checkout"));
  found.push(...(await lookAtStep("demo store: order confirmation")));
  return found;
}

/**
 * The visual check of sites (issue 35), shared by the demo's and the templates' journeys: looks at
 * each page at 390, 768 and 1280 px (opened on the phone and widened, harness/seenWidths.ts) and
 * at 3x on a phone when it holds pictures, three pages at a time, and, when a product of the demo
 * is given, goes through its store to the order's confirmation at every width and at 3x. Answers
 * every finding, named by page, width and element.
 */
export async function lookAtSites(journey: Journey, visits: readonly Visit[], demoProduct?: string): Promise<string[]> {
  const options = { viewport: { width: SEEN_PHONE, height: SEEN_HEIGHT }, reducedMotion: "reduce" } as const;
  const lookers: Looker[] = await Promise.all(
    Array.from({ length: LOOKERS }, async () => {
      const [flat, sharp] = await Promise.all([journey.newPage(options), journey.newPage({ ...options, deviceScaleFactor: 3 })]);
      return { page: flat.page, sharp: sharp.page };
    }),
  );
  const storeWalks = demoProduct === undefined ? [] : (["store", "store at 3x"] as const);
  const found: string[] = [];
  await shareWork([...storeWalks, ...visits], lookers, async (looker, visit) => {
    if (visit === "store")
      found.push(
        ...(await lookThroughStore(journey, looker.page, demoProduct!, (where) =>
          lookAcrossWidths(looker.page, (width) => look(looker.page, where, width, 1)),
        )),
      );
    else if (visit === "store at 3x")
      found.push(...(await lookThroughStore(journey, looker.sharp, demoProduct!, (where) => look(looker.sharp, where, SEEN_PHONE, 3))));
    else found.push(...(await lookAtPage(looker, visit)));
  });
  return found;
}

/** Every page of a site by name (harness/sitePages.ts) as visits named by the site's identifier. */
export function visitsOf(journey: Journey, identifier: string, pages: ReadonlyMap<string, string>): Visit[] {
  return [...pages].map(([name, path]) => ({ url: journey.server.siteUrl(identifier, path), where: `${identifier} ${name}` }));
}
