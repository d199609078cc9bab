import { SEARCH_DOM } from "./searchDom";

/**
 * The preview's listbox and its status line, empty and hidden until the search island fills
 * them: the search block and the search page both draw them inside their form, so one island
 * and one preview serve both. `label` names the list (the search page's in its language).
 */
export function SearchPreviewParts({ listboxId, label = "Search results" }: { listboxId: string; label?: string }) {
  return (
    <>
      <ul id={listboxId} role="listbox" aria-label={label} className={SEARCH_DOM.listbox} hidden />
      <p className={SEARCH_DOM.status} role="status" aria-live="polite" />
    </>
  );
}
