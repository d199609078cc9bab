// The visual check of the sites (issue 35): every page of the demo and of every template
// (templates/*/site.json, imported here as a new owner's sites), and the store from a product
// through the cart and checkout to the order's confirmation, at 390, 768 and 1280 px, and again at a
// pixel ratio of 3 on a phone for the pictures. The rules (harness/visualCheck.ts) name each problem
// with its page, width and element; findings pass only when harness/visualCheckKnownFindings.ts
// lists them.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { SITE_TEMPLATES } from "../src/server/features/platform/siteTemplates";
import { settle } from "./harness/checks";
import { addToCart, placeOrder } from "./harness/demoStore";
import { openJourney, type Journey } from "./harness/journey";
import { importOwnedSite } from "./harness/ownedSite";
import { sitePages } from "./harness/sitePages";
import { checkWhatIsSeen } from "./harness/visualCheck";
import { expectOnlyKnownFindings } from "./harness/visualVerdict";

const WIDTHS = [390, 768, 1280] as const;
const PHONE = 390;
const HEIGHT = 844;
const OWNER = { email: "owner@templates.example", password: "template-owner-pass-1" };

let journey: Journey;
/** Each site's pages by name, keyed by the site's identifier. */
const sites = new Map<string, Map<string, string>>();
let product = "";

beforeAll(async () => {
  journey = await openJourney();
  const { server } = journey;
  const reader = await journey.newPage();
  sites.set("demo", await sitePages(server, "demo", server.demoOwner, reader.page));
  for (const template of SITE_TEMPLATES) {
    const file = await readFile(new URL(`../templates/${template.name}/site.json`, import.meta.url), "utf8");
    const { identifier } = (JSON.parse(file) as { website: { identifier: string } }).website;
    await importOwnedSite(server, file, OWNER);
    sites.set(identifier, await sitePages(server, identifier, OWNER, reader.page));
  }
  product = sites.get("demo")!.get("Shop: first item")!;
  await reader.close();
});

afterAll(async () => {
  await journey?.close();
});

/** Looks at one page as it is now, naming it by site and page (axe on the phone only, where the most rules apply). */
function look(page: Page, where: string, width: number, pixelRatio: number): Promise<string[]> {
  return checkWhatIsSeen(page, { where, width, pixelRatio, axe: width === PHONE && pixelRatio === 1 });
}

/** Looks at every page of every site, then the store from product to confirmation, at one width and pixel ratio. */
async function lookAt(width: number, pixelRatio: number): Promise<string[]> {
  const tracked = await journey.newPage({ viewport: { width, height: HEIGHT }, deviceScaleFactor: pixelRatio, reducedMotion: "reduce" });
  const { page } = tracked;
  const found: string[] = [];
  for (const [identifier, pages] of sites) {
    for (const [name, path] of pages) {
      await page.goto(journey.server.siteUrl(identifier, path));
      await settle(page);
      found.push(...(await look(page, `${identifier} ${name}`, width, pixelRatio)));
    }
  }
  await addToCart(page, journey.server.siteUrl("demo", product));
  found.push(...(await look(page, "demo store: product added", width, pixelRatio)));
  await page.goto(journey.server.siteUrl("demo", "/cart"));
  await settle(page);
  found.push(...(await look(page, "demo store: cart", width, pixelRatio)));
  await placeOrder(page, journey.server.siteUrl("demo", "/commerce/goto-checkout"));
  found.push(...(await look(page, "demo store: order confirmation", width, pixelRatio)));
  await tracked.close();
  return found;
}

test("every page of the demo and the templates, and the store to the order's confirmation, at 390, 768 and 1280 px and at 3x on a phone, shows pictures sharp, text readable and targets apart", async () => {
  expect([...sites.keys()]).toEqual(["demo", ...SITE_TEMPLATES.map(() => expect.any(String))]);
  const found = (await Promise.all([...WIDTHS.map((width) => lookAt(width, 1)), lookAt(PHONE, 3)])).flat();
  expectOnlyKnownFindings("sites", found);
});
