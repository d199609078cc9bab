// Connected accounts: the demo's owner connects MailChimp with an API key (refused first by its
// shape), sees the account's lists, stores the contact form's sign-ups to one of them in the form
// builder (which asks 'A List must be selected' first) and the home page's newsletter to another;
// a visitor signs up and the MailChimp stand-in receives the member by the MD5 of the address;
// MailChimp refuses the next sign-up, which the owner sees failed with its reason and sends again;
// the owner disconnects after 'Disconnect MailChimp?'. The screen is looked at 390 and 1280 px wide.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GENERAL_MESSAGES } from "../src/domain/messages/generalMessages";
import { subscriberHash } from "../src/server/features/connectedAccounts/mailchimpApi";
import { startMailchimpStandIn, type MailchimpStandIn } from "../src/server/features/connectedAccounts/testing/mailchimpStandIn";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";
import { SiteClient } from "./forms-support/siteClient";
import { openContactFormBlock } from "./harness/contactFormBlock";

const KEY = "0123456789abcdef0123456789abcdef-us21";
const LISTS = [
  { id: "a1b2c3", name: "Roast notes readers" },
  { id: "d4e5f6", name: "Wholesale buyers" },
];

describe("connected accounts and MailChimp", () => {
  let journey: Journey;
  let standIn: MailchimpStandIn;

  beforeAll(async () => {
    standIn = await startMailchimpStandIn({ apiKey: KEY, accountName: "Harbor & Pine", lists: LISTS });
    journey = await openJourney({ env: { MAILCHIMP_API_URL: standIn.urlTemplate } });
  });
  afterAll(async () => {
    await journey?.close();
    await standIn?.close();
  });

  /** Shows the settings screen's Connected accounts tab of a page already signed in. */
  const showConnectedAccounts = async (page: Page) => {
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    await page.getByRole("tab", { name: "Connected accounts" }).click();
    await page.getByRole("list", { name: "Connected accounts" }).waitFor();
  };
  const openConnectedAccounts = async (page: Page) => {
    await signInAt(page, journey.server.siteUrl("demo", "/config/settings"), journey.server.demoOwner);
    await showConnectedAccounts(page);
  };
  const reopenConnectedAccounts = async (page: Page) => {
    await page.goto(journey.server.siteUrl("demo", "/config/settings"));
    await showConnectedAccounts(page);
  };

  test("an owner connects MailChimp, a visitor's sign-up reaches the chosen list, and the owner disconnects", async () => {
    const owner = await journey.newPage();
    const { page } = owner;
    await openConnectedAccounts(page);
    const accounts = page.getByRole("list", { name: "Connected accounts" });
    expect(await accounts.innerText()).toContain("Not connected: payments go through the server's payment provider.");

    await page.getByLabel("MailChimp API key").fill("0123456789abcdef");
    await page.getByRole("button", { name: "Connect MailChimp" }).click();
    await page.getByText("A MailChimp API key is 32 letters and digits, a dash and its data centre, such as …-us21.").waitFor();
    await page.getByLabel("MailChimp API key").fill(KEY);
    await page.getByRole("button", { name: "Connect MailChimp" }).click();
    await page.getByText("Connected as Harbor & Pine, key ending in us21.").waitFor();
    await page.getByText("Roast notes readers, Wholesale buyers", { exact: false }).waitFor();
    expect(standIn.requests).toContain("GET /us21/3.0/");
    await settle(page);
    await reviewScreenshot(page, "connected-accounts-1280");

    const phone = await journey.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await openConnectedAccounts(phone.page);
    await phone.page.getByText("Connected as Harbor & Pine, key ending in us21.").waitFor();
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await settle(phone.page);
    await reviewScreenshot(phone.page, "connected-accounts-390");
    expectNoConsoleErrors(phone, "the connected accounts screen on a phone");

    // The contact page's form is stored to a list in the form builder, which asks for the list first.
    await page.goto(journey.server.siteUrl("demo", "/config/"));
    await openContactFormBlock(page);
    await page.getByRole("button", { name: "Edit form…" }).click();
    const builder = page.getByRole("dialog", { name: /^Edit form/ });
    await builder.getByRole("button", { name: /Store sign-ups in/ }).click();
    await page.getByRole("option", { name: "This site and a MailChimp list" }).click();
    await builder.getByRole("button", { name: "Save form" }).click();
    await builder.getByText("A List must be selected").waitFor();
    await reviewScreenshot(page, "connected-accounts-form-list-1280");
    await builder.getByRole("button", { name: /MailChimp list$/ }).click();
    await page.getByRole("option", { name: "Wholesale buyers" }).click();
    await builder.getByRole("button", { name: "Save form" }).click();
    await builder.waitFor({ state: "hidden" });
    const client = new SiteClient(journey.server, "demo");
    await client.signIn(journey.server.demoOwner.email, journey.server.demoOwner.password);
    type Form = { id: string; name: string; kind: string; storage?: unknown; createdAt?: string; updatedAt?: string };
    const forms = (await client.send("GET", "/api/config/forms")).json().forms as Form[];
    expect(forms.find((form) => form.name === "Contact Harbor & Pine")!.storage).toEqual({ service: "mailchimp", listId: "d4e5f6", doubleOptIn: false });

    // The home page's newsletter form, in a shared section, is stored to the other list through the same route.
    const { createdAt: _created, updatedAt: _updated, ...newsletter } = forms.find((form) => form.kind === "newsletter")!;
    const saved = await client.send("PUT", `/api/config/forms/${newsletter.id}`, {
      json: { ...newsletter, storage: { service: "mailchimp", listId: "a1b2c3" } },
    });
    expect(saved.status).toBe(200);

    const visitor = await journey.newPage();
    await visitor.page.goto(journey.server.siteUrl("demo"));
    await settle(visitor.page);
    const block = visitor.page.locator(".tsr-block--newsletter");
    await block.getByLabel("Email Address").fill("Mia@Example.com");
    await block.getByRole("button", { name: "Sign up" }).click();
    await block.locator(".tsr-form__post-submit").waitFor({ state: "visible" });
    await expect.poll(() => standIn.members.length, { timeout: 15_000 }).toBe(1);
    expect(standIn.members[0]).toEqual({ listId: "a1b2c3", hash: subscriberHash("mia@example.com"), email: "Mia@Example.com", status: "subscribed" });
    expectNoConsoleErrors(visitor, "the home page's newsletter stored to MailChimp");

    // MailChimp refuses the next address (a 400): the owner sees it failed, with why, and sends it again.
    standIn.failMembers(1, 400);
    const refused = await journey.newPage();
    await refused.page.goto(journey.server.siteUrl("demo"));
    await settle(refused.page);
    const refusedBlock = refused.page.locator(".tsr-block--newsletter");
    await refusedBlock.getByLabel("Email Address").fill("noor@example.com");
    await refusedBlock.getByRole("button", { name: "Sign up" }).click();
    await refusedBlock.locator(".tsr-form__post-submit").waitFor({ state: "visible" });
    await expect.poll(async () => (await client.send("GET", "/api/config/connected-accounts/mailchimp/queue")).json().failed, { timeout: 15_000 }).toBe(1);
    expectNoConsoleErrors(refused, "the home page's newsletter refused by MailChimp");

    await reopenConnectedAccounts(page);
    const failures = page.getByRole("list", { name: "Sign-ups that could not be sent" });
    await page.getByText("1 could not be sent").waitFor();
    expect(await failures.innerText()).toContain("noor@example.com");
    expect(await failures.innerText()).toContain("Roast notes readers");
    expect(await failures.innerText()).toContain("MailChimp would not take this address");
    await settle(page);
    await reviewScreenshot(page, "connected-accounts-failed-1280");

    await reopenConnectedAccounts(phone.page);
    await phone.page.getByText("1 could not be sent").waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const phoneSendAgain = phone.page.getByRole("button", { name: "Send again noor@example.com" });
    await phoneSendAgain.scrollIntoViewIfNeeded();
    expect((await phoneSendAgain.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await settle(phone.page);
    await reviewScreenshot(phone.page, "connected-accounts-failed-390");

    await page.getByRole("button", { name: "Send again noor@example.com" }).click();
    await expect.poll(() => standIn.members.map((member) => member.email), { timeout: 15_000 }).toContain("noor@example.com");
    await reopenConnectedAccounts(page);
    await page.getByText("Every sign-up went through to MailChimp: none is waiting or failed.").waitFor();
    await settle(page);
    await reviewScreenshot(page, "connected-accounts-sent-1280");

    await page.getByRole("button", { name: "Disconnect MailChimp" }).click();
    const dialog = page.getByRole("alertdialog", { name: GENERAL_MESSAGES.disconnectMailChimp });
    await dialog.waitFor();
    expect(GENERAL_MESSAGES.disconnectMailChimp).toBe("Disconnect MailChimp?");
    await reviewScreenshot(page, "connected-accounts-disconnect-1280");
    await dialog.getByRole("button", { name: "Disconnect" }).click();
    await page.getByLabel("MailChimp API key").waitFor();
    expect((await client.send("GET", "/api/config/connected-accounts")).json().accounts[1]).toMatchObject({ service: 1000, connected: false });
    expectNoConsoleErrors(owner, "the connected accounts screen");
  });
});
