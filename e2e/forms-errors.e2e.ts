// Every failure a visitor can meet when sending a form, each caused for real against the real
// server: a form edited while the page was open (400 with field errors, and fields the server
// cannot parse), a replayed key (401), a deleted form (404), a flood (429), a database held
// locked by another process (500), a dropped connection, and cookies that never stick.
import Database from "better-sqlite3";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CONSOLE_MESSAGES } from "../src/domain/messages/consoleMessages";
import { FORM_MESSAGES, FORM_STATUS_MESSAGES } from "../src/domain/messages/formMessages";
import type { ConsoleError, TrackedPage } from "./harness/browser";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { failedStatus } from "./forms-support/consoleNoise";
import { formBlock, freshId, importSite, page } from "./forms-support/formSites";
import { SiteClient } from "./forms-support/siteClient";

const LIMIT = 3;
const OWNER = { email: "owner@errors.example", password: "errors owner password" };
const SAVE_PATH = "/api/form/SaveFormSubmission";

let journey: Journey;

/** A site with one simple form on its home page (after any other blocks given) and an owner; returns the form id. */
async function statusSite(identifier: string, otherBlocks: unknown[] = []): Promise<string> {
  const formId = freshId();
  await importSite(
    journey.server,
    {
      website: { identifier, title: `Status ${identifier}` },
      collections: [page("Home", "home", 0, [...otherBlocks, formBlock(formId)])],
      forms: [
        {
          id: formId,
          name: "Order beans",
          fields: [
            { id: "email", type: "email", title: "Email", required: true },
            { id: "roast", type: "select", title: "Roast", options: ["Light", "Medium", "Dark"] },
            { id: "note", type: "text", title: "Note" },
          ],
        },
      ],
    },
    OWNER,
  );
  return formId;
}

async function owner(identifier: string): Promise<SiteClient> {
  const client = new SiteClient(journey.server, identifier);
  await client.signIn(OWNER.email, OWNER.password);
  return client;
}

/** Opens a site's form, fills it, and returns the page with handles on the form. */
async function openFilled(identifier: string, values: { email?: string; roast?: string; note?: string } = {}) {
  const tracked = await journey.newPage();
  await tracked.page.goto(journey.server.siteUrl(identifier));
  await settle(tracked.page);
  const form = tracked.page.getByRole("form", { name: "Order beans" });
  await form.getByLabel("Email").fill(values.email ?? "ann@example.com");
  await form.getByLabel("Roast").selectOption(values.roast ?? "Dark");
  await form.getByLabel("Note").fill(values.note ?? "Ground for a moka pot");
  return { tracked, tab: tracked.page, form, submit: form.locator("button[type=submit]") };
}

async function formMessage(tab: Page): Promise<string> {
  const message = tab.locator(".tsr-form__message");
  await message.waitFor({ state: "visible" });
  return message.innerText();
}

/** Checks the page logged only the expected failed answers (and the census noise, while that route is not served). */
async function expectOnly(tracked: TrackedPage, identifier: string, visit: string, expected: ConsoleError[]): Promise<void> {
  expectNoConsoleErrors(tracked, visit, expected);
}

beforeAll(async () => {
  journey = await openJourney({ env: { FORM_SUBMISSION_LIMIT: String(LIMIT) } });
});

afterAll(async () => {
  await journey?.close();
});

describe("sending a form that fails", () => {
  test("400: field errors from the server mark the field, with the problem lines above and below the form", async () => {
    const formId = await statusSite("bad-request");
    const { tracked, tab, form, submit } = await openFilled("bad-request");
    const site = await owner("bad-request");
    const definition = (await site.send("GET", `/api/config/forms/${formId}`)).json();
    const edited = { ...definition, fields: definition.fields.map((f: { id: string }) => (f.id === "roast" ? { ...f, options: ["Light", "Medium"] } : f)) };
    expect((await site.send("PUT", `/api/config/forms/${formId}`, { json: edited })).status).toBe(200);

    await submit.click();
    const field = form.locator(".tsr-form-field--error");
    await field.waitFor({ state: "visible" });
    expect(await field.getAttribute("data-field-id")).toBe("roast");
    expect(await field.locator(".tsr-form-field__error").innerText()).toBe("Dark is not one of the expected options");
    expect(await tab.locator(".tsr-form__problem--above").innerText()).toBe(FORM_MESSAGES.problemScrollDown);
    expect(await tab.locator(".tsr-form__problem--below").innerText()).toBe(FORM_MESSAGES.problemScrollUp);
    expect(await submit.isEnabled()).toBe(true);
    expect(await submit.innerText()).toBe("Submit");

    const withoutNote = { ...edited, fields: edited.fields.filter((f: { id: string }) => f.id !== "note") };
    expect((await site.send("PUT", `/api/config/forms/${formId}`, { json: withoutNote })).status).toBe(200);
    await form.getByLabel("Roast").selectOption("Medium");
    await submit.click();
    await expect.poll(() => formMessage(tab)).toBe(FORM_MESSAGES.fieldsUnparsable);
    expect(await form.locator(".tsr-form-field--error").count()).toBe(0);
    const save = journey.server.siteUrl("bad-request", SAVE_PATH);
    await expectOnly(tracked, "bad-request", "a form edited while open", [failedStatus(400, save), failedStatus(400, save)]);
  });

  test("401: a replayed submission key is refused", async () => {
    await statusSite("replayed");
    const first = await openFilled("replayed");
    const keyAnswer = first.tab.waitForResponse((response) => response.url().includes("/api/form/FormSubmissionKey"));
    await first.submit.click();
    const usedKey = ((await (await keyAnswer).json()) as { key: string }).key;
    await first.tab.locator(".tsr-form__post-submit").waitFor({ state: "visible" });

    const second = await openFilled("replayed");
    await second.tab.route("**/api/form/FormSubmissionKey*", (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify({ key: usedKey }) }),
    );
    await second.submit.click();
    expect(await formMessage(second.tab)).toBe(FORM_STATUS_MESSAGES[401]);
    await expectOnly(second.tracked, "replayed", "a replayed key", [failedStatus(401, journey.server.siteUrl("replayed", SAVE_PATH))]);
  });

  test("404: a form deleted while its page was open has not been configured", async () => {
    const formId = await statusSite("deleted");
    const { tracked, tab, submit } = await openFilled("deleted");
    expect((await (await owner("deleted")).send("DELETE", `/api/config/forms/${formId}`)).status).toBe(204);
    await submit.click();
    expect(await formMessage(tab)).toBe(FORM_STATUS_MESSAGES[404]);
    await expectOnly(tracked, "deleted", "a deleted form", [failedStatus(404, journey.server.siteUrl("deleted", SAVE_PATH))]);
    await tab.reload();
    expect(await tab.locator(".tsr-form-missing").innerText()).toBe(FORM_STATUS_MESSAGES[404]);
  });

  test("429: a flood from one address is refused with the rate-limit message", async () => {
    await statusSite("flood");
    for (let sent = 0; sent < LIMIT; sent++) {
      const { tab, submit } = await openFilled("flood");
      await submit.click();
      await tab.locator(".tsr-form__post-submit").waitFor({ state: "visible" });
    }
    const { tracked, tab, submit } = await openFilled("flood");
    await submit.click();
    expect(await formMessage(tab)).toBe(FORM_STATUS_MESSAGES[429]);
    await expectOnly(tracked, "flood", "a flood", [failedStatus(429, journey.server.siteUrl("flood", SAVE_PATH))]);
  });

  test("500: with the database locked by another process the form cannot be sent, then can", async () => {
    await statusSite("locked");
    const { tracked, tab, submit } = await openFilled("locked");
    const other = new Database(path.join(journey.server.dataDir, "tessera.db"));
    try {
      other.exec("BEGIN IMMEDIATE");
      await submit.click();
      await expect.poll(() => formMessage(tab), { timeout: 30_000 }).toBe(FORM_STATUS_MESSAGES[500]);
    } finally {
      if (other.inTransaction) other.exec("ROLLBACK");
      other.close();
    }
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await tab.locator(".tsr-form__post-submit").waitFor({ state: "visible" });
    await expectOnly(tracked, "locked", "a locked database", [failedStatus(500, journey.server.siteUrl("locked", SAVE_PATH))]);
  });

  test("a lost connection, a key that cannot be had, and cookies that never stick each get their message", async () => {
    const formId = await statusSite("unlucky");
    const { tracked, tab, submit } = await openFilled("unlucky");
    await tab.route("**/api/form/FormSubmissionKey*", (route) => route.abort("connectionreset"));
    await submit.click();
    expect(await formMessage(tab)).toBe(FORM_MESSAGES.submissionKeyUnavailable);
    await tab.unroute("**/api/form/FormSubmissionKey*");

    await tab.route(`**${SAVE_PATH}`, (route) => route.abort("connectionreset"));
    await submit.click();
    await expect.poll(() => formMessage(tab)).toBe(FORM_MESSAGES.unknownError);
    await tab.unroute(`**${SAVE_PATH}`);

    await tracked.context.clearCookies();
    await tracked.context.route("**/api/**", async (route) => {
      const url = new URL(route.request().url());
      const direct = `http://127.0.0.1:${url.port}${url.pathname}${url.search}`;
      const response = await route.fetch({ url: direct, headers: { ...route.request().headers(), host: url.host } });
      // route.fetch keeps what the answer sets in the context's cookies; they must not stick either.
      await tracked.context.clearCookies();
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== "set-cookie"));
      await route.fulfill({ response, headers });
    });
    // Nor does the fresh crumb the page stores from the refusal before its one retry.
    await tab.evaluate(() => Object.defineProperty(document, "cookie", { get: () => "", set: () => undefined }));
    await submit.click();
    await expect.poll(() => formMessage(tab)).toBe(FORM_MESSAGES.processingError);
    const key = journey.server.siteUrl("unlucky", `/api/form/FormSubmissionKey?formId=${formId}`);
    const reset = (url: string) => ({ text: "Failed to load resource: net::ERR_CONNECTION_RESET", url });
    await expectOnly(tracked, "unlucky", "a lost connection and cookies that never stick", [
      reset(key),
      reset(journey.server.siteUrl("unlucky", SAVE_PATH)),
      failedStatus(403, key),
      failedStatus(403, key),
    ]);
  });

  test("a form's markup pasted into a code block without its fields logs 'Could not render form'; the page's own form still sends", async () => {
    const pasted = {
      id: freshId(),
      type: "code",
      settings: {
        html:
          '<div data-island="form"><div class="tsr-form" data-form-id="pasted"><form class="tsr-form__form" aria-label="Pasted form">' +
          '<button class="tsr-form__submit" type="submit">Send</button></form></div></div>',
      },
    };
    await statusSite("pasted", [pasted]);
    const { tracked, tab, submit } = await openFilled("pasted");
    expect(tracked.takeConsoleErrors().map((error) => error.text)).toEqual([CONSOLE_MESSAGES.formRenderFailed]);
    await submit.click();
    await tab.locator(".tsr-form__post-submit").waitFor({ state: "visible" });
    await expectOnly(tracked, "pasted", "a page with pasted form markup", []);
  });
});
