// The menu tabs, member pricing toggle and chart blocks on a page put in place through the owner
// API: tabs by keyboard (arrows, Home, End, Enter, Space, one tab in the tab order), the pricing
// switch by mouse and keyboard, the chart as a named SVG picture with its values in a table and
// no script of its own, every section and price readable without script, and no motion under
// reduced motion.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SiteClient } from "./forms-support/siteClient";
import { expectNoConsoleErrors } from "./harness/checks";
import { publishPageOf } from "./harness/publishedPage";
import { expectCatalogueOffers } from "./harness/blockCatalogue";
import { openJourney, type Journey } from "./harness/journey";
import { signInAt } from "./harness/signIn";

let journey: Journey;
let pagePath: string;
let pageId: string;

const MENU = {
  type: "menu",
  settings: {
    sections: [
      { title: "Breakfast", html: "<p><strong>Porridge</strong> oats and pear, $7</p>" },
      { title: "Lunch", html: "<p><strong>Soup of the day</strong> with bread, $8</p>" },
      { title: "Drinks", html: "<p><strong>Lemonade</strong> fresh, $4</p>" },
    ],
  },
};
const PRICING = {
  type: "member-pricing",
  settings: {
    heading: "Become a member",
    prices: [
      { label: "Monthly", amount: 9, billingPeriod: { value: 1, unit: "month" }, joinLabel: "Join monthly", joinUrl: "/join/monthly" },
      { label: "Yearly", amount: 90, billingPeriod: { value: 1, unit: "year" }, numBillingCycles: 3, joinLabel: "Join yearly", joinUrl: "/join/yearly" },
    ],
  },
};
const CHART = {
  type: "chart",
  settings: {
    variant: "bar",
    title: "Cups sold",
    columns: [{ label: "Espresso" }, { label: "Filter" }],
    rows: [
      { label: "Monday", values: [42, 30] },
      { label: "Tuesday", values: [38, 35] },
    ],
  },
};

beforeAll(async () => {
  journey = await openJourney();
  const owner = new SiteClient(journey.server, "demo");
  await owner.signIn(journey.server.demoOwner.email, journey.server.demoOwner.password);
  ({ id: pageId, path: pagePath } = await publishPageOf(owner, "Blocks", [MENU, PRICING, CHART]));
});

afterAll(async () => {
  await journey?.close();
});

/** The selected tabs' names and the shown panels' first words, to check exactly one of each. */
async function menuState(page: Page): Promise<{ selected: string[]; shown: string[]; focused: string | null }> {
  return page.evaluate(() => ({
    selected: [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].map((tab) => tab.textContent ?? ""),
    shown: [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')]
      .filter((panel) => !panel.hidden)
      .map((panel) => panel.querySelector("strong")?.textContent ?? ""),
    focused: document.activeElement?.getAttribute("role") === "tab" ? document.activeElement.textContent : null,
  }));
}

describe("menu, pricing and chart blocks", () => {
  test("the menu's tabs switch sections by keyboard with exactly one selected, the first at start", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", pagePath));
    const tablist = page.getByRole("tablist", { name: "Menu sections" });
    await tablist.waitFor();
    expect(await menuState(page)).toEqual({ selected: ["Breakfast"], shown: ["Porridge"], focused: null });
    expect(await page.getByRole("tab", { name: "Breakfast" }).getAttribute("tabindex")).toBe("0");
    expect(await page.getByRole("tab", { name: "Lunch" }).getAttribute("tabindex")).toBe("-1");

    await page.getByRole("tab", { name: "Breakfast" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await menuState(page)).toEqual({ selected: ["Lunch"], shown: ["Soup of the day"], focused: "Lunch" });
    expect(await page.getByRole("tabpanel", { name: "Lunch" }).isVisible()).toBe(true);
    await page.keyboard.press("End");
    expect(await menuState(page)).toEqual({ selected: ["Drinks"], shown: ["Lemonade"], focused: "Drinks" });
    await page.keyboard.press("ArrowRight");
    expect(await menuState(page)).toEqual({ selected: ["Breakfast"], shown: ["Porridge"], focused: "Breakfast" });
    await page.keyboard.press("ArrowLeft");
    expect(await menuState(page)).toEqual({ selected: ["Drinks"], shown: ["Lemonade"], focused: "Drinks" });
    await page.keyboard.press("Home");
    expect(await menuState(page)).toEqual({ selected: ["Breakfast"], shown: ["Porridge"], focused: "Breakfast" });
    await page.keyboard.press("Enter");
    await page.keyboard.press(" ");
    expect(await menuState(page)).toEqual({ selected: ["Breakfast"], shown: ["Porridge"], focused: "Breakfast" });
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tabpanel");
    await page.getByRole("tab", { name: "Lunch" }).click();
    expect(await menuState(page)).toMatchObject({ selected: ["Lunch"], shown: ["Soup of the day"] });
    expectNoConsoleErrors(tracked, "the menu's tabs");
  });

  test("the pricing switch swaps the price and join button shown, by mouse, Enter and Space", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", pagePath));
    const toggle = page.getByRole("switch", { name: "Yearly" });
    await toggle.waitFor();
    const shown = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>(".tsr-pricing__option")].filter((o) => !o.hidden).map((o) => o.innerText.replace(/\s+/g, " ").trim()),
      );
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    expect(await shown()).toEqual(["Monthly $9.00 every month Join monthly"]);
    await toggle.click();
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    expect(await shown()).toEqual(["Yearly $90.00 every year for 3 years Join yearly"]);
    expect(await page.getByRole("link", { name: "Join yearly" }).getAttribute("href")).toBe("/join/yearly");
    expect(await page.getByRole("link", { name: "Join monthly" }).count()).toBe(0);
    await page.keyboard.press("Space");
    expect(await shown()).toEqual(["Monthly $9.00 every month Join monthly"]);
    await page.keyboard.press("Enter");
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    expectNoConsoleErrors(tracked, "the pricing switch");
  });

  test("the chart is an SVG picture named by its title with its values in a table, and loads no script", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", pagePath));
    const picture = page.getByRole("img", { name: "Cups sold" });
    await picture.waitFor();
    expect(await picture.evaluate((svg) => svg.tagName)).toBe("svg");
    expect(await picture.evaluate((svg) => svg.querySelector("desc")?.textContent)).toBe(
      "Bar chart of 2 columns over 2 rows; the table that follows holds its values.",
    );
    expect(await picture.locator("rect").count()).toBe(4);
    const table = page.getByRole("table", { name: "Cups sold" });
    expect(await table.getByRole("columnheader").allTextContents()).toEqual(["Espresso", "Filter"]);
    expect(
      await table
        .getByRole("row", { name: /Tuesday/ })
        .getByRole("cell")
        .allTextContents(),
    ).toEqual(["38", "35"]);
    expect(await table.evaluate((t) => t.parentElement!.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    expect(await page.locator(".tsr-block--chart[data-island]").count()).toBe(0);
    expect(tracked.requestedUrls.filter((url) => /island-chart/.test(url))).toEqual([]);
    expect(tracked.requestedUrls.some((url) => /island-menu/.test(url))).toBe(true);
    expectNoConsoleErrors(tracked, "the chart");
  });

  test("on a 390 px phone no chart text is drawn smaller than 12 px, and its axis labels show", async () => {
    const tracked = await journey.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", pagePath));
    const chart = page.locator(".tsr-chart");
    await chart.scrollIntoViewIfNeeded();
    const texts = await chart.evaluate((figure) =>
      [...figure.querySelectorAll<HTMLElement | SVGGraphicsElement>("*")]
        .filter((element) => !element.closest(".tsr-visually-hidden, title, desc"))
        .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()))
        .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden")
        .map((element) => {
          const scale = element instanceof SVGGraphicsElement ? element.getScreenCTM()!.a : 1;
          return { text: element.textContent!.trim(), size: parseFloat(getComputedStyle(element).fontSize) * scale };
        }),
    );
    expect(texts.map((text) => text.text)).toEqual(expect.arrayContaining(["Cups sold", "0", "Monday", "Espresso"]));
    expect(texts.filter((text) => text.size < 12)).toEqual([]);
    expect(await chart.evaluate((figure) => figure.getBoundingClientRect().width)).toBeLessThan(390);
    expectNoConsoleErrors(tracked, "the chart on a phone");
  });

  test("the editor offers the three blocks with previews and edits them from their schemas, showing the spec's messages", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await signInAt(page, journey.server.siteUrl("demo", "/config/"), journey.server.demoOwner);
    await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
    await page.goto(journey.server.siteUrl("demo", `/config/pages/${pageId}`));

    await expectCatalogueOffers(page, [
      ["Menu", ".preview-tabs"],
      ["Member pricing", ".preview-switch"],
      ["Chart", ".preview-chart"],
    ]);

    await page.getByRole("button", { name: /^Edit Chart/ }).click();
    await page.getByRole("button", { name: "1. Monday" }).click();
    expect(await page.getByRole("textbox", { name: "Value 2" }).inputValue()).toBe("30");
    await page.getByRole("button", { name: "Remove last value" }).click();
    await page.getByText("One or more rows was missing data").waitFor();
    await page.getByRole("button", { name: "Add value" }).click();
    await page.getByRole("textbox", { name: "Value 2" }).fill("31");
    await page.getByRole("textbox", { name: "Value 2" }).blur();
    await page.getByText("One or more rows was missing data").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "← All blocks" }).click();

    await page.getByRole("button", { name: /^Edit Member pricing/ }).click();
    await page.getByRole("button", { name: "2. Yearly" }).click();
    expect(await page.getByRole("checkbox", { name: "Charged every billing period" }).isChecked()).toBe(true);
    expect(await page.getByRole("textbox", { name: "Bill every" }).inputValue()).toBe("1");
    expect(await page.getByRole("textbox", { name: "Number of payments (0 renews until cancelled)" }).inputValue()).toBe("3");
    await page.getByRole("checkbox", { name: "Free" }).check({ force: true });
    await page.getByRole("textbox", { name: "Label" }).fill("");
    await page.getByText("a free price needs a label").waitFor();
    await page.getByRole("button", { name: "← All blocks" }).click();

    await page.getByRole("button", { name: /^Edit Menu/ }).click();
    expect(await page.getByRole("button", { name: /^\d\. / }).allInnerTexts()).toEqual(["1. Breakfast", "2. Lunch", "3. Drinks"]);
    expectNoConsoleErrors(tracked, "the editor's panels of the three blocks");
  });

  test("without script every menu section and both prices are readable; under reduced motion nothing moves", async () => {
    const plain = await journey.newPage({ javaScriptEnabled: false });
    await plain.page.goto(journey.server.siteUrl("demo", pagePath));
    for (const words of ["Porridge", "Soup of the day", "Lemonade", "$9.00", "$90.00"]) expect(await plain.page.getByText(words).isVisible(), words).toBe(true);
    expect(await plain.page.locator('[role="tablist"]').isVisible()).toBe(false);
    expect(await plain.page.getByRole("link", { name: "Join yearly" }).isVisible()).toBe(true);
    expect(await plain.page.getByRole("img", { name: "Cups sold" }).isVisible()).toBe(true);

    const still = await journey.newPage({ reducedMotion: "reduce" });
    await still.page.goto(journey.server.siteUrl("demo", pagePath));
    await still.page.getByRole("switch", { name: "Yearly" }).click();
    expect(await still.page.locator(".tsr-pricing__knob").evaluate((knob) => getComputedStyle(knob).transitionDuration)).toBe("0s");
    await still.page.getByRole("tab", { name: "Lunch" }).click();
    expect(await still.page.getByRole("tabpanel", { name: "Lunch" }).evaluate((panel) => getComputedStyle(panel).animationName)).toBe("none");
    expectNoConsoleErrors(still, "the blocks under reduced motion");
  });
});
