import { isSharedPlacement, type PageSection } from "../../../blocks/sections/sectionModel";
import { blockSchemaFor } from "../../../blocks/schemaRegistry";

/** The ids of the page's own blocks whose settings their block's schema refuses, for the outline to mark. */
export function invalidBlockIds(sections: readonly PageSection[]): Set<string> {
  return new Set(
    sections.flatMap((section) =>
      isSharedPlacement(section) ? [] : section.blocks.filter((b) => !blockSchemaFor(b.type)?.schema.safeParse(b.settings).success).map((b) => b.id),
    ),
  );
}
