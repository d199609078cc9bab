/**
 * The words a page handed one of its scripts as JSON (`data-texts`, in the page's language), by
 * the names in `defaults`; the default for any it did not give. Small on purpose, so a script
 * every page loads can read its words without the store's whole word list.
 */
export function givenWords<Name extends string>(json: string | undefined, defaults: Readonly<Record<Name, string>>): Record<Name, string> {
  let given: unknown;
  try {
    given = JSON.parse(json ?? "{}");
  } catch {
    given = {};
  }
  const record = given !== null && typeof given === "object" ? (given as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(defaults).map(([name, fallback]) => {
      const text = record[name];
      return [name, typeof text === "string" ? text : fallback];
    }),
  ) as Record<Name, string>;
}
