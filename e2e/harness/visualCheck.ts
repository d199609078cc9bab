import type { Page } from "playwright-core";
import { IMAGE_LIMITS } from "../../src/domain/limits/imageLimits";
import { auditPage } from "./responsiveAudit";
import { checkContrast } from "./seenContrast";
import { installSeenElements } from "./seenElements";
import { checkFrames } from "./seenFrames";
import { checkPictures } from "./seenPictures";
import { checkTargets } from "./seenTargets";
import { checkTextSize, textRuns } from "./seenText";
import { checkBrokenWords } from "./seenWords";

/**
 * The widths where text contrast is measured from a capture of the page (the slowest rule): the
 * phone and the desktop. At 768 px the same colours sit on the same backgrounds.
 */
const CONTRAST_WIDTHS: readonly number[] = [390, 1280];

/** How long pictures coming into view may take to load before the check names those still missing. */
const PICTURES_WAIT_MS = 15_000;

/** Where the check looks: the page's name in findings, its window width and pixel ratio, and whether axe runs too. */
export interface SeenAt {
  where: string;
  width: number;
  pixelRatio: number;
  /** Runs axe-core as well (slow on long pages; the block pages run it at one width). */
  axe: boolean;
}

/**
 * Scrolls the page through once, a window and the loader's margin above and below it at a time, so
 * pictures loaded on coming near the view load, and waits for them; back at the top after.
 */
async function bringPicturesIn(page: Page): Promise<void> {
  await page.evaluate(async (margin) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight + 2 * margin) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  }, IMAGE_LIMITS.lazyLoadMarginPx);
  await page
    .waitForFunction(() => [...document.images].every((img) => !window.seenElements!.shown(img) || (img.getAttribute("src") !== null && img.complete)), null, {
      timeout: PICTURES_WAIT_MS,
      polling: 100,
    })
    .catch(() => undefined);
}

/**
 * Checks what a person sees on the page as it is now, naming each problem with the page, the width
 * and the element. At a pixel ratio of 1: pictures, text size, words broken across lines, text
 * contrast over what is really behind it (at 390 and 1280 px), targets (size and overlap), frames,
 * sideways scrolling and, on phones, the responsive
 * audit's 44 px targets and 16 px input text (and axe when asked). At a higher pixel ratio only the
 * pictures, the one thing it changes.
 */
export async function checkWhatIsSeen(page: Page, at: SeenAt): Promise<string[]> {
  await installSeenElements(page);
  await bringPicturesIn(page);
  const prefix = `${at.where} at ${at.width} px${at.pixelRatio === 1 ? "" : ` x${at.pixelRatio}`}`;
  const named = (rule: string, found: readonly string[]) => found.map((finding) => `${prefix}: ${rule}: ${finding}`);
  const pictures = named("picture", await checkPictures(page));
  if (at.pixelRatio !== 1) return pictures;
  const phone = at.width < 480;
  const runs = await textRuns(page);
  const audit = await auditPage(page, phone, at.axe);
  return [
    ...pictures,
    ...named("tiny text", checkTextSize(runs)),
    ...named("broken word", await checkBrokenWords(page)),
    ...named("contrast", CONTRAST_WIDTHS.includes(at.width) ? await checkContrast(page, runs) : []),
    ...named("target", await checkTargets(page, phone)),
    ...named("frame", await checkFrames(page)),
    ...named("sideways scrolling", audit.overflow),
    ...named("phone target", audit.smallTargets),
    ...named("phone input text", audit.smallInputText),
    ...named("axe", audit.axe),
  ];
}
