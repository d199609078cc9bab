import { WEBSITE_KIND } from "../../../domain/enumerations/websiteKind";
import type { Website } from "../sites/websiteRecord";

/** What a visitor's page request gets instead of the page, by the site's kind, or null to serve the page. */
export type VisitorGate = { kind: "parking" } | { kind: "to-cover" } | null;

/**
 * Serves visitors a site by its kind (spec 2's website kind, the site context's
 * website.websiteType): a parking page shows only the placeholder that holds the address; a
 * cover page is one page, so every other path leads to "/". Signed-in members of the site see
 * it as it is, to build it. (Suspended and expired sites are turned away before any route, by
 * `unavailableAnswer`.)
 */
export function visitorGate(website: Pick<Website, "websiteType">, path: string, signedIn: boolean): VisitorGate {
  if (signedIn) return null;
  if (website.websiteType === WEBSITE_KIND.PARKING_PAGE) return path === "/" ? { kind: "parking" } : { kind: "to-cover" };
  if (website.websiteType === WEBSITE_KIND.COVER_PAGE && path !== "/") return { kind: "to-cover" };
  return null;
}
