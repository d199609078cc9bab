/** The sign-in form's field (and the sign-in page's query) naming the page to go back to. */
export const RETURN_TO_FIELD = "returnTo";

/** Longest return path kept; a longer one is refused. */
const MAX_RETURN_PATH = 2000;
/** A stand-in origin: a path that resolves to another origin against it is not a path of this site. */
const HERE = "http://site.invalid";

/**
 * A path of this site to go back to once signed in, or null. Only a path starting with a single
 * "/" is taken: an absolute address ("https://…"), a protocol-relative one ("//host", "/\host"),
 * backslashes and control characters are refused, so signing in never leads to another site.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_RETURN_PATH) return null;
  if (!value.startsWith("/") || value.startsWith("//") || /\\|\p{Cc}/u.test(value)) return null;
  const url = new URL(value, HERE);
  return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : null;
}
