import { readCookie } from "./cookies";

/** The name of the crumb cookie the server issues (see src/server/http/crumb.ts). */
export const CRUMB_COOKIE_NAME = "crumb";
/** The header that carries the crumb on JSON calls. */
export const CRUMB_HEADER_NAME = "X-CSRF-Token";
/** Where the server hands out a crumb (src/server/http/crumbRoute.ts). */
const CRUMB_URL = "/api/crumb";

/** The visitor's current crumb, which every state-changing call must echo. */
export function currentCrumb(doc: Document = document): string {
  return readCookie(CRUMB_COOKIE_NAME, doc) ?? "";
}

let asking: Promise<string> | null = null;

/**
 * The visitor's crumb, asked of the server (which sets the cookie) when the page has none:
 * pages are served without a crumb cookie so shared caches can keep them, so every caller
 * awaits this before its first state-changing call. One request serves every caller waiting
 * at once; a failed request gives "" and the server's crumb refusal takes over from there.
 */
export function ensureCrumb(doc: Document = document): Promise<string> {
  const held = currentCrumb(doc);
  if (held !== "") return Promise.resolve(held);
  asking ??= fetch(CRUMB_URL, { credentials: "same-origin", headers: { Accept: "application/json" } })
    .then(async (response) => {
      const answer = response.ok ? ((await response.json()) as { crumb?: unknown }) : {};
      return typeof answer.crumb === "string" ? answer.crumb : "";
    })
    .catch(() => "")
    .finally(() => {
      asking = null;
    });
  return asking;
}
