import type { Page } from "playwright-core";
import { SITE_CONTEXT_ELEMENT_ID, type SiteContext } from "../../src/domain/siteContext";

export type { SiteContext };

/**
 * Parses the page's `<script id="site-context" type="application/json">`, failing with the
 * page URL when the element is missing, has another type, or does not hold JSON.
 */
export async function readSiteContext(page: Page): Promise<SiteContext> {
  const found = await page.evaluate((id) => {
    const element = document.getElementById(id);
    return element ? { tag: element.tagName.toLowerCase(), type: element.getAttribute("type"), text: element.textContent ?? "" } : null;
  }, SITE_CONTEXT_ELEMENT_ID);
  if (!found) throw new Error(`${page.url()} has no element #${SITE_CONTEXT_ELEMENT_ID}.`);
  if (found.tag !== "script" || found.type !== "application/json") {
    throw new Error(`#${SITE_CONTEXT_ELEMENT_ID} on ${page.url()} is <${found.tag} type="${found.type}">, not <script type="application/json">.`);
  }
  try {
    return JSON.parse(found.text) as SiteContext;
  } catch (error) {
    throw new Error(`#${SITE_CONTEXT_ELEMENT_ID} on ${page.url()} is not JSON (${(error as Error).message}): ${found.text.slice(0, 300)}`);
  }
}
