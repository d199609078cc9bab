/**
 * The words with the names in braces given (`{site}`, `{number}`…) filled in; any other stays as
 * written. Apart from the store's word list so the page's scripts can fill their words in too.
 */
export function filledIn(text: string, values: Readonly<Record<string, string | undefined>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
