import { comparableName, freeNavigationName, HEADER_NAVIGATION_NAME, type NavigationList } from "../../domain/navigationNames";
import type { PlacedBlock, Section } from "../sections/sectionModel";

function typedName(block: PlacedBlock): string {
  return String(block.settings.screenReaderName ?? "").trim();
}

/**
 * A page's sections as rendered, with each navigation block the owner left unnamed given a screen
 * reader name no other navigation of the page has (freeNavigationName: "Site", "More pages",
 * "Footer" in the last section, "Site 2"…), so two navigations never share a landmark's name.
 * Names the owner typed are kept as typed (the editor's check points out two that are the same).
 * Sections without an unnamed navigation are returned as they are, so what is kept of them stays.
 */
export function withNavigationNames(sections: Section[]): Section[] {
  const navigations = sections.flatMap((section, index) =>
    section.blocks.filter((block) => block.type === "navigation").map((block) => ({ block, last: sections.length > 1 && index === sections.length - 1 })),
  );
  const unnamed = navigations.filter(({ block }) => typedName(block) === "");
  if (unnamed.length === 0) return sections;
  const taken = new Set([HEADER_NAVIGATION_NAME, ...navigations.map(({ block }) => typedName(block)).filter((name) => name !== "")].map(comparableName));
  const names = new Map<PlacedBlock, string>();
  for (const { block, last } of unnamed) {
    const name = freeNavigationName(block.settings.navigation as NavigationList, last, taken);
    taken.add(comparableName(name));
    names.set(block, name);
  }
  return sections.map((section) =>
    section.blocks.some((block) => names.has(block))
      ? {
          ...section,
          blocks: section.blocks.map((block) => (names.has(block) ? { ...block, settings: { ...block.settings, screenReaderName: names.get(block) } } : block)),
        }
      : section,
  );
}
