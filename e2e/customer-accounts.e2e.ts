// Customer accounts on the demo site, at phone and desktop width: a shopper signs up, confirms the
// address from the mail (a real SMTP server in process), signs in, buys a bag of coffee while
// signed in, sees the order on the account page (with the sections still empty saying so), and
// signs out. Each page is audited for overflow, small targets, small input text and axe's rules
// (contrast included).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADDRESS_CONFIRMED } from "../src/server/features/siteUsers/pages/SignInPages";
import { settle, expectNoConsoleErrors } from "./harness/checks";
import { addToCart, placeOrder } from "./harness/demoStore";
import { openJourney, type Journey } from "./harness/journey";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { auditPage } from "./harness/responsiveAudit";
import { startSmtpCatcher, type SmtpCatcher } from "../src/server/testing/smtpCatcher";
import type { Page } from "playwright-core";

const WIDTHS = [390, 1280] as const;

let journey: Journey;
let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  journey = await openJourney({ env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await journey?.close();
  await smtp?.close();
});

/** Audits the page and fails with what was found, naming the page. */
async function expectClean(page: Page, phone: boolean, what: string): Promise<void> {
  const findings = await auditPage(page, phone);
  expect({ what, ...findings }).toEqual({ what, overflow: [], smallTargets: [], smallInputText: [], axe: [] });
}

describe("customer accounts", () => {
  test("a shopper signs up, confirms the address from the mail, signs in, sees an order placed while signed in, and signs out", async () => {
    for (const width of WIDTHS) {
      const phone = width === 390;
      const email = `shopper-${width}@example.com`;
      const password = `a long password ${width}`;
      const tracked = await journey.newPage({ viewport: { width, height: 900 } });
      const { page } = tracked;
      const url = (path: string) => journey.server.siteUrl("demo", path);

      await page.goto(url("/account/sign-up"));
      await settle(page);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Create an account");
      await expectClean(page, phone, "sign-up");
      await reviewScreenshot(page, `customer-sign-up-${width}`);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole("button", { name: "Create account" }).click();
      await page.getByRole("status").getByText(`We sent a link to ${email}.`).waitFor();

      await expect.poll(() => smtp.mails.some((mail) => mail.to.includes(email)), { timeout: 15_000 }).toBe(true);
      const mail = smtp.mails.find((m) => m.to.includes(email))!;
      const link = new URL(/(http:\/\/\S+\/account\/verify\/\S+)/.exec(mail.text)![1]!);
      await page.goto(url(link.pathname));
      await settle(page);
      await page.getByRole("status").getByText(ADDRESS_CONFIRMED).waitFor();
      expect(await page.locator('[data-pixel-event="CompleteRegistration"]').count()).toBe(1);
      await expectClean(page, phone, "address confirmed, sign-in");
      await reviewScreenshot(page, `customer-confirmed-${width}`);

      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByLabel("Keep me signed in on this device").check();
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("heading", { name: "Your account" }).waitFor();
      await page.getByText("No orders yet.").waitFor();

      await addToCart(page, url("/shop/harbor-blend"));
      await placeOrder(page, url("/commerce/goto-checkout"));

      await page.goto(url("/account"));
      await settle(page);
      const orders = page.locator(".tsr-account__order");
      expect(await orders.count()).toBe(1);
      expect(await orders.first().innerText()).toContain("1 × Harbor Blend");
      for (const empty of ["You have no subscriptions.", "You have no memberships.", "You have made no donations."]) await page.getByText(empty).waitFor();
      const signOut = page.getByRole("button", { name: "Sign out" });
      const box = (await signOut.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expectClean(page, phone, "account");
      await reviewScreenshot(page, `customer-account-${width}`);

      await signOut.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(url("/"));
      await page.goto(url("/account"));
      await page.getByRole("heading", { name: "Sign in" }).waitFor();
      expectNoConsoleErrors(tracked, "the customer account pages");
    }
  });
});
