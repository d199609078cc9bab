import { SEARCH_PATH } from "../../domain/search/searchAddress";
import { SEARCH_QUERY_MAX_LENGTH } from "../../domain/search/searchQuery";
import { PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";
import { BlockFrame } from "../shared/BlockFrame";
import type { BlockRenderProps } from "../types";
import { searchSchema, type SearchBlockSettings } from "./schema";
import { SEARCH_DOM } from "./searchDom";
import { SearchPreviewParts } from "./SearchPreviewParts";

/**
 * A search box: a form that opens the search page, so it works without script, where the box is
 * a plain search box. With the preview on, its island makes the box a combobox of the (hidden)
 * listbox, which shows the first results as the visitor types (the preview's own chunk loads on
 * the first focus). Its words are the page language's.
 */
export function SearchBlock({ id, settings, context }: BlockRenderProps<SearchBlockSettings>) {
  const texts = context.storeTexts ?? PRIMARY_STORE_TEXTS;
  const inputId = `search-${id}`;
  const listboxId = SEARCH_DOM.listboxId(id);
  return (
    <BlockFrame
      id={id}
      type={searchSchema.type}
      code={searchSchema.code}
      island={settings.preview ? searchSchema.island : undefined}
      className="tsr-search-block"
    >
      <form method="get" action={SEARCH_PATH} role="search" className={SEARCH_DOM.form}>
        <label htmlFor={inputId} className="tsr-search-block__label">
          {texts.search}
        </label>
        <div className="tsr-search-block__row">
          <input
            id={inputId}
            className={SEARCH_DOM.input}
            name="q"
            type="search"
            placeholder={settings.hint}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            autoComplete="off"
          />
          <button type="submit" className="tsr-button tsr-button--primary tsr-button--medium">
            {texts.searchButton}
          </button>
        </div>
        {settings.preview ? <SearchPreviewParts listboxId={listboxId} texts={texts} /> : null}
      </form>
    </BlockFrame>
  );
}
