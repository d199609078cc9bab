import type { SearchResult } from "../../../domain/api/search";
import { COMMERCE_PIXEL_EVENT } from "../../../domain/enumerations/trackingEvents";
import { SEARCH_KIND_NAMES, SEARCH_PATH, searchHref } from "../../../domain/search/searchAddress";
import { SEARCH_KINDS, SEARCH_QUERY_MAX_LENGTH, type SearchKind } from "../../../domain/search/searchQuery";
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
}

/** The search page's box in the preview's ids, where a search block has its block id. */
const SEARCH_PAGE_BOX = "page";

/** The island the search page's box uses: the search block's, which shows the first results as the visitor types. */
export const SEARCH_PAGE_ISLANDS: string[] = [SEARCH_DOM.island];

/** The search page's description in its head, for search engines and shared links. */
export function searchPageDescription(siteTitle: string): string {
  return `Search the pages, posts, products and events of ${siteTitle}.`;
}

/** "3 results for “tea”", "1 result for “tea”". */
function countLine(total: number, q: string, kind: SearchKind | undefined): string {
  const found = kind ? SEARCH_KIND_NAMES[kind][total === 1 ? "one" : "many"].toLowerCase() : total === 1 ? "result" : "results";
  return `${total} ${found} for “${q.trim()}”`;
}

/**
 * The search page (page type 102) in the site's design: a search form (with the search block's
 * preview of the first results as the visitor types, SEARCH_PAGE_ISLANDS), the kinds as links, the
 * number of results, each result's kind, title link and snippet with the matched words marked,
 * and the pages before and after; or, with no words or no results, a sentence saying so. A
 * search made carries the marker of the ad pixel's Search event, which the runtime sends when a
 * pixel is set and the visitor's consent allows it (spec 1 §7).
 */
export function SearchPage(props: SearchPageProps) {
  const asked = props.q.trim() !== "";
  return (
    <div className="tsr-container tsr-search-page">
      <header className="tsr-page-header">
        <h1>Search</h1>
        <div data-island={SEARCH_DOM.island}>
          <form method="get" action={props.path ?? SEARCH_PATH} role="search" className={`tsr-search-form ${SEARCH_DOM.form}`}>
            <label htmlFor="search-page-q">Search this site</label>
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
                Search
              </button>
            </div>
            <SearchPreviewParts listboxId={SEARCH_DOM.listboxId(SEARCH_PAGE_BOX)} />
          </form>
        </div>
      </header>
      {asked ? (
        <nav className="tsr-search-kinds" aria-label="Kinds of result">
          <a href={searchHref(props.q, undefined, 1, props.path)} aria-current={props.kind ? undefined : "page"}>
            Everything
          </a>
          {SEARCH_KINDS.map((kind) => (
            <a key={kind} href={searchHref(props.q, kind, 1, props.path)} aria-current={props.kind === kind ? "page" : undefined}>
              {SEARCH_KIND_NAMES[kind].many}
            </a>
          ))}
        </nav>
      ) : null}
      {props.problem ? (
        <p className="tsr-field-error" role="alert">
          {props.problem}
        </p>
      ) : null}
      {asked ? <span hidden data-pixel-event={COMMERCE_PIXEL_EVENT.SEARCH} data-pixel-data={JSON.stringify({ search_string: props.q.trim() })} /> : null}
      {!asked ? (
        <p className="tsr-empty">Type a word or two above to search this site.</p>
      ) : props.total === 0 ? (
        <p className="tsr-empty">Nothing on this site matches “{props.q.trim()}”. Try other words, or fewer of them.</p>
      ) : (
        <>
          <p className="tsr-search-count" role="status">
            {countLine(props.total, props.q, props.kind)}
            {props.pageCount > 1 ? `, page ${props.page} of ${props.pageCount}` : ""}
          </p>
          <ol className="tsr-search-results">
            {props.results.map((result) => (
              <li key={result.url}>
                <article>
                  <p className="tsr-search-kind">{SEARCH_KIND_NAMES[result.kind].one}</p>
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
        label="More results"
        previous="Previous results"
        next="More results"
      />
    </div>
  );
}
