import { SITE_CONTEXT_ELEMENT_ID, type SiteContext } from "../domain/siteContext";

/** The page's site context, read once from its JSON script element (null on non-site pages). */
export function readSiteContext(doc: Document = document): SiteContext | null {
  const element = doc.getElementById(SITE_CONTEXT_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SiteContext;
  } catch {
    return null;
  }
}
