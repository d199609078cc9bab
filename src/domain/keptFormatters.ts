/** How many formatters are kept at most: every locale, time zone and style a busy server shows. */
export const KEPT_FORMATTER_LIMIT = 64;

/**
 * Date formatters by locale and options, made once: making one costs about 40 times what
 * formatting a date with it does, and each leaves native memory behind. Owned by this module;
 * past KEPT_FORMATTER_LIMIT the least recently used is let go, so a stream of odd locales or
 * time zones cannot grow it.
 */
const kept = new Map<string, Intl.DateTimeFormat>();

/**
 * The date and time formatter for a locale and options, made once (see `kept`). A locale or time
 * zone Intl refuses throws as `new Intl.DateTimeFormat` would, and nothing is kept.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\n${JSON.stringify(options)}`;
  const found = kept.get(key);
  if (found) {
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const made = new Intl.DateTimeFormat(locale, options);
  kept.set(key, made);
  if (kept.size > KEPT_FORMATTER_LIMIT) kept.delete(kept.keys().next().value!);
  return made;
}

/** How many formatters are kept (for tests). */
export function keptFormatterCount(): number {
  return kept.size;
}
