// The forms journey: a visitor fills a form with every one of the 19 field types in Chromium,
// meets each message the browser gives before sending, completes the built-in captcha, sends,
// and lands on the post-submit message with focus on it; the owner then reads exactly what
// spec 1 §3 says was read. A third-party captcha loads only on demand and is verified on the
// server against a local stand-in of the provider; a provider without keys says so.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startCaptchaStandIn, type CaptchaStandIn } from "../src/server/features/captcha/testing/captchaStandIn";
import { FORM_TEXTS } from "../src/domain/forms/formTexts";
import { emailNotValid, FORM_MESSAGES } from "../src/domain/messages/formMessages";
import { expectNoConsoleErrors, settle, expectFocused } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { failedStatus } from "./forms-support/consoleNoise";
import { EVERY_FIELD, formBlock, freshId, importSite, page } from "./forms-support/formSites";
import { SiteClient } from "./forms-support/siteClient";

const OWNER = { email: "owner@fields.example", password: "fields owner password" };
const SITE_KEY = "e2e-recaptcha-site-key";
const SECRET = "e2e-recaptcha-secret";
const ids = { every: freshId(), provider: freshId(), notSetUp: freshId(), redirecting: freshId() };

let journey: Journey;
let standIn: CaptchaStandIn;

beforeAll(async () => {
  standIn = await startCaptchaStandIn({ recaptcha: SECRET });
  journey = await openJourney({ env: { RECAPTCHA_VERIFY_URL: standIn.urls.recaptcha } });
  const email = { id: "email", type: "email", title: "Email", required: true };
  await importSite(
    journey.server,
    {
      website: { identifier: "fields", title: "Fields Café" },
      collections: [
        page("Order", "order", 0, [formBlock(ids.every)]),
        page("Provider", "provider", 1, [formBlock(ids.provider)]),
        page("Not set up", "not-set-up", 2, [formBlock(ids.notSetUp)]),
        page("Quick order", "quick-order", 3, [formBlock(ids.redirecting)]),
      ],
      forms: [
        {
          id: ids.every,
          name: "Every field",
          fields: EVERY_FIELD,
          captcha: "builtin",
          submitButtonText: "Send it",
          postSubmitHtml: '<p class="thanks">Thank you! Your answers are in.</p><script>document.body.dataset.postSubmitRan = "yes";</script>',
        },
        { id: ids.provider, name: "Provider checked", fields: [email], captcha: "recaptcha" },
        { id: ids.notSetUp, name: "Not set up", fields: [email], captcha: "hcaptcha" },
        { id: ids.redirecting, name: "Quick order", fields: [email], successRedirect: "/provider?from=quick-order" },
      ],
      captcha: [{ provider: "recaptcha", siteKey: SITE_KEY, secretKey: SECRET }],
    },
    OWNER,
  );
});

afterAll(async () => {
  await journey?.close();
  await standIn?.close();
});

describe("a form with every field type", () => {
  test("shows each browser-side message, sends once, and focuses the post-submit message", async () => {
    const tracked = await journey.newPage();
    const { page: tab } = tracked;
    let releaseChallenge!: () => void;
    const challengeHeld = new Promise<void>((resolve) => (releaseChallenge = resolve));
    await tab.route("**/api/captcha/challenge", async (route) => {
      await challengeHeld;
      await route.continue();
    });
    const saves: Record<string, unknown>[] = [];
    const keyCalls: { body: string | null; crumb: string | undefined }[] = [];
    const renders: URLSearchParams[] = [];
    tab.on("request", (request) => {
      if (request.url().includes("/api/census/form-render")) renders.push(new URLSearchParams(request.postData() ?? ""));
      if (request.url().includes("/api/form/SaveFormSubmission")) saves.push(JSON.parse(request.postData() ?? "{}"));
      if (request.url().includes("/api/form/FormSubmissionKey")) keyCalls.push({ body: request.postData(), crumb: request.headers()["x-csrf-token"] });
    });

    await tab.goto(journey.server.siteUrl("fields", "/?utm_campaign=spring"));
    await settle(tab);
    const form = tab.getByRole("form", { name: "Every field" });
    expect(await tab.locator("[data-field-type]").count()).toBe(EVERY_FIELD.length);
    // The rendered form reports itself to the census with its formId and the census payload.
    await expect.poll(() => renders.map((fields) => fields.get("formId"))).toEqual([ids.every]);
    expect(JSON.parse(renders[0]!.get("data")!)).toHaveProperty("websiteId");
    expect(new Set(EVERY_FIELD.map((field) => field.type)).size).toBe(19);
    const submit = form.locator("button[type=submit]");
    expect(await submit.innerText()).toBe("Send it");

    // Nothing filled: the required fields are named, the form says why, focus goes to the first.
    await submit.click();
    await expect.poll(() => form.locator(".tsr-form__message").innerText()).toBe(FORM_MESSAGES.invalidFields);
    expect(await form.locator(".tsr-form-field--error .tsr-form-field__error").allInnerTexts()).toEqual(["Full name is required.", "Email is required."]);
    expect(await tab.evaluate(() => document.activeElement?.id)).toMatch(/-fullName$/);

    // A malformed address and a story past its limit (the counter marks it as it is typed).
    await form.getByLabel("Full name").fill("Ann Lee");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Your coffee story").fill("I drink my coffee black, strong and early!");
    const counter = form.locator(".tsr-form-field__counter");
    expect(await counter.innerText()).toBe("42 / 40");
    expect(await counter.getAttribute("class")).toContain("tsr-form-field__counter--error");
    await submit.click();
    await expect
      .poll(() => form.locator(".tsr-form-field--error .tsr-form-field__error").allInnerTexts())
      .toEqual([FORM_MESSAGES.characterLimitExceeded, emailNotValid(FORM_TEXTS.emailExample)]);
    expect(await form.locator(".tsr-form__message").innerText()).toBe(FORM_MESSAGES.invalidFields);

    // Every field filled by keyboard and pointer; the captcha is still waiting for its challenge.
    await form.getByLabel("Your coffee story").fill("Black, strong, early.");
    expect(await counter.innerText()).toBe("21 / 40");
    await form.getByLabel("Email").fill("ann@example.com");
    await form.getByLabel("Monthly budget").fill("25.50");
    await form.getByLabel("Cups a day").fill("3");
    await form.getByLabel("Website").fill("ann.example.com");
    await form.getByLabel("Secret word").fill("<b>espresso</b>");
    await form.getByLabel("Twitter").fill("annlee");
    const group = (name: string) => form.getByRole("group", { name, exact: true });
    await group("Visit date").getByLabel("Month").fill("4");
    await group("Visit date").getByLabel("Day").fill("12");
    await group("Visit date").getByLabel("Year").fill("2027");
    await group("Visit time").getByLabel("Hour").fill("9");
    await group("Visit time").getByLabel("Minute").fill("30");
    await group("Visit time").getByLabel("AM/PM").selectOption("AM");
    await group("Guest name").getByLabel("First Name").fill("Bo");
    await group("Guest name").getByLabel("Last Name").fill("Hart");
    const address = group("Shipping address");
    await address.getByLabel("Address 1").fill("114 Commercial Street");
    await address.getByLabel("City").fill("Portland");
    await address.getByLabel("State").fill("ME");
    await address.getByLabel("Zip Code").fill("04101");
    await address.getByLabel("Country").fill("USA");
    await group("Phone").getByLabel("Country code").fill("1");
    await group("Phone").getByLabel("Area code").fill("207");
    await group("Phone").getByLabel("Prefix").fill("555");
    await group("Phone").getByLabel("Line").fill("0142");
    await group("Local phone").getByLabel("Area code").fill("207");
    await group("Local phone").getByLabel("Prefix").fill("555");
    await group("Local phone").getByLabel("Line").fill("0199");
    await group("Seating").getByLabel("Outside").check();
    await group("Extras").getByLabel("Oat milk").check();
    await group("Extras").getByLabel("Honey").check();
    await form.getByLabel("Roast").selectOption("Medium");
    await group("The coffee was hot").getByLabel("Strongly Agree").check();
    await group("The staff were friendly").getByLabel("Agree", { exact: true }).check();
    await submit.press("Enter");
    await expect.poll(() => form.locator(".tsr-form__message").innerText()).toBe(FORM_MESSAGES.captchaIncomplete);
    expect(await form.locator(".tsr-form-field--error").count()).toBe(0);
    expect(saves).toHaveLength(0);

    // The check finishes; sending shows "Submitting…" and a second submit is ignored.
    releaseChallenge();
    await expect.poll(() => form.locator(".tsr-captcha__status").innerText(), { timeout: 30_000 }).toBe(FORM_TEXTS.captchaDone);
    let releaseSave!: () => void;
    const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
    await tab.route("**/api/form/SaveFormSubmission", async (route) => {
      await saveHeld;
      await route.continue();
    });
    await submit.click();
    await expect.poll(() => submit.innerText()).toBe(FORM_MESSAGES.submitting);
    await form.evaluate((element) => (element as HTMLFormElement).requestSubmit());
    releaseSave();

    const thanks = tab.locator(".tsr-form__post-submit");
    await thanks.waitFor({ state: "visible" });
    expect(await thanks.innerText()).toBe("Thank you! Your answers are in.");
    await expectFocused(thanks);
    expect(await tab.evaluate(() => document.body.dataset.postSubmitRan)).toBe("yes");
    expect(await form.locator(".tsr-form__fields").isHidden()).toBe(true);
    expect(saves).toHaveLength(1);
    expect(keyCalls).toHaveLength(1);
    expect(keyCalls[0]!.body).toBeNull();
    expect(keyCalls[0]!.crumb).toBeTruthy();

    // The payload carries everything spec 1 §3 lists, and the values read as §3 says.
    const payload = saves[0]!;
    for (const key of [
      "key",
      "formId",
      "collectionId",
      "objectName",
      "isOverlayForm",
      "submitButtonText",
      "form",
      "captchaKey",
      "pageTitle",
      "pageId",
      "contentSource",
      "pagePath",
      "pagePermissionTypeValue",
      "visitorCookie",
      "userAgent",
      "clientDate",
      "viewportWidth",
      "screenWidth",
      "websiteId",
      "templateId",
      "website_locale",
    ]) {
      expect(payload, key).toHaveProperty(key);
    }
    expect(payload).toMatchObject({
      formId: ids.every,
      isOverlayForm: false,
      submitButtonText: "Send it",
      contentSource: "c",
      pagePath: "/",
      pagePermissionTypeValue: 1,
    });
    expect(JSON.parse(payload.form as string)).toEqual({
      fullName: "Ann Lee",
      story: "Black, strong, early.",
      email: "ann@example.com",
      budget: "25.50",
      cups: "3",
      website: "ann.example.com",
      secret: "<b>espresso</b>",
      twitter: "annlee",
      visitDate: ["4", "12", "2027"],
      visitTime: ["9", "30", "", "AM"],
      guest: ["Bo", "Hart"],
      address: ["114 Commercial Street", "", "Portland", "ME", "04101", "USA"],
      phone: ["1", "207", "555", "0142"],
      // Three parts are sent with an empty country part first (spec 1 §3).
      localPhone: ["", "207", "555", "0199"],
      seating: "Outside",
      extras: ["Oat milk", "Honey"],
      roast: "Medium",
      ratings: { "The coffee was hot": "2", "The staff were friendly": "1" },
      campaign: "spring",
    });
    expectNoConsoleErrors(tracked, "the form with every field");

    const owner = new SiteClient(journey.server, "fields");
    await owner.signIn(OWNER.email, OWNER.password);
    const stored = (await owner.send("GET", `/api/config/form-submissions/${ids.every}`)).json();
    expect(stored.total).toBe(1);
    const text = Object.fromEntries(stored.submissions[0].fields.map((field: { id: string; text: string }) => [field.id, field.text]));
    expect(text).toMatchObject({
      phone: "+1 207-555-0142",
      visitDate: "4/12/2027",
      visitTime: "9:30 AM",
      ratings: "The coffee was hot: Strongly Agree; The staff were friendly: Agree",
      campaign: "spring",
    });
    expect(text).not.toHaveProperty("about");
  });
});

describe("third-party captchas", () => {
  test("load the provider's script only on demand and are verified on the server", async () => {
    const tracked = await journey.newPage();
    const { page: tab } = tracked;
    // The stand-in widget hands out a token the provider never issued first (it will be refused),
    // then real ones; it counts the resets the island asks for.
    let solved = 0;
    await tab.exposeFunction("nextCaptchaToken", () => (solved++ === 0 ? "recaptcha-token-never-issued" : standIn.issueToken("recaptcha")));
    await tab.route("https://www.google.com/recaptcha/api.js*", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `window.grecaptcha = {
          render(element, options) {
            const box = document.createElement("button");
            box.type = "button";
            box.textContent = "I am not a robot (" + options.sitekey + ")";
            box.onclick = async () => options.callback(await window.nextCaptchaToken());
            element.append(box);
            return 1;
          },
          reset() { document.body.dataset.captchaResets = String(Number(document.body.dataset.captchaResets || 0) + 1); },
        };
        window[new URL(document.currentScript.src).searchParams.get("onload")]();`,
      }),
    );
    await tab.goto(journey.server.siteUrl("fields", "/provider"));
    await settle(tab);
    const providerRequests = () => tracked.requestedUrls.filter((url) => url.startsWith("https://www.google.com/recaptcha/"));
    expect(providerRequests()).toEqual([]);
    const submit = tab.getByRole("button", { name: "Submit" });
    expect(await submit.isDisabled()).toBe(true);

    await tab.getByLabel("Email").fill("ann@example.com");
    const robot = tab.getByRole("button", { name: `I am not a robot (${SITE_KEY})` });
    await robot.click();
    expect(providerRequests()).toEqual(["https://www.google.com/recaptcha/api.js?onload=tesseraCaptchaReady_recaptcha&render=explicit"]);
    await expect.poll(() => submit.isEnabled()).toBe(true);

    // The provider refuses the first token: the message shows, the captcha is reset and the
    // button waits for it again.
    await submit.click();
    await expect.poll(() => tab.locator(".tsr-form__message").innerText()).toBe(FORM_TEXTS.captchaRefused);
    expect(await tab.evaluate(() => document.body.dataset.captchaResets)).toBe("1");
    expect(await submit.isDisabled()).toBe(true);

    await robot.click();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await tab.locator(".tsr-form__post-submit").waitFor({ state: "visible" });
    expect(standIn.requests.at(-1)).toMatchObject({ provider: "recaptcha", secret: SECRET, sitekey: SITE_KEY });
    const save = journey.server.siteUrl("fields", "/api/form/SaveFormSubmission");
    expectNoConsoleErrors(tracked, "/provider", [failedStatus(400, save)]);
  });

  test("say ReCaptcha has not been set up when the site has no keys for the provider", async () => {
    const tracked = await journey.newPage();
    const { page: tab } = tracked;
    await tab.goto(journey.server.siteUrl("fields", "/not-set-up"));
    await settle(tab);
    expect(await tab.getByRole("alert").filter({ hasText: FORM_MESSAGES.recaptchaNotSetUp }).count()).toBe(1);
    expect(await tab.getByRole("button", { name: "Submit" }).isDisabled()).toBe(true);
    expectNoConsoleErrors(tracked, "/not-set-up");
  });
});

describe("a form with a success redirect", () => {
  test("goes to its redirect after a successful submission", async () => {
    const tracked = await journey.newPage();
    const { page: tab } = tracked;
    await tab.goto(journey.server.siteUrl("fields", "/quick-order"));
    await settle(tab);
    await tab.getByLabel("Email").fill("ann@example.com");
    await tab.getByLabel("Email").press("Enter");
    await tab.waitForURL(journey.server.siteUrl("fields", "/provider?from=quick-order"));
    await settle(tab);
    expectNoConsoleErrors(tracked, "/quick-order and its redirect");
  });
});
