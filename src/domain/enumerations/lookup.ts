/** A read-only table mapping names to codes, the shape of every enumeration in this folder. */
export type EnumerationTable = Readonly<Record<string, string | number>>;

/**
 * Builds a function returning the name under which a code appears in an enumeration table,
 * so codes read from storage or the network can be logged and displayed by name.
 */
export function createNameLookup<T extends EnumerationTable>(table: T): (value: unknown) => keyof T | undefined {
  const names = new Map<unknown, keyof T>();
  for (const name of Object.keys(table) as (keyof T)[]) {
    names.set(table[name], name);
  }
  return (value) => names.get(value);
}

/**
 * Builds a type guard accepting exactly the codes of an enumeration table,
 * for narrowing untrusted input before it reaches typed code.
 */
export function createValueGuard<T extends EnumerationTable>(table: T): (value: unknown) => value is T[keyof T] {
  const values = new Set<unknown>(Object.values(table));
  return (value): value is T[keyof T] => values.has(value);
}

/** An enumeration name in plain words for people: "RESOLD_GRACE_PERIOD" reads "Resold grace period". */
export function plainName(name: string): string {
  const words = name.toLowerCase().replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
