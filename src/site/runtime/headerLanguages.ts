import { HEADER_LANGUAGES_CLASS } from "./headerLanguagesSelector";

const OPEN_LISTS = `details.${HEADER_LANGUAGES_CLASS}[open]`;

/** Closes an open language list, its button taking the focus back when asked. */
function close(list: HTMLDetailsElement, returnFocus: boolean): void {
  list.open = false;
  if (returnFocus) list.querySelector("summary")?.focus();
}

/**
 * Makes the site header's language list (a <details>, which opens by itself with Enter, Space
 * or a click) close like a menu: Escape closes it and returns the focus to its button (before
 * the page's own Escape, runtime/keyboard.ts, acts), and a click or the focus moving outside it
 * closes it, so Tab moves through its links and on.
 */
export function installHeaderLanguages(doc: Document = document): void {
  const openLists = () => Array.from(doc.querySelectorAll<HTMLDetailsElement>(OPEN_LISTS));
  doc.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape" || event.shiftKey) return;
      const lists = openLists();
      if (lists.length === 0) return;
      event.preventDefault();
      for (const list of lists) close(list, list.contains(doc.activeElement));
    },
    true,
  );
  doc.addEventListener("click", (event) => {
    for (const list of openLists()) if (!(event.target instanceof Node && list.contains(event.target))) close(list, false);
  });
  doc.addEventListener("focusout", (event) => {
    const list = event.target instanceof Element ? event.target.closest<HTMLDetailsElement>(OPEN_LISTS) : null;
    if (list && !(event.relatedTarget instanceof Node && list.contains(event.relatedTarget))) close(list, false);
  });
}
