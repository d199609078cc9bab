import { z } from "zod";
import { UNTRACKED_PAGE_TYPES } from "../../../domain/enumerations/pageTypes";
import { ROLE } from "../../../domain/enumerations/roles";
import { invalid } from "../../../domain/errors";
import { parseVisitorCookie } from "../../../domain/visitorSettings/visitorCookies";
import type { Viewer } from "../accounts/viewer";

const text = (max: number) => z.string().max(max).default("");
const size = z.number().int().min(0).max(100_000).default(0);

/** The census payload the runtime sends as the `data` field (spec 1 §7); unknown keys are dropped. */
const censusDataSchema = z.object({
  visitorCookie: text(200),
  pageId: text(64),
  collectionId: text(64),
  itemId: text(64),
  pageType: z.number().int().min(0).max(1000).default(0),
  pagePath: text(2000),
  pageTitle: text(500),
  userAgent: text(1000),
  clientDate: z.number().min(0).max(1e15).default(0),
  viewportWidth: size,
  viewportHeight: size,
  screenWidth: size,
  screenHeight: size,
  websiteId: text(64),
  templateId: text(64),
  website_locale: text(35),
  referrer: text(2000),
  newVisit: z.boolean().default(false),
});

/** A census payload after checking. */
export type CensusData = z.infer<typeof censusDataSchema>;

/** Largest `data` JSON a census call may carry. */
const CENSUS_DATA_MAX_LENGTH = 8192;

/** Parses the `data` field: a JSON object with the census fields, else an invalid-input error. */
export function parseCensusData(raw: unknown): CensusData {
  if (raw === undefined || raw === "") return censusDataSchema.parse({});
  if (typeof raw !== "string" || raw.length > CENSUS_DATA_MAX_LENGTH) throw invalid("data must be a JSON object of census fields.");
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalid("data must be a JSON object of census fields.");
  }
  const parsed = censusDataSchema.safeParse(value);
  if (!parsed.success || typeof value !== "object" || value === null || Array.isArray(value)) throw invalid("data must be a JSON object of census fields.");
  return parsed.data;
}

/** The visitor id inside a visitor cookie value, "" when there is none; a malformed cookie is refused. */
export function visitorIdOf(cookie: unknown): string {
  if (cookie === undefined || cookie === "") return "";
  const parsed = typeof cookie === "string" ? parseVisitorCookie(cookie) : null;
  if (!parsed) throw invalid("ss_cvr is not a visitor cookie.");
  return parsed.id;
}

/** desktop, tablet or mobile, from the user agent and the viewport width. */
export function deviceOf(userAgent: string, viewportWidth: number): "desktop" | "tablet" | "mobile" {
  if (/iPad|Tablet/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) return "tablet";
  if (/Mobi|iPhone|iPod/i.test(userAgent)) return "mobile";
  if (viewportWidth > 0 && viewportWidth <= 432) return "mobile";
  if (viewportWidth > 0 && viewportWidth <= 1024) return "tablet";
  return "desktop";
}

/** The host of a referring page when it is another site, else "" (direct visits and the site's own pages). */
export function referrerHost(referrer: string, ownHost: string): string {
  if (!referrer) return "";
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host === ownHost.toLowerCase().replace(/:\d+$/, "") ? "" : host;
  } catch {
    return "";
  }
}

/**
 * Whether this census call is tracked (spec 1 §6): not for signed-in users unless they are only
 * a viewer and outside /config, not on not-found, lock-screen or access-denied pages, and no
 * page view on /search.
 */
export function isTracked(viewer: Viewer | null, data: CensusData, kind: string): boolean {
  if (viewer) {
    const onlyViewer = viewer.roles.every((role) => role === ROLE.VIEWER);
    if (!onlyViewer || data.pagePath.startsWith("/config")) return false;
  }
  if ((UNTRACKED_PAGE_TYPES as readonly number[]).includes(data.pageType)) return false;
  if (kind === "pageview" && (data.pagePath === "/search" || data.pagePath.startsWith("/search/"))) return false;
  return true;
}
