// The Content-Security-Policy in a real browser: the demo's pages and the configuration area
// run under their policies without a single violation, and script slipped into a page without
// the page's nonce does not run.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { SiteClient } from "./forms-support/siteClient";

let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
});

afterAll(async () => {
  await journey?.close();
});

/** Records every policy violation the page (and its frames) reports. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? []);
}

test("the demo's home, gallery, product, cart and checkout pages and the configuration area run without a policy violation or a policy warning", async () => {
  const tracked = await journey.newPage();
  const { page } = tracked;
  const violations = await recordViolations(page);
  const refused: string[] = [];
  page.on("console", (message) => /Content Security Policy|Refused to|Permissions-Policy/.test(message.text()) && refused.push(message.text()));

  for (const path of ["/", "/roastery", "/shop/harbor-blend"]) {
    await page.goto(journey.server.siteUrl("demo", path));
    await settle(page);
    expect(await violations(), path).toEqual([]);
  }
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.getByRole("status").getByText("Added to cart.").waitFor();
  for (const path of ["/cart", "/commerce/goto-checkout"]) {
    await page.goto(journey.server.siteUrl("demo", path));
    await settle(page);
    expect(await violations(), path).toEqual([]);
  }
  await page.getByLabel("Email").waitFor();

  await page.goto(journey.server.siteUrl("demo", "/config"));
  await page.getByLabel("Email").fill(journey.server.demoOwner.email);
  await page.getByLabel("Password").fill(journey.server.demoOwner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
  await page.getByRole("button", { name: "Actions for Home" }).click();
  await page.getByRole("menuitem", { name: "Edit blocks" }).click();
  await page.getByRole("button", { name: "Add block", exact: true }).waitFor();
  await settle(page);
  expect(await violations(), "/config").toEqual([]);
  expect(refused).toEqual([]);
  expectNoConsoleErrors(tracked, "the demo under its policies");
});

test("script slipped into a page without the page's nonce does not run, while the page's own scripts do", async () => {
  const tracked = await journey.newPage();
  const { page } = tracked;
  const site = new SiteClient(journey.server, "demo");
  await page.route(journey.server.siteUrl("demo", "/about"), async (route) => {
    // The page as the server sends it, policy header included, with markup slipped in.
    const answer = await site.send("GET", "/about");
    const html = answer.text.replace("</main>", '<script>window.injected = "ran"</script><img src="x:" onerror="window.handler = \'ran\'"></main>');
    await route.fulfill({
      status: answer.status,
      headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": String(answer.headers["content-security-policy"]) },
      body: html,
    });
  });
  const blocked: string[] = [];
  page.on("console", (message) => message.type() === "error" && blocked.push(message.text()));
  await page.goto(journey.server.siteUrl("demo", "/about"));
  await settle(page);
  expect(await page.evaluate(() => (window as unknown as { injected?: string }).injected)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { handler?: string }).handler)).toBeUndefined();
  expect(blocked.some((text) => /Content Security Policy/.test(text))).toBe(true);
  expect(await page.evaluate(() => typeof (window as unknown as { Tessera?: unknown }).Tessera)).toBe("object");
  tracked.takeConsoleErrors();
});
