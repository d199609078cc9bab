import { readCookie } from "./cookies";

/** The name of the crumb cookie the server issues (see src/server/http/crumb.ts). */
export const CRUMB_COOKIE_NAME = "crumb";
/** The header that carries the crumb on JSON calls. */
export const CRUMB_HEADER_NAME = "X-CSRF-Token";

/** The visitor's current crumb, which every state-changing call must echo. */
export function currentCrumb(doc: Document = document): string {
  return readCookie(CRUMB_COOKIE_NAME, doc) ?? "";
}
