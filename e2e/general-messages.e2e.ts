// The general messages of spec 2 §8 where an owner meets them: a configuration screen whose call
// the network does not carry ("Network error"), the block settings' collection list that cannot be
// loaded ("Unable to load collections"), the media library's ask for the sizes it is making that
// comes back empty ("No response data from job request") and a delete whose connection is lost
// ("Unable to connect. Please try again"), fonts that do not arrive ("Unable to load fonts"). Each is
// shown in plain view, what the owner had kept. Code is typed in plain text boxes, so an Android
// phone's browser edits it as any other ("Code editing is not available on Android." never shows).
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testJpeg } from "../src/server/features/media/testing";
import { openJourney, type Journey } from "./harness/journey";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";

/** The media library's listing (with its query), not an upload to the same path. */
const assetListing = (url: URL) => url.pathname === "/api/config/assets" && url.search !== "";
/** What Chrome on an Android phone says it is. */
const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
/** The site's shipped font files. */
const fontFiles = (url: URL) => url.pathname.startsWith("/assets/fonts/");
/** The page tree, which the collection list reads. */
const pageTree = (url: URL) => url.pathname === "/api/config/pages";

describe("general messages in the configuration area", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await openJourney();
  });
  afterAll(() => journey?.close());

  /** Signs in as the demo's owner and opens a configuration address. */
  async function signIn(page: Page, path: string): Promise<void> {
    await signInAt(page, journey.server.siteUrl("demo", path), journey.server.demoOwner);
  }

  for (const width of [390, 1280]) {
    test(`at ${width} px, a screen whose call the network does not carry says "Network error" and loads on Try again`, async () => {
      const { page } = await journey.newPage({ viewport: { width, height: 844 } });
      await page.route(assetListing, (route) => route.abort("internetdisconnected"));
      await signIn(page, "/config/media");
      const alert = page.getByRole("alert").filter({ hasText: "Network error" });
      await alert.waitFor();
      expect(await alert.locator("p").innerText()).toBe("Network error");
      await reviewScreenshot(page, `general-messages-network-error-${width}`);
      await page.unroute(assetListing);
      await alert.getByRole("button", { name: "Try again" }).click();
      await page.getByRole("searchbox", { name: "Search files by name" }).waitFor();
      await page.getByRole("table", { name: "Uploaded files" }).or(page.getByText("No files yet")).first().waitFor();
      expect(await page.getByRole("alert").filter({ hasText: "Network error" }).count()).toBe(0);
    });
  }

  test('at 390 px, fonts chosen on the design screen whose files do not arrive say "Unable to load fonts", the choice kept', async () => {
    const { page } = await journey.newPage({ viewport: { width: 390, height: 844 } });
    await page.route(fontFiles, (route) => route.abort("internetdisconnected"));
    await signIn(page, "/config/design");
    const headings = page.getByRole("combobox", { name: "Headings" });
    await headings.selectOption({ label: "Lora (serif)" });
    const alert = page.getByRole("alert").filter({ hasText: "Unable to load fonts" });
    await alert.waitFor();
    expect(await alert.locator("span").innerText()).toBe("Unable to load fonts. Until they arrive, pages show the device's own fonts.");
    expect(await headings.inputValue()).toBe("lora");
    await alert.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, "general-messages-fonts-390");
    await page.unroute(fontFiles);
    await alert.getByRole("button", { name: "Try again" }).click();
    await alert.waitFor({ state: "detached" });
  });

  test('a summary block\'s collection list that cannot be loaded says "Unable to load collections", and loads on Try again', async () => {
    const { page } = await journey.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, "/config/");
    await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
    await page.getByRole("button", { name: "Add page" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill("Latest news");
    await page.getByRole("dialog").getByRole("button", { name: "Add page" }).click();
    await page.getByText("This page has no blocks yet").waitFor();

    await page.route(pageTree, (route) => (route.request().method() === "GET" ? route.abort("internetdisconnected") : route.continue()));
    await page.getByRole("button", { name: "Add block", exact: true }).click();
    await page.getByRole("button", { name: /^Summary:/ }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Unable to load collections" });
    await alert.waitFor();
    await reviewScreenshot(page, "general-messages-collections-1280");
    await page.unroute(pageTree);
    await alert.getByRole("button", { name: "Try again" }).click();
    await alert.waitFor({ state: "detached" });
    const collection = page.getByRole("button", { name: /Collection/ }).first();
    expect(await collection.isDisabled()).toBe(false);
  });

  test('the media library\'s ask for the sizes it is making that comes back empty says "No response data from job request", the list kept', async () => {
    const { page } = await journey.newPage({ viewport: { width: 390, height: 844 } });
    const firstListing = page.waitForResponse((response) => assetListing(new URL(response.url())));
    await signIn(page, "/config/media");
    const listed = (await (await firstListing).json()) as { assets: { id: string; kind: string; fileName: string }[]; total: number };
    const picture = listed.assets.find((asset) => asset.kind === "image")!;

    // The library shows the demo's picture still having its sizes made; its next ask comes back without a body.
    let asked = 0;
    await page.route(assetListing, (route) => {
      asked += 1;
      if (asked > 1) return route.fulfill({ status: 200, contentType: "application/json", body: "" });
      const making = listed.assets.filter((asset) => asset.id === picture.id).map((asset) => ({ ...asset, status: "processing", progress: 40 }));
      return route.fulfill({ json: { assets: making, total: making.length } });
    });
    await page.getByRole("searchbox", { name: "Search files by name" }).fill(picture.fileName);
    const row = page.getByRole("row", { name: new RegExp(picture.fileName.replace(/\./g, "\\.")) });
    await row.getByRole("progressbar", { name: "Making sizes" }).waitFor();
    const alert = page.getByRole("alert").filter({ hasText: "No response data from job request" });
    await alert.waitFor();
    expect(await alert.locator("span").innerText()).toBe("No response data from job request");
    expect(await row.getByRole("progressbar", { name: "Making sizes" }).count()).toBe(1);
    await reviewScreenshot(page, "general-messages-job-request-390");

    await page.unroute(assetListing);
    await alert.getByRole("button", { name: "Try again" }).click();
    await alert.waitFor({ state: "detached" });
    await row.getByText("Ready", { exact: true }).waitFor();
  });

  test('a delete whose connection is lost says "Unable to connect. Please try again" and keeps the file', async () => {
    const { page } = await journey.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, "/config/media");
    await page.getByRole("heading", { name: "Media library", level: 1 }).waitFor();
    await page.locator(".screen-head input[type=file]").setInputFiles({ name: "Spare mug.jpg", mimeType: "image/jpeg", buffer: await testJpeg(200, 200) });
    await page.getByText("spare-mug.jpg was uploaded.").waitFor();
    await page.getByRole("button", { name: "Details of spare-mug.jpg" }).click();
    const details = page.getByRole("dialog", { name: "spare-mug.jpg" });
    const deletes = (url: URL) => /^\/api\/config\/assets\/[0-9a-f]{24}$/.test(url.pathname);
    await page.route(deletes, (route) => (route.request().method() === "DELETE" ? route.abort("connectionreset") : route.continue()));
    await details.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog", { name: "Delete spare-mug.jpg?" }).getByRole("button", { name: "Delete" }).click();
    await details.getByRole("alert").getByText("Unable to connect. Please try again", { exact: true }).waitFor();
    await reviewScreenshot(page, "general-messages-unable-to-connect-390");
    await page.unroute(deletes);
    expect(await details.getByRole("heading", { name: "spare-mug.jpg" }).count()).toBe(1);
  });

  test("code is typed and saved from an Android phone's browser: the plain text boxes need no code editor to refuse it", async () => {
    const { page } = await journey.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: ANDROID_CHROME });
    await signIn(page, "/config/settings");
    await page.getByRole("tab", { name: "Code on every page" }).click();
    const code = page.getByRole("form", { name: "Code on every page" });
    const header = code.getByRole("textbox", { name: "Header code" });
    await header.tap();
    await page.keyboard.type("<!-- typed on a phone -->");
    await code.getByRole("button", { name: "Save code" }).tap();
    await page.getByText("Code saved. Every page includes it now.").waitFor();
    expect(await header.inputValue()).toContain("<!-- typed on a phone -->");
    expect(await page.getByText("Code editing is not available on Android.").count()).toBe(0);
  });
});
