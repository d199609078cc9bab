// The configuration area's settings, people and form data screens in a real browser: an owner
// invites an editor by mail, the editor accepts and meets the limits of the role, the owner
// reads form submissions (search, CSV) and changes settings that the site then shows; with a mail
// server the Mail screen's test mail arrives, and a forgotten password is chosen anew by mail.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FORM_TEXTS } from "../src/domain/forms/formTexts";
import { startSmtpCatcher, type SmtpCatcher } from "../src/server/testing/smtpCatcher";
import { bodyText, expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { signInAt } from "./harness/signIn";
import { reviewScreenshot } from "./harness/reviewScreenshot";

const INVITED = { email: "nia@harbor-pine.example", name: "Nia Okafor", password: "nia's long password" };

describe("settings, people and form data in the configuration area", () => {
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

  const signIn = async (page: Page, email: string, password: string, path = "/config/") => {
    await signInAt(page, journey.server.siteUrl("demo", path), { email, password });
  };

  const openScreen = async (page: Page, label: string) => {
    await page.getByRole("navigation", { name: "Configuration" }).getByRole("link", { name: label }).click();
    await page.getByRole("heading", { name: label, level: 1 }).waitFor();
  };

  test("an owner invites an editor who accepts by mail and meets the role's limits", async () => {
    const { server } = journey;
    const owner = await journey.newPage();
    await signIn(owner.page, server.demoOwner.email, server.demoOwner.password);
    await openScreen(owner.page, "People");
    await owner.page.getByRole("button", { name: "Invite someone" }).click();
    const dialog = owner.page.getByRole("dialog", { name: "Invite someone" });
    await dialog.getByRole("textbox", { name: "Email" }).fill("not an address");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    expect(await dialog.getByText("Enter a valid email address.").isVisible()).toBe(true);
    await dialog.getByRole("textbox", { name: "Email" }).fill(INVITED.email);
    await dialog.getByLabel("Role").selectOption({ label: "Editor" });
    expect(await dialog.getByText("Edits pages, posts and forms; sees analytics.").isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await owner.page.getByText(`Invitation sent to ${INVITED.email}.`).waitFor();
    const pending = owner.page.getByRole("table", { name: "Pending invitations" });
    expect(await pending.innerText()).toContain(INVITED.email);

    await expect.poll(() => smtp.mails.some((mail) => mail.to.includes(INVITED.email)), { timeout: 15_000 }).toBe(true);
    const mail = smtp.mails.find((m) => m.to.includes(INVITED.email))!;
    expect(mail.subject).toBe("You are invited to Harbor & Pine Coffee");
    const link = /(http:\/\/demo\.localhost:\d+\/config\/invitation\/[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

    const editor = await journey.newPage();
    await editor.page.goto(link);
    await editor.page.getByRole("heading", { name: "Join Harbor & Pine Coffee" }).waitFor();
    await editor.page.getByLabel("Your name").fill(INVITED.name);
    await editor.page.getByLabel("Password", { exact: true }).fill(INVITED.password);
    await editor.page.getByLabel("Repeat the password").fill("something else entirely");
    await editor.page.getByRole("button", { name: "Create account and join" }).click();
    await editor.page.getByText("The passwords do not match.").waitFor();
    await editor.page.getByLabel("Password", { exact: true }).fill(INVITED.password);
    await editor.page.getByLabel("Repeat the password").fill(INVITED.password);
    await editor.page.getByRole("button", { name: "Create account and join" }).click();
    await editor.page.waitForURL((url) => url.pathname.startsWith("/config/") && !url.pathname.includes("invitation"));
    const rail = editor.page.getByRole("navigation", { name: "Configuration" });
    await rail.getByRole("link", { name: "Pages" }).waitFor();
    expect(await rail.getByRole("link", { name: "Settings" }).count()).toBe(0);
    expect(await rail.getByRole("link", { name: "People" }).count()).toBe(0);
    const refused = await editor.page.evaluate(async () => {
      const response = await fetch("/api/config/site/settings");
      return { status: response.status, body: (await response.json()) as { error: string } };
    });
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ error: "You do not have permission to do this." }) });
    await editor.page.goto(server.siteUrl("demo", "/config/settings"));
    await editor.page.getByRole("heading", { name: "There is nothing here" }).waitFor();

    await owner.page.reload();
    await owner.page.getByRole("heading", { name: "People", level: 1 }).waitFor();
    const members = owner.page.getByRole("table", { name: "Members" });
    expect(await members.innerText()).toContain(INVITED.name);
    await members.getByLabel(`Role of ${INVITED.email}`).selectOption({ label: "Viewer" });
    await owner.page.getByText(`${INVITED.email} is now Viewer.`).waitFor();
    await reviewScreenshot(owner.page, "config-people");

    await editor.page.goto(server.siteUrl("demo", "/config/people"));
    await editor.page.getByRole("heading", { name: "People", level: 1 }).waitFor();
    await editor.page.getByText("You can see the people of this site but not change them.").waitFor();
    expect(await editor.page.getByRole("button", { name: "Invite someone" }).count()).toBe(0);
    expect(await editor.page.getByRole("table", { name: "Members" }).getByRole("combobox").count()).toBe(0);
    await editor.page.goto(link);
    expect(await editor.page.getByRole("heading", { name: "This invitation cannot be used" }).isVisible()).toBe(true);
    expectNoConsoleErrors(owner, "the people screen");
  });

  test("the owner reads form submissions, searches them and downloads them as CSV", async () => {
    const { server } = journey;
    const visitor = await journey.newPage();
    await visitor.page.goto(server.siteUrl("demo", "/contact"));
    await settle(visitor.page);
    const form = visitor.page.getByRole("form", { name: "Contact Harbor & Pine" });
    await form.getByLabel("First Name").fill("Ann");
    await form.getByLabel("Last Name").fill("Lee");
    await form.getByLabel("Email").fill("ann@example.com");
    await form.getByLabel("What is it about?").selectOption("Events and catering");
    await form.getByLabel("Message").fill("Can you bring the espresso cart to our wedding?");
    await expect.poll(() => form.locator(".tsr-captcha__status").innerText(), { timeout: 30_000 }).toBe(FORM_TEXTS.captchaDone);
    await form.getByRole("button", { name: "Send message" }).click();
    await visitor.page.locator(".tsr-form__post-submit").waitFor({ state: "visible" });
    expectNoConsoleErrors(visitor, "/contact");

    const owner = await journey.newPage();
    await signIn(owner.page, server.demoOwner.email, server.demoOwner.password, "/config/submissions");
    await owner.page.getByRole("heading", { name: "Form submissions", level: 1 }).waitFor();
    await owner.page.getByLabel("Form", { exact: true }).selectOption({ label: "Contact Harbor & Pine (1)" });
    const table = owner.page.getByRole("table", { name: "Submissions of Contact Harbor & Pine" });
    await table.waitFor();
    expect(await table.innerText()).toContain("Can you bring the espresso cart to our wedding?");
    await reviewScreenshot(owner.page, "config-submissions");
    await owner.page.getByLabel("Search submissions").fill("no such words");
    await owner.page.getByText("No submissions match “no such words”.").waitFor();
    await owner.page.getByLabel("Search submissions").fill("WEDDING");
    await table.waitFor();
    const [download] = await Promise.all([owner.page.waitForEvent("download"), owner.page.getByRole("link", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toBe("contact-harbor-pine.csv");
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv).toContain("Can you bring the espresso cart to our wedding?");
    expect(csv).toContain('"Ann Lee"');
    expectNoConsoleErrors(owner, "the form submissions screen");
  });

  test("settings saved in the configuration area show on the site", async () => {
    const { server } = journey;
    const owner = await journey.newPage();
    await signIn(owner.page, server.demoOwner.email, server.demoOwner.password, "/config/settings");
    await owner.page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    const general = owner.page.getByRole("form", { name: "General settings" });
    await general.getByRole("textbox", { name: "Site title" }).fill("");
    await general.getByRole("button", { name: "Save settings" }).click();
    await general.getByText("Title must not be empty.").waitFor();
    await general.getByRole("textbox", { name: "Site title" }).fill("Harbor & Pine Roasters");
    await general.getByLabel("Time zone").selectOption("Europe/Lisbon");
    await general.getByRole("button", { name: "Save settings" }).click();
    await owner.page.getByText("Settings saved. The site shows them now.").waitFor();
    await reviewScreenshot(owner.page, "config-settings");

    await owner.page.getByRole("tab", { name: "Code on every page" }).click();
    const code = owner.page.getByRole("form", { name: "Code on every page" });
    await code.getByRole("textbox", { name: "Footer code" }).fill('<p id="injected-footer">Roasted this morning</p>');
    await code.getByRole("button", { name: "Save code" }).click();
    await owner.page.getByText("Code saved. Every page includes it now.").waitFor();

    await owner.page.getByRole("tab", { name: "Domains" }).click();
    const domainForm = owner.page.getByRole("form", { name: "Add a domain" });
    await domainForm.getByRole("textbox", { name: "Domain" }).fill("not a domain");
    await domainForm.getByRole("button", { name: "Add domain" }).click();
    await domainForm.getByText("Host must be a domain such as www.example.com, in lowercase.").waitFor();
    await domainForm.getByRole("textbox", { name: "Domain" }).fill("www.harbor-pine.example");
    await domainForm.getByRole("button", { name: "Add domain" }).click();
    await owner.page.getByRole("cell", { name: "www.harbor-pine.example", exact: true }).waitFor();
    expectNoConsoleErrors(owner, "the settings screen");

    const visitor = await journey.newPage();
    await visitor.page.goto(server.siteUrl("demo", "/"));
    expect(await visitor.page.title()).toBe("Harbor & Pine Roasters");
    expect(await bodyText(visitor.page)).toContain("Roasted this morning");
    expect(await visitor.page.locator("body > #injected-footer").innerText()).toBe("Roasted this morning");
  });

  // Last, as it changes the demo owner's password.
  test("with a mail server the Mail screen's test mail arrives and shows Sent; an owner who forgot the password chooses a new one by mail", async () => {
    const { server } = journey;
    const owner = await journey.newPage();
    await signIn(owner.page, server.demoOwner.email, server.demoOwner.password);
    await openScreen(owner.page, "Mail");
    expect(await owner.page.getByText("No mail server is set").count()).toBe(0);
    await owner.page.getByRole("button", { name: "Send a test mail" }).click();
    await owner.page.getByText(`A test mail is on its way to ${server.demoOwner.email}.`).waitFor();
    await expect.poll(() => smtp.mails.some((mail) => mail.subject.startsWith("Test mail from")), { timeout: 15_000 }).toBe(true);
    const testRow = owner.page.getByRole("table", { name: "Mail of this site" }).getByRole("row").filter({ hasText: "Test mail from" });
    await expect
      .poll(
        async () => {
          await owner.page.reload();
          return testRow.locator(".status").innerText();
        },
        { timeout: 15_000 },
      )
      .toBe("Sent");
    expectNoConsoleErrors(owner, "the mail screen");

    const forgetful = await journey.newPage();
    const { page } = forgetful;
    await page.goto(server.siteUrl("demo", "/config/"));
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await page.getByLabel("Email").fill(server.demoOwner.email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await page.getByRole("status").getByText(`If ${server.demoOwner.email} belongs to someone who works on this site`).waitFor();
    await reviewScreenshot(page, "forgot-password");
    await expect.poll(() => smtp.mails.some((mail) => mail.subject.startsWith("Choose a new password")), { timeout: 15_000 }).toBe(true);
    const mail = smtp.mails.find((m) => m.subject.startsWith("Choose a new password"))!;
    expect(mail.to).toContain(server.demoOwner.email);
    const link = /(http:\/\/demo\.localhost:\d+\/config\/reset-password\/[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByLabel("Repeat the new password").fill("short");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await page.getByRole("alert").getByText("Use at least 8 characters.").waitFor();
    await page.getByLabel("New password", { exact: true }).fill("a fresh long password");
    await page.getByLabel("Repeat the new password").fill("a fresh long password");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await page.getByRole("navigation", { name: "Configuration" }).getByRole("link", { name: "Pages" }).waitFor();
    // The refused short password is answered 400 with the form again, which the browser logs.
    expectNoConsoleErrors(forgetful, "the forgotten password pages", [
      { text: "Failed to load resource: the server responded with a status of 400 (Bad Request)", url: link },
    ]);

    // The owner's earlier sign-in is over: the configuration area asks them to sign in again.
    await owner.page.reload();
    await owner.page.getByRole("button", { name: "Sign in" }).waitFor();
    await page.goto(link);
    await page.getByRole("heading", { name: "This link no longer works" }).waitFor();
  });
});
