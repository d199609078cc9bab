import { islandTexts } from "../../domain/translations/storeIslandTexts";
import type { StoreTexts } from "../../domain/translations/storeTexts";
import { SEARCH_DOM } from "./searchDom";

/**
 * The preview's listbox and its status line, empty and hidden until the search island fills
 * them: the search block and the search page both draw them inside their form, so one island
 * and one preview serve both. The list is named, and hands the preview its words (`data-texts`),
 * in the page's language (`texts`).
 */
export function SearchPreviewParts({ listboxId, texts }: { listboxId: string; texts: StoreTexts }) {
  return (
    <>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={texts.searchPreview}
        className={SEARCH_DOM.listbox}
        data-texts={JSON.stringify(islandTexts("searchPreview", texts))}
        hidden
      />
      <p className={SEARCH_DOM.status} role="status" aria-live="polite" />
    </>
  );
}
