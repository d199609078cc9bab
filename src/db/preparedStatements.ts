/** Statement texts kept prepared on each PostgreSQL connection, by the name they are prepared under. */
const names = new Map<string, string>();

/**
 * Asks that a statement text be prepared once per PostgreSQL connection and run by name after
 * that, so the server parses it once per connection instead of on every run (the order path's
 * join of variants and products cost the server more to parse and plan than to run). Only
 * texts of a fixed set belong here (those compiledOnce makes), as each stays prepared for the
 * connection's life.
 */
export function keepPrepared(text: string): void {
  if (!names.has(text)) names.set(text, `tessera_${names.size + 1}`);
}

/** The name a statement text is prepared under, or undefined when it is not kept prepared. */
export function preparedNameOf(text: string): string | undefined {
  return names.get(text);
}
