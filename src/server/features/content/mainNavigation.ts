import { NAVIGATION } from "../../../domain/enumerations/navigations";
import type { Collection } from "./contentRecords";

/** The collections of the main navigation in their order. */
export function mainNavigation(collections: Collection[]): Collection[] {
  return collections.filter((c) => c.navigation === NAVIGATION.MAIN).sort((a, b) => a.position - b.position);
}
