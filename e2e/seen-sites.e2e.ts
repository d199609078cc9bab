// The visual check of the sites (issue 35): every page of the demo and of every template
// (templates/*/site.json, imported here as a new owner's sites), and the store from a product
// through the cart and checkout to the order's confirmation, at 390, 768 and 1280 px, and again at a
// pixel ratio of 3 on a phone for the pages with pictures. Each page is opened on the phone and
// widened (harness/seenWidths.ts), three pages at a time (harness/shareWork.ts). The rules
// (harness/visualCheck.ts) name each problem with its page, width and element; findings pass only
// when harness/visualCheckKnownFindings.ts lists them.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { SITE_TEMPLATES } from "../src/server/features/platform/siteTemplates";
import { settle } from "./harness/checks";
import { addToCart, placeOrder } from "./harness/demoStore";
import { openJourney, type Journey } from "./harness/journey";
import { importOwnedSites } from "./harness/ownedSite";
import { holdsPixelPictures } from "./harness/seenPictures";
import { lookAcrossWidths, SEEN_HEIGHT, SEEN_PHONE } from "./harness/seenWidths";
import { shareWork } from "./harness/shareWork";
import { sitePages } from "./harness/sitePages";
import { checkWhatIsSeen } from "./harness/visualCheck";
import { expectOnlyKnownFindings } from "./harness/visualVerdict";

const OWNER = { email: "owner@templates.example", password: "template-owner-pass-1" };
/** How many pages are looked at at once. */
const LOOKERS = 3;

let journey: Journey;
/** Each site's pages by name, keyed by the site's identifier. */
const sites = new Map<string, Map<string, string>>();
let product = "";

beforeAll(async () => {
  journey = await openJourney();
  const { server } = journey;
  const files = await Promise.all(SITE_TEMPLATES.map((template) => readFile(new URL(`../templates/${template.name}/site.json`, import.meta.url), "utf8")));
  const [identifiers, reader] = await Promise.all([importOwnedSites(server, files, OWNER), journey.newPage()]);
  sites.set("demo", await sitePages(server, "demo", server.demoOwner, reader.page));
  for (const identifier of identifiers) sites.set(identifier, await sitePages(server, identifier, OWNER, reader.page));
  product = sites.get("demo")!.get("Shop: first item")!;
  await reader.close();
});

afterAll(async () => {
  await journey?.close();
});

/** A looker's two pages: one at a pixel ratio of 1 for every rule, one at 3 for the pictures. */
interface Looker {
  page: Page;
  sharp: Page;
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
async function lookAtPage(looker: Looker, url: string, where: string): Promise<string[]> {
  await openOnPhone(looker.page, url);
  const found = await lookAcrossWidths(looker.page, (width) => look(looker.page, where, width, 1));
  if (!(await holdsPixelPictures(looker.page))) return found;
  await openOnPhone(looker.sharp, url);
  return [...found, ...(await look(looker.sharp, where, SEEN_PHONE, 3))];
}

/** Goes through the demo's store from a product to the order's confirmation, looking at each step on one page. */
async function lookThroughStore(page: Page, lookAtStep: (where: string) => Promise<string[]>): Promise<string[]> {
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

test("every page of the demo and the templates, and the store to the order's confirmation, at 390, 768 and 1280 px and at 3x on a phone, shows pictures sharp, text readable and targets apart", async () => {
  expect([...sites.keys()]).toEqual(["demo", ...SITE_TEMPLATES.map(() => expect.any(String))]);
  const options = { viewport: { width: SEEN_PHONE, height: SEEN_HEIGHT }, reducedMotion: "reduce" } as const;
  const lookers: Looker[] = await Promise.all(
    Array.from({ length: LOOKERS }, async () => {
      const [flat, sharp] = await Promise.all([journey.newPage(options), journey.newPage({ ...options, deviceScaleFactor: 3 })]);
      return { page: flat.page, sharp: sharp.page };
    }),
  );
  const visits = [...sites].flatMap(([identifier, pages]) =>
    [...pages].map(([name, path]) => ({ url: journey.server.siteUrl(identifier, path), where: `${identifier} ${name}` })),
  );
  const found: string[] = [];
  await shareWork(["store" as const, "store at 3x" as const, ...visits], lookers, async (looker, visit) => {
    if (visit === "store")
      found.push(...(await lookThroughStore(looker.page, (where) => lookAcrossWidths(looker.page, (width) => look(looker.page, where, width, 1)))));
    else if (visit === "store at 3x") found.push(...(await lookThroughStore(looker.sharp, (where) => look(looker.sharp, where, SEEN_PHONE, 3))));
    else found.push(...(await lookAtPage(looker, visit.url, visit.where)));
  });
  expectOnlyKnownFindings("sites", found);
});
