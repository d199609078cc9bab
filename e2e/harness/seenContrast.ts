import type { Page } from "playwright-core";
import sharp from "sharp";
import type { TextRun } from "./seenText";

/** WCAG AA's least contrast for ordinary text, and for large text. */
const AA_TEXT = 4.5;
const AA_LARGE_TEXT = 3;
/**
 * The share of what is behind a text that may contrast too little: text over a busy picture is
 * judged by its worst fifth, so a few dark pixels under light words do not excuse the rest.
 */
const WORST_SHARE = 0.2;
/** The tallest slice captured at once (Chromium draws at most 16384 px in one capture). */
const SLICE_PX = 8000;
/** At most this many pixels are sampled under one line box. */
const SAMPLES_PER_BOX = 400;

/** Draws every text transparent, so a capture shows only what is behind the words. A constructed sheet: the page's style policy does not apply to it. */
const HIDE_TEXT = `*, *::before, *::after { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important;
  text-decoration-color: transparent !important; caret-color: transparent !important; transition: none !important; }
  svg text, svg tspan { fill: transparent !important; stroke: transparent !important; }`;

/** A colour channel's share of light (WCAG's relative luminance). */
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(r: number, g: number, b: number): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two luminances (1 to 21). */
function ratio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The page as drawn with its text hidden, as raw RGB pixels at one pixel per CSS pixel. */
async function backgroundPixels(page: Page): Promise<{ width: number; height: number; pixels: Buffer }> {
  const size = await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    window.scrollTo(0, 0);
    return { width: window.innerWidth, height: Math.max(document.documentElement.scrollHeight, window.innerHeight) };
  }, HIDE_TEXT);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const session = await page.context().newCDPSession(page);
  const slices: Buffer[] = [];
  try {
    for (let top = 0; top < size.height; top += SLICE_PX) {
      const height = Math.min(SLICE_PX, size.height - top);
      const shot = (await session.send("Page.captureScreenshot", {
        format: "png",
        captureBeyondViewport: true,
        optimizeForSpeed: true,
        clip: { x: 0, y: top, width: size.width, height, scale: 1 },
      })) as { data: string };
      const { data, info } = await sharp(Buffer.from(shot.data, "base64")).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      slices.push(info.width === size.width ? data : await sharp(data, { raw: info }).resize(size.width, height, { fit: "fill" }).raw().toBuffer());
    }
  } finally {
    await session.detach();
    await page.evaluate(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
    });
  }
  return { width: size.width, height: size.height, pixels: Buffer.concat(slices) };
}

/**
 * The contrast rule: each run of text against what is really behind it (section colours,
 * background pictures, scrims), by sampling the pixels under its line boxes in a capture of the
 * page with every text made transparent. A run fails when its worst fifth of samples contrasts
 * less than WCAG AA asks (4.5:1, 3:1 for large text); the finding names the text, the ratio and
 * the colours. Captures at one pixel per CSS pixel: run it at a device pixel ratio of 1.
 */
export async function checkContrast(page: Page, runs: readonly TextRun[]): Promise<string[]> {
  if (runs.length === 0) return [];
  const { width, height, pixels } = await backgroundPixels(page);
  const found: string[] = [];
  for (const run of runs) {
    const [tr, tg, tb, alpha] = run.colour;
    const samples: { contrast: number; at: number }[] = [];
    for (const box of run.boxes) {
      const left = Math.max(0, Math.floor(box.x));
      const right = Math.min(width, Math.ceil(box.x + box.width));
      const top = Math.max(0, Math.floor(box.y));
      const bottom = Math.min(height, Math.ceil(box.y + box.height));
      if (right <= left || bottom <= top) continue;
      const step = Math.max(1, Math.ceil(Math.sqrt(((right - left) * (bottom - top)) / SAMPLES_PER_BOX)));
      for (let y = top; y < bottom; y += step) {
        for (let x = left; x < right; x += step) {
          const at = (y * width + x) * 3;
          const [br, bg, bb] = [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!];
          const text = luminance(tr * alpha + br * (1 - alpha), tg * alpha + bg * (1 - alpha), tb * alpha + bb * (1 - alpha));
          samples.push({ contrast: ratio(text, luminance(br, bg, bb)), at });
        }
      }
    }
    if (samples.length === 0) continue;
    samples.sort((a, b) => a.contrast - b.contrast);
    const worst = samples[Math.floor(samples.length * WORST_SHARE)]!;
    const needed = run.large ? AA_LARGE_TEXT : AA_TEXT;
    if (worst.contrast < needed) {
      const behind = `rgb(${pixels[worst.at]}, ${pixels[worst.at + 1]}, ${pixels[worst.at + 2]})`;
      found.push(
        `${run.name} has contrast ${worst.contrast.toFixed(2)}:1 (needs ${needed}:1): rgb(${tr}, ${tg}, ${tb})${alpha < 1 ? ` at ${Math.round(alpha * 100)}%` : ""} on ${behind}`,
      );
    }
  }
  return found;
}
