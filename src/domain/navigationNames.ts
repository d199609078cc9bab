/** Which navigation a navigation block lists: the site's main navigation or the pages kept out of it. */
export type NavigationList = "main" | "hidden";

/** The name the site header gives its own navigation landmark (site/render/SiteHeader.tsx) in the primary language; a translated page says the store text `headerNavigation`. */
export const HEADER_NAVIGATION_NAME = "Main";

/** The name a navigation block is given first, by the list it shows. */
const FIRST_NAMES: Readonly<Record<NavigationList, string>> = { main: "Site", hidden: "More pages" };

/** The name a navigation in the page's last section is given when its first name is taken: it sits where a footer does. */
const FOOTER_NAME = "Footer";

/** A landmark name as screen readers compare them: trimmed, in lower case. */
export function comparableName(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * A screen reader name for a navigation that no other navigation of the page has, so that people
 * who move between a page's landmarks can tell each apart: "Site" (or "More pages" for the pages
 * kept out of the navigation), then "Footer" for one in the page's last section, then "Site 2",
 * "Site 3"… `taken` holds the names already used on the page, as comparableName gives them.
 */
export function freeNavigationName(list: NavigationList, inLastSection: boolean, taken: ReadonlySet<string>): string {
  const first = FIRST_NAMES[list];
  const candidates = inLastSection ? [first, FOOTER_NAME] : [first];
  const free = candidates.find((name) => !taken.has(comparableName(name)));
  if (free) return free;
  for (let number = 2; ; number += 1) {
    const name = `${first} ${number}`;
    if (!taken.has(comparableName(name))) return name;
  }
}
