// A visitor comments on a blog post on a phone and on a desktop; the first comment waits for the
// owner, who approves it on the Comments screen; the visitor then reads it under the post, and
// the same address's next comment is published at once. The comments block shows a page's own
// thread; a site that comments through Disqus asks nothing of disqus.com until the visitor agrees.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { demoSiteAs } from "../src/server/testing/siteFiles";
import { expectNoConsoleErrors } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { importOwnedSite, type OwnedSite } from "./harness/ownedSite";
import { reviewScreenshot } from "./harness/reviewScreenshot";

const OWNER = { email: "owner@comments.example", password: "comments owner password" };
const POST = "How we choose our beans";

let journey: Journey;
let site: OwnedSite;
const DISQUS_OWNER = { email: "owner@disqus.example", password: "disqus owner password" };

beforeAll(async () => {
  journey = await openJourney();
  const file = JSON.parse(demoSiteAs("talk", "Corner Coffee"));
  file.website.commentsEnabled = true;
  const about = file.collections.find((c: { urlSlug: string }) => c.urlSlug === "about");
  for (const layout of [about.layout.draft, about.layout.published]) {
    const blocks = layout.sections[0].blocks;
    blocks.push({ id: "c0ffee000000000000000015", type: "comments", settings: {}, desktop: { column: 1, row: blocks.length + 1, width: 24, height: 1 } });
  }
  site = await importOwnedSite(journey.server, JSON.stringify(file), OWNER);
  const disqussed = JSON.parse(demoSiteAs("chat", "Corner Chat"));
  disqussed.website.disqusShortname = "corner-chat";
  await importOwnedSite(journey.server, JSON.stringify(disqussed), DISQUS_OWNER);
});

afterAll(async () => {
  await journey?.close();
});

/** Opens the post from the blog's list, as a visitor finds it. */
async function openPost(page: Page) {
  await page.goto(journey.server.siteUrl("talk", "/journal"));
  await page.getByRole("link", { name: POST }).first().click();
  await page.getByRole("heading", { name: POST, level: 1 }).waitFor();
}

/** Writes a comment and sends it once the built-in captcha is done; answers what the form then says. */
async function comment(page: Page, name: string, email: string, body: string): Promise<string> {
  const form = page.getByRole("form", { name: "Leave a comment" });
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("textbox", { name: "Email (not shown)" }).fill(email);
  await form.getByRole("textbox", { name: "Comment" }).fill(body);
  await form.getByText("Verified: you can send the form.").waitFor({ timeout: 60_000 });
  await form.getByRole("button", { name: "Send comment" }).click();
  const message = form.getByRole("status");
  await expect.poll(() => message.innerText(), { timeout: 15_000 }).not.toBe("");
  return message.innerText();
}

/** Nothing is wider than the window, the form's fields and buttons are big enough to hit, and the comment text reads on its background. */
async function expectComfortable(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const form = page.getByRole("form", { name: "Leave a comment" });
  for (const target of [form.getByRole("button", { name: "Send comment" }), form.getByRole("textbox", { name: "Name" })]) {
    const box = (await target.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(width < 500 ? 44 : 24);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

describe("blog comments", () => {
  test("a comment from a phone waits for moderation, the owner approves it, and the visitor sees it under the post", async () => {
    const phone = await journey.newPage();
    await phone.page.setViewportSize({ width: 390, height: 844 });
    await openPost(phone.page);
    await phone.page.getByText("No comments yet. Be the first to write one.").waitFor();
    await expectComfortable(phone.page, 390);
    const said = await comment(phone.page, "Ada Lovelace", "ada@example.com", "The washed beans were lovely.\nMore of those, please.");
    expect(said).toBe("Thank you. Your comment is awaiting moderation.");
    await reviewScreenshot(phone.page, "comments-sent-phone");
    await phone.page.reload();
    expect(await phone.page.getByText("The washed beans were lovely.").count()).toBe(0);

    const owner = await journey.newPage();
    await owner.page.setViewportSize({ width: 1280, height: 900 });
    await site.signIn(owner.page, "/config/comments");
    await owner.page.getByRole("heading", { name: "Comments", level: 1 }).waitFor();
    const row = owner.page.getByRole("row").filter({ hasText: "The washed beans were lovely." });
    await row.waitFor();
    expect(await row.innerText()).toContain(`On “${POST}”`);
    await reviewScreenshot(owner.page, "comments-queue-desktop");
    await row.getByRole("button", { name: "Approve" }).click();
    await owner.page.getByText("The comment by Ada Lovelace is published.").waitFor();
    await owner.page.getByText("No comments await moderation.", { exact: false }).waitFor();
    expectNoConsoleErrors(owner, "the comments screen");

    await phone.page.reload();
    const shown = phone.page.getByRole("article", { name: "Comment by Ada Lovelace" });
    await shown.waitFor();
    expect(await shown.innerText()).toContain("More of those, please.");
    await phone.page.getByRole("heading", { name: "1 comment", level: 2 }).waitFor();
    await expectComfortable(phone.page, 390);
    await shown.scrollIntoViewIfNeeded();
    await reviewScreenshot(phone.page, "comments-shown-phone");
    expectNoConsoleErrors(phone, "the post on a phone");
  });

  test("on a desktop, a reply from the same address is published at once under its thread", async () => {
    const desktop = await journey.newPage();
    await desktop.page.setViewportSize({ width: 1280, height: 900 });
    await openPost(desktop.page);
    await expectComfortable(desktop.page, 1280);
    await desktop.page.getByRole("article", { name: "Comment by Ada Lovelace" }).getByRole("button", { name: "Reply" }).click();
    await desktop.page.getByText("Replying to Ada Lovelace.").waitFor();
    const said = await comment(desktop.page, "Ada Lovelace", "ADA@example.com", "And the natural ones too.");
    expect(said).toBe("Thank you. Your comment is published.");
    await desktop.page.reload();
    const replies = desktop.page.getByRole("list", { name: "Replies to Ada Lovelace" });
    await replies.getByText("And the natural ones too.").waitFor();
    await desktop.page.getByRole("heading", { name: "2 comments", level: 2 }).waitFor();
    await replies.scrollIntoViewIfNeeded();
    await reviewScreenshot(desktop.page, "comments-thread-desktop");
    expectNoConsoleErrors(desktop, "the post on a desktop");
  });

  test("a visitor who types before the comment script arrives is checked at once, without leaving and entering the form again, and sees Reply only once it works", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.setViewportSize({ width: 390, height: 844 });
    let release = () => {};
    const scriptHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(island-)?comments-[^/]*\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await openPost(page);
    const form = page.getByRole("form", { name: "Leave a comment" });
    await form.getByRole("textbox", { name: "Name" }).fill("Grace Hopper");
    await form.getByRole("textbox", { name: "Comment" }).fill("Typed before the page was ready.");
    await form.getByText("This form checks that you are a person before sending.").waitFor();
    expect(await page.getByRole("button", { name: "Reply" }).count()).toBe(0);
    release();
    await page.getByRole("article", { name: "Comment by Ada Lovelace" }).getByRole("button", { name: "Reply" }).waitFor();
    await form.getByText("Verified: you can send the form.").waitFor({ timeout: 60_000 });
    expect(await form.getByRole("textbox", { name: "Comment" }).evaluate((box) => box === document.activeElement)).toBe(true);
    expectNoConsoleErrors(tracked, "the post whose comment script came late");
  });

  test("the comments block shows the About page's own thread on a phone and on a desktop", async () => {
    const phone = await journey.newPage();
    await phone.page.setViewportSize({ width: 390, height: 844 });
    await phone.page.goto(journey.server.siteUrl("talk", "/about"));
    const block = phone.page.locator(".tsr-block--comments");
    await block.getByText("No comments yet. Be the first to write one.").waitFor();
    await block.scrollIntoViewIfNeeded();
    await expectComfortable(phone.page, 390);
    const said = await comment(phone.page, "Ada Lovelace", "ada@example.com", "A page of blocks worth a word.");
    expect(said).toBe("Thank you. Your comment is published.");
    await phone.page.reload();
    await block.getByRole("article", { name: "Comment by Ada Lovelace" }).getByText("A page of blocks worth a word.").waitFor();
    await block.getByRole("heading", { name: "1 comment", level: 2 }).scrollIntoViewIfNeeded();
    await reviewScreenshot(phone.page, "comments-block-phone");
    expectNoConsoleErrors(phone, "the comments block on a phone");

    const desktop = await journey.newPage();
    await desktop.page.setViewportSize({ width: 1280, height: 900 });
    await desktop.page.goto(journey.server.siteUrl("talk", "/about"));
    const shown = desktop.page.locator(".tsr-block--comments");
    await shown.getByText("A page of blocks worth a word.").waitFor();
    await expectComfortable(desktop.page, 1280);
    await shown.getByRole("heading", { name: "1 comment", level: 2 }).scrollIntoViewIfNeeded();
    await reviewScreenshot(desktop.page, "comments-block-desktop");
    expectNoConsoleErrors(desktop, "the comments block on a desktop");
  });

  test("a site commenting through Disqus asks nothing of disqus.com until the visitor agrees, then loads its thread", async () => {
    for (const width of [390, 1280]) {
      const visitor = await journey.newPage();
      await visitor.page.setViewportSize({ width, height: 900 });
      const asked: string[] = [];
      await visitor.page.route(/^https:\/\/([a-z0-9-]+\.)?disqus\.com\//, (route) => {
        asked.push(route.request().url());
        const embed = route.request().url().endsWith("/embed.js");
        return route.fulfill({
          contentType: "text/javascript",
          body: embed ? 'document.getElementById("disqus_thread").textContent = "Disqus thread of " + location.pathname;' : "",
        });
      });
      let release = () => {};
      const scriptHeld = new Promise<void>((resolve) => (release = resolve));
      await visitor.page.route(/\/assets\/(island-)?disqus-[^/]*\.js$/, async (route) => {
        await scriptHeld;
        await route.continue();
      });
      await visitor.page.goto(journey.server.siteUrl("chat", "/journal"));
      await visitor.page.getByRole("link", { name: POST }).first().click();
      await visitor.page.getByRole("heading", { name: POST, level: 1 }).waitFor();
      const load = visitor.page.getByRole("button", { name: "Agree and load comments" });
      await visitor.page.getByText("Comments on this site are provided by Disqus.", { exact: false }).waitFor();
      expect(await load.count()).toBe(0);
      release();
      await load.scrollIntoViewIfNeeded();
      expect(asked).toEqual([]);
      expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect((await load.boundingBox())!.height).toBeGreaterThanOrEqual(width < 500 ? 44 : 24);
      await reviewScreenshot(visitor.page, `comments-disqus-notice-${width < 500 ? "phone" : "desktop"}`);

      await load.click();
      await visitor.page.getByText("Disqus thread of /journal/", { exact: false }).waitFor();
      expect(asked[0]).toBe("https://corner-chat.disqus.com/embed.js");
      await expect.poll(() => asked).toContain("https://corner-chat.disqus.com/count.js");
      expect(await load.isVisible()).toBe(false);
      expectNoConsoleErrors(visitor, `the Disqus post at ${width} px`);
    }
  });
});
