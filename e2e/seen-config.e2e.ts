// The visual check of the configuration screens (issue 35; it grew from issue 16's phones-first
// audit): every screen of the configuration area at 390, 768 and 1280 px passes the rules of
// harness/visualCheck.ts (pictures, tiny text, contrast over what is really behind the text, targets
// apart and at least 24 px, frames, no sideways scrolling, and on phones 44 px targets, 16 px input
// text and axe), findings named by screen, width and element and let pass only when
// harness/visualCheckKnownFindings.ts lists them. The screens are opened inside a loaded
// configuration area, as its own links do, on the phone and widened (harness/seenWidths.ts), three
// areas sharing the screens out (harness/shareWork.ts), with the owner's session made once and an
// order placed, a newsletter campaign written and a customer account added so the order, campaign and customer screens have one to show. Then the phone menus of the site and the configuration area.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { SCREENS } from "../src/admin/shell/screens";
import type { TrackedPage } from "./harness/browser";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { checkWhatIsSeen } from "./harness/visualCheck";
import { expectOnlyKnownFindings } from "./harness/visualVerdict";
import { signInAt } from "./harness/signIn";
import { addDemoCustomer } from "./harness/demoCustomer";
import { addToCart, placeOrder } from "./harness/demoStore";
import { lookAcrossWidths, SEEN_HEIGHT, SEEN_PHONE } from "./harness/seenWidths";
import { shareWork } from "./harness/shareWork";
import { SiteClient } from "./forms-support/siteClient";

let journey: Journey;
/** The signed-in owner, whose cookies each configuration area starts from. */
let owner: TrackedPage;
/** Each configuration screen's address, by screen id. */
const screenPaths = new Map<string, string>();

async function firstHref(page: Page, selector: string): Promise<string> {
  return new URL((await page.locator(selector).first().getAttribute("href"))!, page.url()).pathname;
}

/** The owner's read of a configuration API, from inside the signed-in page. */
function readApi<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (address) => (await fetch(address)).json() as Promise<T>, url);
}

/** Each screen's address under /config/, its parameters taken from the demo's pages, sections, products, orders, campaigns and customers. */
async function readScreenPaths(page: Page, customerId: string): Promise<void> {
  const tree = await readApi<{ navigations: { pages: { id: string; kind: string }[] }[] }>(page, "/api/config/pages");
  const pages = tree.navigations.flatMap((n) => n.pages);
  const library = await readApi<{ sections: { id: string; kind: string }[] }>(page, "/api/config/section-library");
  const products = await readApi<{ products: { id: string }[] }>(page, "/api/config/store/products");
  const orders = await readApi<{ orders: { id: string }[] }>(page, "/api/config/store/orders");
  const campaigns = await readApi<{ campaigns: { id: string }[] }>(page, "/api/config/newsletter/campaigns");
  const params: Record<string, string | undefined> = {
    ownerId: pages.find((p) => p.kind === "page")?.id,
    collectionId: pages.find((p) => p.kind === "blog")?.id,
    sectionId: library.sections.find((s) => s.kind === "shared")?.id,
    productId: products.products[0]?.id,
    orderId: orders.orders[0]?.id,
    campaignId: campaigns.campaigns[0]?.id,
    customerId,
  };
  for (const screen of SCREENS) {
    screenPaths.set(screen.id, `/config/${screen.path.replace(/:(\w+)/g, (_, key: string) => params[key] ?? `missing-${key}`)}`);
  }
}

beforeAll(async () => {
  journey = await openJourney();
  const { server } = journey;
  let buyer: TrackedPage;
  [owner, buyer] = await Promise.all([journey.newPage(), journey.newPage()]);
  await buyer.page.goto(server.siteUrl("demo", "/shop"));
  const product = await firstHref(buyer.page, "main a[href^='/shop/']");
  await addToCart(buyer.page, server.siteUrl("demo", product));
  await placeOrder(buyer.page, server.siteUrl("demo", "/commerce/goto-checkout"));
  await buyer.close();
  const client = new SiteClient(server, "demo");
  await client.signIn(server.demoOwner.email, server.demoOwner.password);
  const blocks = [{ type: "text", text: "Our spring menu starts on Monday." }];
  await client.send("POST", "/api/config/newsletter/campaigns", { json: { subject: "Spring menu", preheader: "Asparagus is back", blocks } });
  const customerId = await addDemoCustomer(server.dataDir, "ada@customers.example");
  await signInAt(owner.page, server.siteUrl("demo", "/config/"), server.demoOwner);
  await owner.page.getByRole("navigation", { name: "Configuration" }).waitFor();
  await readScreenPaths(owner.page, customerId);
});

afterAll(async () => {
  await journey?.close();
});

/** A page at the width, starting with the cookies of `from` (the owner's session). */
async function pageLike(from: TrackedPage, width: number): Promise<TrackedPage> {
  const tracked = await journey.newPage({ viewport: { width, height: SEEN_HEIGHT }, reducedMotion: "reduce" });
  await tracked.context.addCookies(await from.context.cookies());
  return tracked;
}

/** Opens a configuration screen inside the loaded configuration area, as its links do, and waits for its content. */
async function openScreen(page: Page, address: string): Promise<void> {
  await page.evaluate((next) => {
    window.history.pushState(null, "", next);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, address);
  await page.locator("#screen h1").first().waitFor();
  await page.waitForFunction(() => document.querySelector(".state-loading") === null);
}

/** How many configuration areas look at screens at once. */
const LOOKERS = 3;

/** Opens a screen on the phone inside a loaded configuration area and widens it to each width; answers the findings. */
async function lookAtScreen(page: Page, screen: (typeof SCREENS)[number]): Promise<string[]> {
  const address = screenPaths.get(screen.id)!;
  expect(address, `an address for the ${screen.id} screen`).not.toContain("missing-");
  await page.setViewportSize({ width: SEEN_PHONE, height: SEEN_HEIGHT });
  await openScreen(page, address);
  return lookAcrossWidths(page, (width) => checkWhatIsSeen(page, { where: `config ${screen.id}`, width, pixelRatio: 1, axe: true }));
}

test("every configuration screen at 390, 768 and 1280 px shows text readable, targets apart and nothing scrolling sideways", async () => {
  const areas = await Promise.all(Array.from({ length: LOOKERS }, () => pageLike(owner, SEEN_PHONE)));
  await Promise.all(areas.map((area) => area.page.goto(journey.server.siteUrl("demo", "/config/"))));
  const found: string[] = [];
  await shareWork(SCREENS, areas, async (area, screen) => {
    found.push(...(await lookAtScreen(area.page, screen)));
  });
  for (const area of areas) {
    expectNoConsoleErrors(area, "the configuration screens");
    await area.close();
  }
  expectOnlyKnownFindings("config", found);
});

test("on a phone the site's Menu button opens the navigation with focus kept inside, Escape closes it, and the cart stays beside the button", async () => {
  const tracked = await journey.newPage({ viewport: { width: SEEN_PHONE, height: SEEN_HEIGHT }, isMobile: true, hasTouch: true });
  const { page } = tracked;
  await page.goto(journey.server.siteUrl("demo", "/about"));
  await settle(page);
  const menu = page.getByRole("button", { name: "Menu" });
  const navigation = page.getByRole("navigation", { name: "Main" });
  const cart = page.locator("[data-cart-icon]");
  expect(await menu.getAttribute("aria-expanded")).toBe("false");
  expect(await menu.getAttribute("aria-controls")).toBe("tsr-site-nav");
  expect(await navigation.isVisible()).toBe(false);
  expect(await cart.isVisible()).toBe(true);

  await menu.click();
  await navigation.waitFor();
  expect(await menu.getAttribute("aria-expanded")).toBe("true");
  expect(await cart.isVisible()).toBe(true);
  const links = await navigation.getByRole("link").allInnerTexts();
  const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? "");
  expect(await focused()).toBe(links[0]);
  for (const link of links.slice(1)) {
    await page.keyboard.press("Tab");
    expect(await focused()).toBe(link);
  }
  await page.keyboard.press("Tab");
  expect(await focused()).toBe("Menu");
  await page.keyboard.press("Shift+Tab");
  expect(await focused()).toBe(links.at(-1));

  await page.keyboard.press("Escape");
  await navigation.waitFor({ state: "hidden" });
  expect(await menu.getAttribute("aria-expanded")).toBe("false");
  expect(await focused()).toBe("Menu");
  expect(page.url()).toBe(journey.server.siteUrl("demo", "/about"));
  expectNoConsoleErrors(tracked, "the phone menu");
});

test("on a phone without script the site's navigation stays open, its links 44 px tall, and no Menu button shows", async () => {
  const tracked = await journey.newPage({ viewport: { width: SEEN_PHONE, height: SEEN_HEIGHT }, javaScriptEnabled: false });
  const { page } = tracked;
  await page.goto(journey.server.siteUrl("demo", "/about"));
  const navigation = page.getByRole("navigation", { name: "Main" });
  expect(await navigation.isVisible()).toBe(true);
  expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
  const heights = await navigation.getByRole("link").evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(0);
  expect(heights.every((height) => height >= 44)).toBe(true);
});

test("at 390 px the configuration area's Menu button shows its navigation, and the editing screens switch between the panel and the preview at desktop, tablet and phone widths", async () => {
  const tracked = await pageLike(owner, SEEN_PHONE);
  const { page } = tracked;
  await page.goto(journey.server.siteUrl("demo", "/config/"));
  const navigation = page.getByRole("navigation", { name: "Configuration" });
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.waitFor();
  expect(await navigation.isVisible()).toBe(false);
  await menu.click();
  expect(await menu.getAttribute("aria-expanded")).toBe("true");
  await navigation.getByRole("link", { name: "Store" }).click();
  await page.getByRole("heading", { name: "Store", level: 1 }).waitFor();
  expect(await navigation.isVisible()).toBe(false);

  await openScreen(page, "/config/");
  const preview = page.getByRole("region", { name: "Site preview" });
  expect(await preview.isVisible()).toBe(false);
  await page.getByRole("radio", { name: "Preview" }).click();
  await preview.waitFor();
  expect(await page.locator("#screen").isVisible()).toBe(false);
  // Each width lays the page out at the device's width and draws it whole, scaled down to the screen.
  const frameShows = () =>
    page.getByTitle("Site preview").evaluate((frame: HTMLIFrameElement) => ({
      pageWidth: frame.contentWindow!.innerWidth,
      drawnWhole: frame.getBoundingClientRect().left >= 0 && frame.getBoundingClientRect().right <= window.innerWidth,
    }));
  for (const [device, width] of [
    ["Tablet", 768],
    ["Phone", 390],
    ["Desktop", 1280],
  ] as const) {
    await preview.getByRole("radio", { name: device }).click();
    await expect.poll(frameShows).toEqual({ pageWidth: width, drawnWhole: true });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SEEN_PHONE);
  await page.getByRole("radio", { name: "Panel" }).click();
  await page.getByRole("heading", { name: "Pages", level: 1 }).waitFor();
  expectNoConsoleErrors(tracked, "the configuration area on a phone");
});
