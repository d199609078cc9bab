// A product page's picture shown larger, on a 390 px phone: the main picture is a link to the
// picture itself; by keyboard it opens a dialog, whose code loads only then, with the picture, Close, Previous and Next (each
// at least 44 px) and no axe violation; the right arrow moves to the next picture, which the
// page's thumbnails follow; Escape closes it and focus is back on the link. Under reduced
// motion the dialog appears without animation.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { auditPage } from "./harness/responsiveAudit";
import { SiteClient } from "./forms-support/siteClient";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const PICTURES = [
  { url: "/static/demo/beans.svg", alt: "Roasted beans in a heap" },
  { url: "/static/demo/roastery.svg", alt: "The roastery from the street" },
  { url: "/static/demo/hero.svg", alt: "A cup on the counter" },
];

const VARIANT_FIELDS = [
  "id",
  "sku",
  "priceCents",
  "salePriceCents",
  "onSale",
  "qtyInStock",
  "unlimited",
  "optionValues",
  "weight",
  "length",
  "width",
  "height",
];

let journey: Journey;

/** Gives the demo's Pine Ridge Decaf three pictures, each with its description. */
async function giveDecafThreePictures(): Promise<void> {
  const owner = new SiteClient(journey.server, "demo");
  await owner.signIn(journey.server.demoOwner.email, journey.server.demoOwner.password);
  const list = (await owner.send("GET", "/api/config/store/products")).json<{ products: { id: string; name: string }[] }>();
  const id = list.products.find((p) => p.name === "Pine Ridge Decaf")!.id;
  const product = (await owner.send("GET", `/api/config/store/products/${id}`)).json();
  const body = {
    collectionId: product.collectionId,
    productType: product.productType,
    name: product.name,
    urlSlug: product.urlSlug,
    description: product.description,
    visible: product.visible,
    position: product.position,
    variants: product.variants.map((v: Record<string, unknown>) => Object.fromEntries(VARIANT_FIELDS.map((field) => [field, v[field]]))),
    pictures: PICTURES,
  };
  const answer = await owner.send("PUT", `/api/config/store/products/${id}`, { json: body });
  expect(answer.status, answer.text).toBe(200);
}

beforeAll(async () => {
  journey = await openJourney();
  await giveDecafThreePictures();
});

afterAll(async () => {
  await journey?.close();
});

/** Whether the focused element is the link around the main picture. */
function linkHasFocus(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.matches("[data-zoom-link]") ?? false);
}

describe("a product page's picture shown larger", () => {
  test("opens by keyboard in a dialog, moves with the arrow key, closes with Escape and gives focus back to the picture's link", async () => {
    const tracked = await journey.newPage(PHONE);
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", "/shop/pine-ridge-decaf"));
    await settle(page);

    const link = page.getByRole("link", { name: "Roasted beans in a heap View picture 1 of 3 larger", exact: true });
    expect(await link.getAttribute("href")).toBe("/static/demo/beans.svg");
    const dialogCode = () => tracked.requestedUrls.filter((url) => new URL(url).pathname.startsWith("/assets/pictureDialog-"));
    expect(dialogCode()).toEqual([]);
    await link.focus();
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: "Larger picture" });
    await dialog.waitFor();
    const picture = dialog.getByRole("img");
    expect(dialogCode()).toHaveLength(1);
    expect(await picture.getAttribute("alt")).toBe("Roasted beans in a heap");
    expect(await picture.getAttribute("src")).toBe("/static/demo/beans.svg");
    expect(await dialog.getByText("Picture 1 of 3").isVisible()).toBe(true);
    expect(await dialog.getByRole("button", { name: "Close" }).evaluate((button) => button === document.activeElement)).toBe(true);
    for (const name of ["Close", "Previous picture", "Next picture"]) {
      const box = (await dialog.getByRole("button", { name }).boundingBox())!;
      expect([name, box.width >= 44 && box.height >= 44]).toEqual([name, true]);
    }
    const findings = await auditPage(page, true);
    expect(findings.axe).toEqual([]);
    expect(findings.overflow).toEqual([]);

    await page.keyboard.press("ArrowRight");
    await dialog.getByText("Picture 2 of 3").waitFor();
    expect(await picture.getAttribute("alt")).toBe("The roastery from the street");
    expect(await page.locator('[data-thumbnail="/static/demo/roastery.svg"]').getAttribute("aria-pressed")).toBe("true");

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await linkHasFocus(page)).toBe(true);
    expect(await page.getByRole("link", { name: "The roastery from the street View picture 2 of 3 larger", exact: true }).getAttribute("href")).toBe(
      "/static/demo/roastery.svg",
    );
    expectNoConsoleErrors(tracked, "the product page with its picture shown larger");
  });

  test("moves with Previous from the first picture to the last, and appears without animation under reduced motion", async () => {
    const tracked = await journey.newPage(PHONE);
    const { page } = tracked;
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(journey.server.siteUrl("demo", "/shop/pine-ridge-decaf"));
    await settle(page);
    await page.locator("[data-zoom-link]").click();
    const dialog = page.getByRole("dialog", { name: "Larger picture" });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
    await dialog.getByRole("button", { name: "Previous picture" }).click();
    await dialog.getByText("Picture 3 of 3").waitFor();
    expect(await dialog.getByRole("img").getAttribute("alt")).toBe("A cup on the counter");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await linkHasFocus(page)).toBe(true);
    expectNoConsoleErrors(tracked, "the product page under reduced motion");
  });
});
