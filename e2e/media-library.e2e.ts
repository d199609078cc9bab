// Pictures by picking them: an owner uploads a picture in the media library with a progress bar,
// sees its sizes made (the library asks again until they are), searches for it, finds a file of another type refused in plain words by a product's picture
// field, picks the picture from the library as the product's first picture with its alt text, sees where it is used, renames it (the product keeps showing it) and deletes
// it, refused with a warning naming the product until confirmed.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testJpeg } from "../src/server/features/media/testing";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../src/server/testing/storeSites";
import { expectNoConsoleErrors } from "./harness/checks";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { openJourney, type Journey } from "./harness/journey";
import { importOwnedSite, type OwnedSite } from "./harness/ownedSite";

const OWNER = { email: "owner@picture-shop.example", password: "picture owner password" };

describe("the media library and image fields", () => {
  let journey: Journey;
  let ids: TestStoreIds;
  let site: OwnedSite;

  beforeAll(async () => {
    journey = await openJourney();
    ids = newTestStoreIds();
    site = await importOwnedSite(journey.server, storeSite("pictures", ids), OWNER);
  });
  afterAll(async () => {
    await journey?.close();
  });

  /** Holds the next upload to `url` until the page shows its progress bar, then lets it through. */
  async function uploadShowingProgress(page: Page, url: string, upload: () => Promise<void>, fileName: string) {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(url, async (route) => {
      await held;
      await route.continue();
    });
    await upload();
    await page.getByRole("progressbar", { name: `Uploading ${fileName}` }).waitFor();
    release();
    await page.getByRole("progressbar", { name: `Uploading ${fileName}` }).waitFor({ state: "detached" });
    await page.unroute(url);
  }

  test("uploads with progress, picks the picture for a product, shows where it is used, renames it and deletes it after a warning", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await site.signIn(page, "/config/media");
    await page.getByRole("heading", { name: "Media library", level: 1 }).waitFor();
    await page.getByText("No files yet").waitFor();

    const files = page.locator(".screen-head input[type=file]");
    const photo = await testJpeg(900, 600);
    await uploadShowingProgress(
      page,
      "**/api/config/assets",
      () => files.setInputFiles({ name: "Roaster.jpg", mimeType: "image/jpeg", buffer: photo }),
      "Roaster.jpg",
    );
    await page.getByText("roaster.jpg was uploaded.").waitFor();
    await reviewScreenshot(page, "media-library-uploaded");
    const table = page.getByRole("table", { name: "Uploaded files" });
    expect(await table.innerText()).toMatch(/roaster\.jpg\s+Image 900 × 600/);
    await table
      .getByRole("row", { name: /roaster\.jpg/ })
      .getByText("Ready", { exact: true })
      .waitFor();

    await page.getByRole("searchbox", { name: "Search files by name" }).fill("kettle");
    await page.getByText("No files match").waitFor();
    await page.getByRole("searchbox", { name: "Search files by name" }).fill("roast");
    await table.getByRole("button", { name: "Details of roaster.jpg" }).waitFor();

    await page.goto(journey.server.siteUrl("pictures", `/config/store/products/${ids.blend}`));
    const form = page.getByRole("form", { name: "Product" });
    await form.getByRole("button", { name: "Add a picture" }).click();
    const picture = form.getByRole("group", { name: "Picture 1", exact: true });
    const image = picture.getByRole("group", { name: "File" });
    await image.getByText("No image").waitFor();
    await image.locator("input[type=file]").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
    await image.getByText("The file notes.txt does not appear to be a supported image file.").waitFor();
    await image.getByRole("button", { name: "Choose from library" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose an image" });
    await dialog.getByRole("searchbox", { name: "Search images by name" }).fill("roaster");
    const tile = dialog.getByRole("button", { name: "Use roaster.jpg" });
    await tile.focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await image.getByRole("img", { name: "Current file" }).waitFor();
    await picture.getByRole("textbox", { name: "Alternative text" }).fill("The roaster at work");
    await form.getByRole("button", { name: "Save product" }).click();
    await page.getByText("Product saved.").waitFor();

    await page.goto(journey.server.siteUrl("pictures", "/config/media"));
    await page.getByRole("button", { name: "Details of roaster.jpg" }).click();
    const details = page.getByRole("dialog", { name: "roaster.jpg" });
    await details.getByRole("link", { name: "Harbor Blend" }).waitFor();
    const nameBox = details.getByRole("textbox", { name: "Name" });
    await nameBox.fill("Harbor roaster");
    expect(await nameBox.inputValue()).toBe("Harbor roaster");
    await details.getByRole("button", { name: "Rename" }).click();
    await page.getByText("Renamed to harbor-roaster.jpg.").waitFor();
    const shown = await page.evaluate(async () => {
      const shop = await (await fetch("/shop/harbor-blend")).text();
      const address = /\/s\/[0-9a-f]{24}\/[a-z.-]+/.exec(shop)?.[0] ?? "";
      const answer = await fetch(address);
      const alt = new DOMParser().parseFromString(shop, "text/html").querySelector(".tsr-product__image")?.getAttribute("alt");
      return { address, served: new URL(answer.url).pathname, type: answer.headers.get("content-type"), alt };
    });
    expect(shown.address).toMatch(/\/roaster\.jpg$/);
    expect(shown.served).toMatch(/\/harbor-roaster\.jpg$/);
    expect(shown.type).toMatch(/^image\//);
    expect(shown.alt).toBe("The roaster at work");

    const assetId = shown.served.split("/")[2]!;
    const renamed = page.getByRole("dialog", { name: "harbor-roaster.jpg" });
    await renamed.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog", { name: "Delete harbor-roaster.jpg?" }).getByRole("button", { name: "Delete" }).click();
    const warning = page.getByRole("alertdialog", { name: "Delete harbor-roaster.jpg although it is used?" });
    await warning.getByText("harbor-roaster.jpg is used in 1 place: Harbor Blend. Remove it there first, or confirm to delete it anyway.").waitFor();
    await warning.getByRole("button", { name: "Delete anyway" }).click();
    await page.getByText("harbor-roaster.jpg was deleted.").waitFor();
    await page.getByText("No files yet").waitFor();
    // The refused delete is the server's 409 the warning comes from.
    expectNoConsoleErrors(tracked, "the media library", [
      {
        text: "Failed to load resource: the server responded with a status of 409 (Conflict)",
        url: journey.server.siteUrl("pictures", `/api/config/assets/${assetId}`),
      },
    ]);
  });

  test("tells a failed upload, a cancelled upload, a nameless rename and a failed rename in the spec's words, at phone width", async () => {
    const tracked = await journey.newPage({ viewport: { width: 390, height: 844 } });
    const { page } = tracked;
    await site.signIn(page, "/config/media");
    await page.getByRole("heading", { name: "Media library", level: 1 }).waitFor();
    const files = page.locator(".screen-head input[type=file]");
    const photo = await testJpeg(300, 200);

    await page.route("**/api/config/assets", (route) => route.abort("connectionreset"));
    await files.setInputFiles({ name: "Lost.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("alert").getByText("There was a problem while uploading your file.", { exact: true }).waitFor();
    await page.unroute("**/api/config/assets");

    let letGo: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    await page.route("**/api/config/assets", async (route) => {
      await held;
      await route.abort().catch(() => undefined);
    });
    await files.setInputFiles({ name: "Slow.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("progressbar", { name: "Uploading Slow.jpg" }).waitFor();
    await reviewScreenshot(page, "media-library-upload-cancel-390");
    await page.getByRole("button", { name: "Cancel uploading Slow.jpg" }).click();
    await page.getByRole("alert").getByText("File processing cancelled", { exact: true }).waitFor();
    letGo();
    await page.unroute("**/api/config/assets");

    await files.setInputFiles({ name: "Kept.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByText("kept.jpg was uploaded.").waitFor();
    await page.getByRole("button", { name: "Details of kept.jpg" }).click();
    const details = page.getByRole("dialog", { name: "kept.jpg" });
    await details.getByRole("textbox", { name: "Name" }).fill("  ");
    await details.getByRole("button", { name: "Rename" }).click();
    await details.getByText("Please enter a file name", { exact: true }).waitFor();

    await page.route("**/api/config/assets/*", (route) => (route.request().method() === "PATCH" ? route.abort("connectionreset") : route.continue()));
    await details.getByRole("textbox", { name: "Name" }).fill("Kept roaster");
    await details.getByRole("button", { name: "Rename" }).click();
    await details.getByText("There was a problem while renaming your file.", { exact: true }).waitFor();
    await reviewScreenshot(page, "media-library-rename-failed-390");
    await page.unroute("**/api/config/assets/*");
    expect(await details.getByRole("heading", { name: "kept.jpg" }).count()).toBe(1);
    const assetId = /\/s\/([0-9a-f]{24})\//.exec((await details.locator("img.asset-picture").getAttribute("src")) ?? "")?.[1];
    // The browser logs the two connections this test cut: the first upload and the rename.
    expectNoConsoleErrors(tracked, "the media library's failures", [
      { text: "Failed to load resource: net::ERR_CONNECTION_RESET", url: journey.server.siteUrl("pictures", "/api/config/assets") },
      { text: "Failed to load resource: net::ERR_CONNECTION_RESET", url: journey.server.siteUrl("pictures", `/api/config/assets/${assetId}`) },
    ]);
  });
});
