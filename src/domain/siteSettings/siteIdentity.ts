import { dateTimeFormat } from "../keptFormatters";
/** Site identifiers: one DNS label, because the site answers at {identifier}.{appDomain}. */
export const IDENTIFIER_PATTERN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** Host names of custom domains: dotted DNS labels, lowercase, at most 253 characters. */
export const HOST_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** The message shown under an identifier that breaks IDENTIFIER_PATTERN. */
export const IDENTIFIER_RULE_MESSAGE = "must be lowercase letters, digits and inner hyphens (at most 63).";

/** The refusal of an identifier another site already uses. */
export const IDENTIFIER_TAKEN_MESSAGE = "Another site already uses this identifier.";

/** The message shown under a host name that breaks HOST_PATTERN. */
export const HOST_RULE_MESSAGE = "must be a domain such as www.example.com, in lowercase.";

/** Whether a text names an IANA time zone (Area/Location, or UTC) the runtime knows. */
export function isIanaTimeZone(value: string): boolean {
  if (!/^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+){1,2})$/.test(value)) return false;
  try {
    dateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Whether a text is one well-formed BCP 47 locale such as en-US. */
export function isLocaleTag(value: string): boolean {
  if (value.length === 0 || value.length > 35) return false;
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

/**
 * The host an owner typed, as stored: trimmed, lowercased, without a trailing dot, an
 * accidental scheme or path. Non-ASCII names become their punycode form.
 */
export function normaliseHost(input: string): string {
  const trimmed = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/\.$/, "");
  if (/^[\x21-\x7e]*$/.test(trimmed)) return trimmed;
  try {
    return new URL(`http://${trimmed}`).hostname;
  } catch {
    return trimmed;
  }
}
