import type { SearchResult } from "../../../domain/api/search";
import { COMMERCE_PIXEL_EVENT } from "../../../domain/enumerations/trackingEvents";
import { SEARCH_PATH, searchHref } from "../../../domain/search/searchAddress";
import { filledIn, PRIMARY_STORE_TEXTS, type StoreTexts } from "../../../domain/translations/storeTexts";
import { SEARCH_KINDS, SEARCH_QUERY_MAX_LENGTH, type SearchKind } from "../../../domain/search/searchQuery";
import { SEARCH_QUERY_MESSAGES } from "../../../domain/search/searchQueryMessages";
import { SEARCH_DOM } from "../../../blocks/search/searchDom";
import { SearchPreviewParts } from "../../../blocks/search/SearchPreviewParts";
import { ListingPagerLinks } from "./ListingPagerLinks";
import { SearchSnippet } from "./SearchSnippet";

/** What the search page shows: the query as asked, one page of its results and how many there are. */
export interface SearchPageProps {
  q: string;
  kind: SearchKind | undefined;
  page: number;
  pageCount: number;
  total: number;
  results: SearchResult[];
  /** Why the query could not be read (too long, a page number out of range), in plain words. */
  problem: string | null;
  /** The page's own address: `/search`, or a language's (`/fr/search`), which its form, kinds and paging keep to. */
  path?: string;
  /** The page's words, in its language (the store's words, which hold the search page's; the primary language's by default). */
  texts?: StoreTexts;
  /** The page's language, which the kinds' names are written small in. */
  locale?: string;
}

/** The search page's box in the preview's ids, where a search block has its block id. */
const SEARCH_PAGE_BOX = "page";

/** The island the search page's box uses: the search block's, which shows the first results as the visitor types. */
export const SEARCH_PAGE_ISLANDS: string[] = [SEARCH_DOM.island];

/** The search page's description in its head, for search engines and shared links, in the page's language. */
export function searchPageDescription(siteTitle: string, texts: StoreTexts = PRIMARY_STORE_TEXTS): string {
  return filledIn(texts.searchDescription, { site: siteTitle });
}

/** The search page's title in the browser tab: "Search", or "Search: tea" after a search. */
export function searchPageTitle(q: string, texts: StoreTexts = PRIMARY_STORE_TEXTS): string {
  return q.trim() ? filledIn(texts.searchTitle, { query: q.trim() }) : texts.search;
}

/** Each refusal of a query by the words the page's language says it with. */
const PROBLEM_WORDS = {
  [SEARCH_QUERY_MESSAGES.tooLong]: "searchTooLong",
  [SEARCH_QUERY_MESSAGES.kind]: "searchKindUnknown",
  [SEARCH_QUERY_MESSAGES.pageNumber]: "searchPageNumber",
  [SEARCH_QUERY_MESSAGES.lastPage]: "searchLastPage",
} as const satisfies Record<string, keyof StoreTexts>;

/** Why the query could not be read, in the page's language (as it came for anything else). */
function problemIn(problem: string, texts: StoreTexts): string {
  const name = (PROBLEM_WORDS as Record<string, keyof StoreTexts | undefined>)[problem];
  return name ? texts[name] : problem;
}

/** What each kind of result is called in the page's language, one and many. */
function kindNames(texts: StoreTexts): Record<SearchKind, { one: string; many: string }> {
  return {
    page: { one: texts.searchPage, many: texts.searchPages },
    post: { one: texts.searchPost, many: texts.searchPosts },
    product: { one: texts.searchProduct, many: texts.searchProducts },
    event: { one: texts.searchEvent, many: texts.searchEvents },
  };
}

/** "3 results for “tea”", "1 result for “tea”", "2 products for “tea”", with the page of results when there are several. */
function countLine(props: SearchPageProps, texts: StoreTexts): string {
  const { total, kind } = props;
  const found = kind
    ? kindNames(texts)[kind][total === 1 ? "one" : "many"].toLocaleLowerCase(props.locale)
    : total === 1
      ? texts.searchResult
      : texts.searchResults;
  const line = filledIn(texts.searchCount, { count: String(total), found, query: props.q.trim() });
  return props.pageCount > 1 ? `${line}, ${filledIn(texts.searchPageOf, { page: String(props.page), pages: String(props.pageCount) })}` : line;
}

/**
 * The search page (page type 102) in the site's design: a search form (with the search block's
 * preview of the first results as the visitor types, SEARCH_PAGE_ISLANDS), the kinds as links, the
 * number of results, each result's kind, title link and snippet with the matched words marked,
 * and the pages before and after; or, with no words or no results, a sentence saying so. A
 * search made carries the marker of the ad pixel's Search event, which the runtime sends when a
 * pixel is set and the visitor's consent allows it (spec 1 §7). Its words are the page language's.
 */
export function SearchPage(props: SearchPageProps) {
  const asked = props.q.trim() !== "";
  const texts = props.texts ?? PRIMARY_STORE_TEXTS;
  const names = kindNames(texts);
  return (
    <div className="tsr-container tsr-search-page">
      <header className="tsr-page-header">
        <h1>{texts.search}</h1>
        <div data-island={SEARCH_DOM.island}>
          <form method="get" action={props.path ?? SEARCH_PATH} role="search" className={`tsr-search-form ${SEARCH_DOM.form}`}>
            <label htmlFor="search-page-q">{texts.searchLabel}</label>
            <div className="tsr-search-row">
              <input
                id="search-page-q"
                className={SEARCH_DOM.input}
                name="q"
                type="search"
                defaultValue={props.q}
                maxLength={SEARCH_QUERY_MAX_LENGTH}
                autoComplete="off"
              />
              {props.kind ? <input type="hidden" name="kind" value={props.kind} /> : null}
              <button type="submit" className="tsr-button tsr-button--primary tsr-button--medium">
                {texts.searchButton}
              </button>
            </div>
            <SearchPreviewParts listboxId={SEARCH_DOM.listboxId(SEARCH_PAGE_BOX)} texts={texts} />
          </form>
        </div>
      </header>
      {asked ? (
        <nav className="tsr-search-kinds" aria-label={texts.searchKinds}>
          <a href={searchHref(props.q, undefined, 1, props.path)} aria-current={props.kind ? undefined : "page"}>
            {texts.searchEverything}
          </a>
          {SEARCH_KINDS.map((kind) => (
            <a key={kind} href={searchHref(props.q, kind, 1, props.path)} aria-current={props.kind === kind ? "page" : undefined}>
              {names[kind].many}
            </a>
          ))}
        </nav>
      ) : null}
      {props.problem ? (
        <p className="tsr-field-error" role="alert">
          {problemIn(props.problem, texts)}
        </p>
      ) : null}
      {asked ? <span hidden data-pixel-event={COMMERCE_PIXEL_EVENT.SEARCH} data-pixel-data={JSON.stringify({ search_string: props.q.trim() })} /> : null}
      {!asked ? (
        <p className="tsr-empty">{texts.searchStart}</p>
      ) : props.total === 0 ? (
        <p className="tsr-empty">{filledIn(texts.searchNothing, { query: props.q.trim() })}</p>
      ) : (
        <>
          <p className="tsr-search-count" role="status">
            {countLine(props, texts)}
          </p>
          <ol className="tsr-search-results">
            {props.results.map((result) => (
              <li key={result.url}>
                <article>
                  <p className="tsr-search-kind">{names[result.kind].one}</p>
                  <h2>
                    <a href={result.url}>{result.title}</a>
                  </h2>
                  <SearchSnippet parts={result.snippet} />
                </article>
              </li>
            ))}
          </ol>
        </>
      )}
      <ListingPagerLinks
        pager={{
          number: props.page,
          previousHref: props.page > 1 ? searchHref(props.q, props.kind, props.page - 1, props.path) : null,
          nextHref: props.page < props.pageCount ? searchHref(props.q, props.kind, props.page + 1, props.path) : null,
        }}
        label={texts.searchMore}
        previous={texts.searchPrevious}
        next={texts.searchMore}
      />
    </div>
  );
}
