import { newId } from "../../domain/ids";
import type { Layout } from "../types";
import { isSharedPlacement } from "./sectionModel";

/**
 * A copy of a layout with new section and block ids (block and section ids are unique across a
 * site's pages), keeping everything else: what a duplicated page starts from. A shared section's
 * placement keeps pointing at the same shared section.
 */
export function withFreshIds(layout: Layout): Layout {
  return {
    sections: layout.sections.map((section) =>
      isSharedPlacement(section)
        ? { ...section, id: newId() }
        : { ...section, id: newId(), blocks: section.blocks.map((block) => ({ ...block, id: newId() })) },
    ),
  };
}
