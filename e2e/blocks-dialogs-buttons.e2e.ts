// Dialogs, tooltips and button analytics on a page put in place through the owner API: a button
// that asks to confirm before leaving (Escape cancels, Continue leaves, focus kept inside and given
// back; the browser's own confirmation asks when the dialog's code does not load), the dialog styles with their answers, the information dialog's 2000 ms auto-hide and the
// 600 ms hide fallback on a held clock, a tooltip shown after 1200 ms inside the 20 px margin and
// on keyboard focus, dismissed by Escape, and a button click counted, given up after 2.5 s when the
// server does not answer, and shown on the owner's analytics screen.
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SiteClient } from "./forms-support/siteClient";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { holdClock } from "./harness/heldClock";
import { requestsSeen } from "./harness/requestsSeen";
import { publishPageOf } from "./harness/publishedPage";
import { openJourney, type Journey } from "./harness/journey";
import { signInAt } from "./harness/signIn";

let journey: Journey;
let pagePath: string;

const VISIT_ID = "b10c000000000000000000d1";
const ORDER_ID = "b10c000000000000000000d2";
const QUESTION = "You are leaving for our roastery page. Continue?";
const TOOLTIP = "Opens the page about our roastery, with the opening hours and the way there";
const BUTTONS = [
  {
    id: VISIT_ID,
    type: "button",
    settings: { label: "Visit the roastery", url: "/about", align: "right", askToConfirm: true, confirmQuestion: QUESTION, tooltip: TOOLTIP },
  },
  { id: ORDER_ID, type: "button", settings: { label: "Order beans", url: "/about" } },
];

beforeAll(async () => {
  journey = await openJourney();
  const owner = new SiteClient(journey.server, "demo");
  await owner.signIn(journey.server.demoOwner.email, journey.server.demoOwner.password);
  ({ path: pagePath } = await publishPageOf(owner, "Dialogs", BUTTONS));
});

afterAll(async () => {
  await journey?.close();
});

/** Starts a dialog through the runtime's window.Tessera and returns its answer when it settles. */
function dialogAnswer(page: Page, options: Record<string, unknown>): Promise<string> {
  return page.evaluate((o) => window.Tessera!.dialog(o as never), options);
}

/** The accessible name of the focused element. */
function focusedText(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.textContent ?? null);
}

/** Waits until the page has evaluated the lazily loaded chunk of the given request (its own import resolves after the runtime's). */
async function chunkEvaluated(page: Page, loaded: Promise<Request>): Promise<void> {
  const url = (await loaded).url();
  await page.evaluate(`import(${JSON.stringify(url)}).then(() => undefined)`);
}

describe("dialogs, tooltips and button analytics", () => {
  test("a button that asks to confirm opens a dialog: Escape cancels and stays, Continue leaves", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", pagePath));
    await settle(page);
    const link = page.getByRole("link", { name: "Visit the roastery" });
    expect(await link.getAttribute("aria-describedby")).toBe(`tooltip-${VISIT_ID}`);
    expect(await page.getByRole("tooltip", { includeHidden: true }).textContent()).toBe(TOOLTIP);

    await link.click();
    const dialog = page.getByRole("dialog", { name: QUESTION });
    await dialog.waitFor();
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    expect(await dialog.evaluate((d) => [getComputedStyle(d).width, getComputedStyle(d).padding])).toEqual(["350px", "20px"]);
    expect(await focusedText(page)).toBe("Stay on this page");
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Continue");
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Stay on this page");
    await page.keyboard.press("Shift+Tab");
    expect(await focusedText(page)).toBe("Continue");

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe(pagePath);
    expect(await focusedText(page)).toBe("Visit the roastery");

    await link.click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname === "/about");
    expectNoConsoleErrors(tracked, "the confirm before leaving");
  });

  test("when the dialog's code does not load, the link asks with the browser's own confirmation: dismissed it stays, accepted it leaves", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.route("**/assets/dialogs-*.js", (route) => route.abort("failed"));
    await page.goto(journey.server.siteUrl("demo", pagePath));
    await settle(page);
    const link = page.getByRole("link", { name: "Visit the roastery" });
    const asked: string[] = [];
    let accept = false;
    page.on("dialog", (dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`);
      void (accept ? dialog.accept() : dialog.dismiss());
    });

    await link.click();
    await expect.poll(() => asked).toEqual([`confirm: ${QUESTION}`]);
    expect(tracked.consoleErrors.map((error) => error.text.split("\n")[0])).toContain(
      "Unable to load module dialogs for trigger a[data-confirm] ChunkLoadError: Loading chunk dialogs failed",
    );
    expect(new URL(page.url()).pathname).toBe(pagePath);

    accept = true;
    await link.click();
    await page.waitForURL((url) => url.pathname === "/about");
    expect(asked).toEqual([`confirm: ${QUESTION}`, `confirm: ${QUESTION}`]);
  });

  test("each dialog style answers confirm, reject or cancel; the information dialog hides after 2000 ms; a hiding dialog goes after 600 ms", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await holdClock(page);
    await page.goto(journey.server.siteUrl("demo", "/?logout=true"));
    const information = page.getByRole("dialog", { name: "Logout Successful" });
    await information.waitFor();
    expect(await information.getAttribute("aria-modal")).toBe("false");
    await page.addStyleTag({ content: ".tsr-dialog, .tsr-dialog-backdrop { transition: none !important; }" });
    await page.clock.runFor(1999);
    expect(await information.getAttribute("data-hiding")).toBeNull();
    await page.clock.runFor(1);
    expect(await information.getAttribute("data-hiding")).toBe("");
    await page.clock.runFor(599);
    expect(await information.count()).toBe(1);
    await page.clock.runFor(1);
    expect(await information.count()).toBe(0);

    const rejected = dialogAnswer(page, { style: "confirm-or-reject", title: "Keep the grinder?", message: "It is still in your cart." });
    await page.getByRole("dialog", { name: "Keep the grinder?" }).waitFor();
    expect(await page.getByRole("dialog", { name: "Keep the grinder?" }).getByRole("button").allTextContents()).toEqual(["No", "OK"]);
    await page.getByRole("button", { name: "No" }).click();
    expect(await rejected).toBe("reject");
    await page.clock.runFor(600);

    const confirmed = dialogAnswer(page, { style: "confirm-only", message: "Your order is on its way." });
    await page.getByRole("button", { name: "OK" }).click();
    expect(await confirmed).toBe("confirm");
    await page.clock.runFor(600);

    const cancelled = dialogAnswer(page, { style: "confirm-or-cancel", message: "Empty the cart?" });
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await cancelled).toBe("cancel");
    await page.clock.runFor(600);

    const waiting = dialogAnswer(page, { style: "no-buttons", message: "Saving your basket" });
    const status = page.getByRole("status").filter({ hasText: "Saving your basket" });
    await status.waitFor();
    expect(await status.getByRole("button").count()).toBe(0);
    await page.keyboard.press("Escape");
    expect(await waiting).toBe("cancel");
    expect(new URL(page.url()).pathname).toBe("/");
    expectNoConsoleErrors(tracked, "the dialog styles");
  });

  test("under reduced motion a dialog is removed at once when answered", async () => {
    const tracked = await journey.newPage({ reducedMotion: "reduce" });
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", pagePath));
    await settle(page);
    const answer = dialogAnswer(page, { style: "confirm-or-reject", message: "Grind the beans?" });
    await page.getByRole("button", { name: "No" }).click();
    expect(await answer).toBe("reject");
    expect(await page.locator(".tsr-dialog").count()).toBe(0);
    expectNoConsoleErrors(tracked, "a dialog under reduced motion");
  });

  test("a tooltip shows after 1200 ms beside the pointer inside the 20 px margin, on keyboard focus too, and Escape dismisses it", async () => {
    const tracked = await journey.newPage({ viewport: { width: 700, height: 500 } });
    const { page } = tracked;
    await holdClock(page);
    await page.goto(journey.server.siteUrl("demo", pagePath));
    await settle(page);
    const link = page.getByRole("link", { name: "Visit the roastery" });
    await link.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const box = (await link.boundingBox())!;
    const pointer = { x: box.x + box.width - 4, y: box.y + box.height / 2 };
    const loaded = page.waitForRequest((request) => /\/tooltips-[\w-]+\.js$/.test(request.url()));
    await page.mouse.move(pointer.x, pointer.y);
    await chunkEvaluated(page, loaded);
    const tooltip = page.getByRole("tooltip");

    await page.clock.runFor(1199);
    expect(await tooltip.isVisible()).toBe(false);
    await page.clock.runFor(1);
    await tooltip.waitFor();
    const placed = (await tooltip.boundingBox())!;
    expect(placed.width).toBeLessThanOrEqual(250);
    expect(placed.width).toBeGreaterThan(240);
    expect(placed.x).toBeGreaterThanOrEqual(20);
    expect(Math.round(placed.x + placed.width)).toBe(700 - 20);
    expect(Math.round(placed.y)).toBe(Math.round(pointer.y + 15));

    await page.keyboard.press("Escape");
    expect(await tooltip.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe(pagePath);
    await page.mouse.move(5, 5);

    await link.focus();
    await page.clock.runFor(1199);
    expect(await tooltip.isVisible()).toBe(false);
    await page.clock.runFor(1);
    await tooltip.waitFor();
    const focused = (await tooltip.boundingBox())!;
    expect(Math.round(focused.y)).toBe(Math.round(box.y + box.height + 15));
    await page.keyboard.press("Escape");
    expect(await tooltip.isVisible()).toBe(false);
    expectNoConsoleErrors(tracked, "the tooltip");
  });

  test("a button click is given up after 2.5 s when the server does not answer", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await holdClock(page);
    await page.goto(journey.server.siteUrl("demo", pagePath));
    await settle(page);
    await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
    await page.route("**/api/census/button-click", () => undefined);
    const sent = page.waitForRequest("**/api/census/button-click");
    let failed: string | null = null;
    page.on("requestfailed", (request) => {
      if (request.url().endsWith("/api/census/button-click")) failed = request.failure()?.errorText ?? "failed";
    });
    await page.getByRole("link", { name: "Order beans" }).click();
    const request = await sent;
    expect(new URLSearchParams(request.postData() ?? "").get("buttonId")).toBe(ORDER_ID);
    await page.clock.runFor(2499);
    await page.evaluate(() => fetch("/api/crumb").then(() => undefined));
    expect(failed).toBeNull();
    const gaveUp = page.waitForEvent("requestfailed", (r) => r.url().endsWith("/api/census/button-click"));
    await page.clock.runFor(1);
    await gaveUp;
    expect(failed).toBe("net::ERR_ABORTED");
  });

  test("a button click is recorded and the owner's analytics lists it with its renders and click rate; the signed-in owner's own are not", async () => {
    const visitor = await journey.newPage();
    await visitor.page.goto(journey.server.siteUrl("demo", pagePath));
    await settle(visitor.page);
    const click = visitor.page.waitForRequest("**/api/census/button-click");
    await visitor.page.getByRole("link", { name: "Order beans" }).click();
    const request = await click;
    const fields = new URLSearchParams(request.postData() ?? "");
    expect(fields.get("buttonId")).toBe(ORDER_ID);
    expect(JSON.parse(fields.get("data") ?? "{}")).toMatchObject({ pagePath, pageTitle: expect.any(String), websiteId: expect.any(String) });
    await visitor.page.waitForURL((url) => url.pathname === "/about");
    expectNoConsoleErrors(visitor, "the button click");

    const tracked = await journey.newPage();
    const { page } = tracked;
    await signInAt(page, journey.server.siteUrl("demo", "/config/"), journey.server.demoOwner);
    await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
    await page.getByRole("navigation", { name: "Configuration" }).getByRole("link", { name: "Analytics" }).click();
    const table = page.getByRole("table", { name: "Button clicks" });
    await table.waitFor();
    const row = table.getByRole("row").filter({ hasText: "Order beans" });
    const cells = await row.getByRole("cell").allTextContents();
    expect(cells.slice(0, 2)).toEqual(["Order beans", pagePath]);
    const [renders, clicks, rate] = [Number(cells[2]), Number(cells[3]), cells[4]];
    expect(renders).toBeGreaterThanOrEqual(1);
    expect(clicks).toBe(1);
    expect(rate).toBe(`${((clicks / renders) * 100).toFixed(1)} %`);

    tracked.requestedUrls.length = 0;
    await page.goto(journey.server.siteUrl("demo", `${pagePath}?noredirect`));
    await settle(page);
    await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
    await page.getByRole("link", { name: "Order beans" }).click();
    await requestsSeen(page);
    expect(tracked.requestedUrls.some((url) => /\/assets\/island-button-/.test(url))).toBe(true);
    expect(tracked.requestedUrls.filter((url) => url.includes("/api/census/button-"))).toEqual([]);

    await page.goto(journey.server.siteUrl("demo", "/config/analytics"));
    await table.waitFor();
    await page.getByLabel("From", { exact: true }).fill("2020-01-01");
    await page.getByLabel("To", { exact: true }).fill("2020-01-02");
    await page.getByRole("button", { name: "Show period" }).click();
    await page.getByText("No button was seen in this period").waitFor();
    expectNoConsoleErrors(tracked, "the analytics screen's button clicks");
  });
});
