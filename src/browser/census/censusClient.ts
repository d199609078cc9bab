import type { PerformanceMetric } from "../../domain/enumerations/performanceMetrics";
import { UNTRACKED_PAGE_TYPES } from "../../domain/enumerations/pageTypes";
import { ROLE } from "../../domain/enumerations/roles";
import { COOKIE_NAME } from "../../domain/enumerations/trackingCookies";
import { NETWORK_LIMITS } from "../../domain/limits/networkLimits";
import type { SiteContext } from "../../domain/siteContext";
import { readCookie } from "../cookies";
import { ensureCrumb } from "../crumb";
import { crumbFetch } from "../crumbFetch";
import { censusPayload } from "./censusPayload";

/** Where tracking events go (spec 1 §7). */
const RECORD_EVENT_URL = "/api/events/RecordEvent";

/**
 * Posts form-encoded fields through the one crumb-aware fetch (the crumb asked for first when the
 * page has none), giving up after 2.5 s; every failure is ignored silently (spec 1 §7, §8:
 * analytics failures are ignored).
 */
export function postQuietly(url: string, fields: Record<string, string>): void {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NETWORK_LIMITS.censusPostTimeoutMs);
  const body = { fields: new URLSearchParams(fields).toString() };
  void crumbFetch({ method: "POST", url, body, keepalive: true, signal: controller.signal }).finally(() => clearTimeout(timer));
}

/**
 * Whether this page is tracked (spec 1 §6): not for signed-in users unless they only hold the
 * viewer role and are outside /config; not on not-found, lock-screen or access-denied pages.
 */
export function isTrackedPage(context: SiteContext, path: string = location.pathname): boolean {
  if (context.authenticatedAccount && (!context.websiteRoles.every((role) => role === ROLE.VIEWER) || path.startsWith("/config"))) return false;
  return !(UNTRACKED_PAGE_TYPES as readonly number[]).includes(context.pageType);
}

/** Records the page view (POST /api/census/RecordHit); none on /search (spec 1 §2). */
export function recordPageView(context: SiteContext, newVisit: boolean): void {
  if (!isTrackedPage(context) || location.pathname === "/search") return;
  const data = { ...censusPayload(context), referrer: document.referrer, newVisit };
  postQuietly("/api/census/RecordHit", { event: "pageview", data: JSON.stringify(data), ss_cvr: readCookie(COOKIE_NAME.VISITOR) ?? "" });
}

/** Records that a form rendered (POST /api/census/form-render with its formId). */
export function recordFormRender(context: SiteContext, formId: string): void {
  if (!isTrackedPage(context)) return;
  postQuietly("/api/census/form-render", { formId, data: JSON.stringify(censusPayload(context)) });
}

/** Records that a button block rendered (POST /api/census/button-render with its buttonId). */
export function recordButtonRender(context: SiteContext, buttonId: string): void {
  if (!isTrackedPage(context)) return;
  postQuietly("/api/census/button-render", { buttonId, data: JSON.stringify(censusPayload(context)) });
}

/** Records a click on a button block (POST /api/census/button-click with its buttonId), kept alive when the click leaves the page. */
export function recordButtonClick(context: SiteContext, buttonId: string): void {
  if (!isTrackedPage(context)) return;
  postQuietly("/api/census/button-click", { buttonId, data: JSON.stringify(censusPayload(context)) });
}

/** Records that a product's quick view was opened (POST /api/census/RecordQuickView/{productId}). */
export function recordQuickView(context: SiteContext, productId: string): void {
  if (!isTrackedPage(context)) return;
  postQuietly(`/api/census/RecordQuickView/${encodeURIComponent(productId)}`, { data: JSON.stringify(censusPayload(context)) });
}

/** Reports a page view's performance metrics (POST /api/census/page-speed): times in whole ms, the layout shift to four decimals; nothing when none was measured. */
export function recordPageSpeed(context: SiteContext, metrics: Partial<Record<PerformanceMetric, number>>): void {
  const fields: Record<string, string> = {};
  for (const [metric, value] of Object.entries(metrics)) {
    if (Number.isFinite(value) && value >= 0) fields[metric] = metric === "CLS" ? value.toFixed(4) : String(Math.round(value));
  }
  if (Object.keys(fields).length === 0) return;
  postQuietly("/api/census/page-speed", { ...fields, data: JSON.stringify(censusPayload(context)) });
}

/** Records a tracking event (POST /api/events/RecordEvent: crumb from the cookie, event, extra fields, data JSON). */
export function recordEvent(event: string, extra: Record<string, string> = {}, data: Record<string, unknown> = {}): void {
  void ensureCrumb().then((crumb) => postQuietly(RECORD_EVENT_URL, { ...extra, crumb, event, data: JSON.stringify(data) }));
}
