// How the contact sheet takes its screenshots: a block as it is drawn on its page, a page whole or
// the window as it is, as JPEG files beside a small copy for the sheet's rows.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { quietNetwork } from "../../e2e/harness/quietNetwork";
import type { SheetShot } from "./sheetPage";

/** JPEG quality of the screenshots and their small copies: small files, text still sharp. */
const QUALITY = 75;
/** How much smaller the row's copy is than the screenshot: a row's three widths (390 + 768 + 1280 px) fit side by side in a 1280 px window. */
const THUMB_SCALE = 0.45;
/** How long a picture may take to load, or a screenshot to be taken, before the sheet moves on without it. */
const PATIENCE_MS = 15_000;

/** What a screenshot turned out to be: its JPEG bytes, or why there is none. */
export type Exposure = Buffer | { missing: string };

/** The first line of an error, for the sheet to say why a screenshot is missing. */
function reason(error: unknown): string {
  return `No screenshot: ${(error instanceof Error ? error.message : String(error)).split("\n")[0]}`;
}

/**
 * Loads every picture of the page now: those that wait until scrolled to (loading=lazy) are told to
 * load, and the page is scrolled through once, a window at a time, for those the site's image
 * loader fills in as they come into view; then back to the top. So a whole page, or a block further
 * down, is photographed with its pictures.
 */
export async function loadEveryPicture(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const image of document.querySelectorAll("img")) image.loading = "eager";
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await painted();
    }
    window.scrollTo(0, 0);
    await painted();
  });
  await quietNetwork(page);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: PATIENCE_MS }).catch(() => undefined);
}

/** A block as it is drawn on its page, or the size it is drawn at when that is nothing to look at. */
export async function photographBlock(block: Locator): Promise<Exposure> {
  try {
    const box = await block.boundingBox({ timeout: PATIENCE_MS });
    if (!box) return { missing: "Not drawn: the block is hidden." };
    if (box.width < 1 || box.height < 1) return { missing: `Drawn ${Math.round(box.width)} × ${Math.round(box.height)} px: nothing to see.` };
    return await block.screenshot({ type: "jpeg", quality: QUALITY, animations: "disabled", timeout: PATIENCE_MS });
  } catch (error) {
    return { missing: reason(error) };
  }
}

/** The page from top to bottom, or only the window (a lightbox or dialog open over it). */
export async function photographPage(page: Page, whole: boolean): Promise<Exposure> {
  try {
    return await page.screenshot({ type: "jpeg", quality: QUALITY, animations: "disabled", fullPage: whole, timeout: PATIENCE_MS });
  } catch (error) {
    return { missing: reason(error) };
  }
}

/**
 * Keeps a screenshot as shots/<name>.jpg in the sheet's folder with its small copy as
 * thumbs/<name>.jpg (paths the page links to relatively); answers the row's shot at this width.
 */
export async function develop(folder: string, name: string, width: number, exposure: Exposure): Promise<SheetShot> {
  if (!Buffer.isBuffer(exposure)) return { width, missing: exposure.missing };
  const image = `shots/${name}.jpg`;
  const thumb = `thumbs/${name}.jpg`;
  const { width: taken = width } = await sharp(exposure).metadata();
  const small = await sharp(exposure)
    .resize({ width: Math.max(1, Math.round(taken * THUMB_SCALE)) })
    .jpeg({ quality: QUALITY })
    .toBuffer({ resolveWithObject: true });
  await mkdir(path.join(folder, "shots"), { recursive: true });
  await mkdir(path.join(folder, "thumbs"), { recursive: true });
  await writeFile(path.join(folder, image), exposure);
  await writeFile(path.join(folder, thumb), small.data);
  return { width, image, thumb, thumbWidth: small.info.width, thumbHeight: small.info.height };
}
