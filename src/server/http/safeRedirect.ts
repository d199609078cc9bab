/**
 * A same-site path to send the browser to after a form, or the fallback when the value could
 * lead elsewhere (absolute URLs, protocol-relative "//host", backslashes, control characters).
 */
export function safeLocalPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  // eslint-disable-next-line no-control-regex -- a control character in a path is refused on purpose
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u001f]/.test(value)) return fallback;
  return value;
}
