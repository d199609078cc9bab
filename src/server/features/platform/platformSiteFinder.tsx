/** Where the platform home's list of sites stands: the search, the rows skipped, the page's size and how many sites match. */
export interface SitePaging {
  total: number;
  offset: number;
  limit: number;
  search: string;
}

/** The address of a page of the platform home's list, keeping the search. */
function pageHref(paging: SitePaging, offset: number): string {
  const params = new URLSearchParams();
  if (paging.search) params.set("search", paging.search);
  if (offset > 0) params.set("offset", String(offset));
  const query = params.toString();
  return query ? `/?${query}` : "/";
}

/** The search box above the platform home's sites: finds a site by identifier or title. */
export function SiteSearch({ paging }: { paging: SitePaging }) {
  return (
    <form method="get" action="/" role="search" className="p-row p-search">
      <label htmlFor="site-search" className="p-visually-hidden">
        Find a site by identifier or title
      </label>
      <input id="site-search" name="search" type="search" defaultValue={paging.search} placeholder="Find a site by identifier or title" />
      <button type="submit" className="p-secondary">
        Search
      </button>
    </form>
  );
}

/** What the list shows ("Sites 51–100 of 1000") with links to the previous and next pages, or why it is empty. */
export function SitePager({ paging, shown }: { paging: SitePaging; shown: number }) {
  if (shown === 0) {
    if (paging.search) return <p role="status">No sites match “{paging.search}”.</p>;
    if (paging.total > 0)
      return (
        <p role="status">
          There are no more sites. <a href={pageHref(paging, 0)}>Back to the first page</a>
        </p>
      );
    return <p>There are no sites yet. Create the first one below.</p>;
  }
  const first = paging.offset + 1;
  const last = paging.offset + shown;
  const hasPrevious = paging.offset > 0;
  const hasNext = last < paging.total;
  return (
    <nav className="p-pager" aria-label="Pages of sites">
      <p role="status">
        {paging.total === shown && !hasPrevious ? `${paging.total} ${paging.total === 1 ? "site" : "sites"}` : `Sites ${first}–${last} of ${paging.total}`}
      </p>
      {hasPrevious ? (
        <a href={pageHref(paging, Math.max(0, paging.offset - paging.limit))} rel="prev">
          Previous
        </a>
      ) : null}
      {hasNext ? (
        <a href={pageHref(paging, paging.offset + paging.limit)} rel="next">
          Next
        </a>
      ) : null}
    </nav>
  );
}
