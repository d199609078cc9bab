import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

/** Where review screenshots go (git-ignored). */
const SCREENSHOTS = path.resolve(import.meta.dirname, "..", "screenshots");

/**
 * Writes a full-page screenshot of what a journey sees to e2e/screenshots/<name>.png, for a person
 * to look over, when E2E_SCREENSHOTS=1. Nothing asserts on them, and encoding full pages was a
 * good part of the journeys' time, so an ordinary `npm test` skips them.
 */
export async function reviewScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
