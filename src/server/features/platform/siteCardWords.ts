import { WEBSITE_KIND, type WebsiteKind } from "../../../domain/enumerations/websiteKind";
import { WEBSITE_STATUS } from "../../../domain/enumerations/websiteStatus";
import type { PlatformSiteRow } from "./platformSitesRepository";

/** What each kind of website is, in the words the platform's site cards use. */
const SITE_TYPE_WORDS: Record<WebsiteKind, string> = {
  [WEBSITE_KIND.CLASSIC]: "Website",
  [WEBSITE_KIND.COVER_PAGE]: "Single cover page",
  [WEBSITE_KIND.PARKING_PAGE]: "Holding page",
  [WEBSITE_KIND.COMMERCE]: "Website with a store",
  [WEBSITE_KIND.ENTERPRISE]: "Website",
};

/**
 * What a site is, for the platform's site cards: the spec's kind codes (Classic, Commerce…)
 * mean nothing to an administrator, so the card says what a visitor finds.
 */
export function siteTypeWords(kind: number): string {
  return SITE_TYPE_WORDS[kind as WebsiteKind] ?? "Website";
}

/**
 * Whether visitors can see a site, for the platform's site cards, instead of its billing status
 * code: suspended and expired sites turn visitors away (siteAvailability.ts).
 */
export function visitorAccessWords(site: Pick<PlatformSiteRow, "status" | "suspended">): string {
  if (site.suspended) return "Turned away while the site is suspended";
  if (site.status === WEBSITE_STATUS.EXPIRED || site.status === WEBSITE_STATUS.REMOVED) return "Turned away: the site is unavailable";
  return "Can visit";
}
