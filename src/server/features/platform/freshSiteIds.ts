import { newId } from "../../../domain/ids";

/** Every id of a site file: 24 lowercase hex characters standing alone (a value, or a part of an address). */
const ID_PATTERN = /(?<![0-9a-f])[0-9a-f]{24}(?![0-9a-f])/g;

/**
 * A site file's text with every id replaced by a new one, the same id always by the same new
 * one so references (a product's collection, a newsletter block's form) still hold. Ids are
 * unique across the server, so each site made from a template needs its own.
 */
export function withFreshIds(siteFileText: string): string {
  const fresh = new Map<string, string>();
  return siteFileText.replace(ID_PATTERN, (id) => {
    let replacement = fresh.get(id);
    if (!replacement) {
      replacement = newId();
      fresh.set(id, replacement);
    }
    return replacement;
  });
}
