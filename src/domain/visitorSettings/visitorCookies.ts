/** The visitor cookie ss_cvr: an id, then first visit, previous visit and current visit times, then the visit count. */
export interface VisitorCookie {
  id: string;
  firstVisit: number;
  previousVisit: number;
  currentVisit: number;
  visitCount: number;
}

const VISITOR_COOKIE_PATTERN = /^([\w-]{1,64})\|([1-9]\d{0,15})\|([1-9]\d{0,15})\|([1-9]\d{0,15})\|([1-9]\d{0,15})$/;
const VISIT_COOKIE_PATTERN = /^[1-9]\d{0,15}$/;

/** Reads ss_cvr: a word/dash id and four pipe-separated positive integers (spec 1 §5), else null. */
export function parseVisitorCookie(value: string | null | undefined): VisitorCookie | null {
  const match = value ? VISITOR_COOKIE_PATTERN.exec(value) : null;
  if (!match) return null;
  const [, id, first, previous, current, count] = match;
  return { id: id!, firstVisit: Number(first), previousVisit: Number(previous), currentVisit: Number(current), visitCount: Number(count) };
}

/** Writes ss_cvr. */
function formatVisitorCookie(cookie: VisitorCookie): string {
  return [cookie.id, cookie.firstVisit, cookie.previousVisit, cookie.currentVisit, cookie.visitCount].join("|");
}

/** Whether ss_cvt holds a positive integer (spec 1 §5). */
export function isVisitCookie(value: string | null | undefined): value is string {
  return typeof value === "string" && VISIT_COOKIE_PATTERN.test(value);
}

/** What to write after reading the two cookies; null fields mean "leave as is". */
export interface VisitorCookieUpdate {
  visitor: string | null;
  visit: string | null;
  /** True when this page view starts a visit. */
  newVisit: boolean;
}

/**
 * The visitor cookie rules of spec 1 §4: with no valid ss_cvr a new one is made (and a visit
 * starts); with a valid ss_cvr but no valid ss_cvt the visit count goes up and ss_cvt is reset;
 * otherwise nothing changes.
 */
export function advanceVisitorCookies(visitor: string | null, visit: string | null, nowMs: number, newId: () => string): VisitorCookieUpdate {
  const now = Math.max(1, Math.floor(nowMs));
  const parsed = parseVisitorCookie(visitor);
  if (!parsed) {
    const fresh = { id: newId(), firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 };
    return { visitor: formatVisitorCookie(fresh), visit: String(now), newVisit: true };
  }
  if (!isVisitCookie(visit)) {
    const next = { ...parsed, previousVisit: parsed.currentVisit, currentVisit: now, visitCount: parsed.visitCount + 1 };
    return { visitor: formatVisitorCookie(next), visit: String(now), newVisit: true };
  }
  return { visitor: null, visit: null, newVisit: false };
}
