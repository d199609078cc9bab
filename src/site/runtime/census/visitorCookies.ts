import { COOKIE_NAME } from "../../../domain/enumerations/trackingCookies";
import { COOKIE_LIMITS } from "../../../domain/limits/visitorLimits";
import { advanceVisitorCookies } from "../../../domain/visitorSettings/visitorCookies";
import { readCookie, writeCookie } from "../../../browser/cookies";

function randomVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Creates or advances ss_cvr (2 years) and ss_cvt (30 minutes) by the rules of spec 1 §4;
 * invalid values are replaced. Returns whether this page view starts a visit.
 */
export function updateVisitorCookies(nowMs: number = Date.now(), doc: Document = document): boolean {
  const update = advanceVisitorCookies(readCookie(COOKIE_NAME.VISITOR, doc), readCookie(COOKIE_NAME.VISIT, doc), nowMs, randomVisitorId);
  if (update.visitor !== null) writeCookie(COOKIE_NAME.VISITOR, update.visitor, COOKIE_LIMITS.visitorId.maxAgeSeconds, doc);
  if (update.visit !== null) writeCookie(COOKIE_NAME.VISIT, update.visit, COOKIE_LIMITS.visit.maxAgeSeconds, doc);
  return update.newVisit;
}
