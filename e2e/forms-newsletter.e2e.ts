// The demo site's forms: a visitor signs up for the newsletter on the home page (once per
// address, with the subscribe tracking event), leaves again through the link in the welcome
// mail (the unsubscribe page, type 300), and writes to the café through the contact form with
// its built-in captcha; the owner reads the message and its notification mail. The newsletter
// block narrows itself below 320 px.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PAGE_TYPE } from "../src/domain/enumerations/pageTypes";
import { FORM_TEXTS } from "../src/domain/forms/formTexts";
import { expectNoConsoleErrors, settle, expectFocused } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { readSiteContext } from "./harness/siteContext";
import { SiteClient } from "./forms-support/siteClient";

const SMALL_CONTAINER = "tsr-newsletter--small-container";

let journey: Journey;
let owner: SiteClient;

beforeAll(async () => {
  journey = await openJourney();
  owner = new SiteClient(journey.server, "demo");
  await owner.signIn(journey.server.demoOwner.email, journey.server.demoOwner.password);
});

afterAll(async () => {
  await journey?.close();
});

async function signUp(email: string, firstName: string): Promise<void> {
  const tracked = await journey.newPage();
  const { page } = tracked;
  await page.goto(journey.server.siteUrl("demo"));
  await settle(page);
  await page.evaluate(() =>
    window.addEventListener("tessera:newsletter_subscribe", (event) => (document.body.dataset.subscribed = (event as CustomEvent).detail.formId)),
  );
  const block = page.locator(".tsr-block--newsletter");
  expect(await block.getByRole("heading").innerText()).toBe("Roast notes");
  await block.getByLabel("Email Address").fill(email);
  await block.getByLabel("First Name").fill(firstName);
  const recorded = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/events/RecordEvent"));
  await block.getByRole("button", { name: "Sign up" }).click();
  expect(new URLSearchParams((await recorded).postData() ?? "").get("event")).toBe("newsletter_subscribe");
  const thanks = block.locator(".tsr-form__post-submit");
  await thanks.waitFor({ state: "visible" });
  expect(await thanks.innerText()).toBe("You are on the list. Look out for the next roast notes in your inbox.");
  await expectFocused(thanks);
  expect(await page.evaluate(() => document.body.dataset.subscribed)).toMatch(/^[0-9a-f]{24}$/);
  expectNoConsoleErrors(tracked, "the home page's newsletter");
}

describe("the demo newsletter", () => {
  test("signs an address up once, and the welcome mail's link unsubscribes it after a confirmation", async () => {
    await signUp("ann@example.com", "Ann");
    await signUp("ANN@example.com", "");
    const list = (await owner.send("GET", "/api/config/newsletter/subscribers")).json();
    expect(list.total).toBe(1);
    expect(list.subscribers[0]).toMatchObject({ email: "ann@example.com", name: "Ann", status: "subscribed" });

    const outbox = (await owner.send("GET", "/api/config/outbox")).json();
    const welcome = outbox.mails.filter((mail: { kind: string; to: string }) => mail.kind === "newsletter-welcome" && mail.to === "ann@example.com");
    expect(welcome).toHaveLength(1);
    const text = (await owner.send("GET", `/api/config/outbox/${welcome[0].id}`)).json().text as string;
    const link = /unsubscribe here: (\S+)/.exec(text)?.[1];
    expect(link).toMatch(new RegExp(`^http://demo\\.localhost:${journey.server.port}/newsletter/unsubscribe\\?token=`));

    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(link!);
    await settle(page);
    expect((await readSiteContext(page)).pageType).toBe(PAGE_TYPE.NEWSLETTER_UNSUBSCRIBE);
    expect(await page.locator("main").innerText()).toContain("Stop sending the Harbor & Pine Coffee newsletter to ann@example.com?");
    expect((await owner.send("GET", "/api/config/newsletter/subscribers")).json().subscribers[0].status).toBe("subscribed");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByRole("heading", { name: "You have been unsubscribed" }).waitFor();
    expect((await owner.send("GET", "/api/config/newsletter/subscribers")).json().subscribers[0].status).toBe("unsubscribed");
    expectNoConsoleErrors(tracked, "the unsubscribe page");
  });

  test("can be filled and sent with the keyboard alone", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo"));
    await settle(page);
    const block = page.locator(".tsr-block--newsletter");
    await block.getByLabel("Email Address").focus();
    await page.keyboard.type("bo@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Bo");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Hart");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Sign up");
    await page.keyboard.press("Enter");
    await block.locator(".tsr-form__post-submit").waitFor({ state: "visible" });
    const list = (await owner.send("GET", "/api/config/newsletter/subscribers?search=bo%40example")).json();
    expect(list.subscribers).toEqual([expect.objectContaining({ email: "bo@example.com", name: "Bo Hart", status: "subscribed" })]);
    expectNoConsoleErrors(tracked, "the newsletter by keyboard");
  });

  test("takes the small-container class while the block is narrower than 320 px", async () => {
    const tracked = await journey.newPage({ viewport: { width: 300, height: 700 } });
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo"));
    await settle(page);
    const block = page.locator(".tsr-block--newsletter");
    expect(await block.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThan(320);
    expect(await block.getAttribute("class")).toContain(SMALL_CONTAINER);
    await page.setViewportSize({ width: 1000, height: 700 });
    await expect.poll(() => block.getAttribute("class")).not.toContain(SMALL_CONTAINER);
    expectNoConsoleErrors(tracked, "the home page, narrow then wide");
  });
});

describe("the demo contact form", () => {
  test("sends a message past the built-in captcha; the owner reads it and its notification", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", "/contact?utm_source=newspaper"));
    await settle(page);
    const form = page.getByRole("form", { name: "Contact Harbor & Pine" });
    await form.getByLabel("First Name").fill("Ann");
    await form.getByLabel("Last Name").fill("Lee");
    await form.getByLabel("Email").fill("ann@example.com");
    await form.getByLabel("What is it about?").selectOption("Events and catering");
    await form.getByLabel("Message").fill('Can you bring the cart to our wedding? <script>alert("x")</script>');
    await expect.poll(() => form.locator(".tsr-captcha__status").innerText(), { timeout: 30_000 }).toBe(FORM_TEXTS.captchaDone);
    await form.getByRole("button", { name: "Send message" }).click();
    const thanks = page.locator(".tsr-form__post-submit");
    await thanks.waitFor({ state: "visible" });
    expect(await thanks.innerText()).toBe("Thank you! We read every message and usually reply within a day.");
    expectNoConsoleErrors(tracked, "/contact");

    const forms = (await owner.send("GET", "/api/config/form-submissions")).json().forms as { id: string; name: string; submissionCount: number }[];
    const contact = forms.find((form) => form.name === "Contact Harbor & Pine")!;
    expect(contact.submissionCount).toBe(1);
    const submission = (await owner.send("GET", `/api/config/form-submissions/${contact.id}`)).json().submissions[0];
    expect(Object.fromEntries(submission.fields.map((field: { id: string; text: string }) => [field.id, field.text]))).toEqual({
      name: "Ann Lee",
      email: "ann@example.com",
      phone: "",
      topic: "Events and catering",
      message: 'Can you bring the cart to our wedding? <script>alert("x")</script>',
      source: "newspaper",
    });
    const mails = (await owner.send("GET", "/api/config/outbox")).json().mails as { id: string; kind: string; to: string }[];
    const notification = mails.find((mail) => mail.kind === "form-notification")!;
    expect(notification.to).toBe(journey.server.demoOwner.email);
    const html = (await owner.send("GET", `/api/config/outbox/${notification.id}`)).json().html as string;
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
  });
});
