import type { LibrarySection } from "../../../api/sectionLibrary";
import { Notice } from "../../../shell/ui/states";

/** Counts pages in words: "1 page", "2 pages". */
const pages = (count: number) => `${count} ${count === 1 ? "page" : "pages"}`;

/**
 * Tells the owner editing a shared section that every page using it follows the change, how many
 * pages that is, and that visitors see it only once the shared section is published.
 */
export function SharedSectionNotice({ section }: { section: LibrarySection }) {
  const used = section.usedOn;
  return (
    <Notice tone="info">
      {used.length === 0
        ? "No page uses this shared section yet. "
        : `Changes apply to every page using this shared section: ${pages(used.length)} (${used.map((u) => u.title).join(", ")}). The frame shows ${used[0]?.title}. `}
      Visitors see them after “Publish shared section”.
    </Notice>
  );
}
