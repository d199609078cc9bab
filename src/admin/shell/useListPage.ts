import { useEffect, useState } from "react";
import { LIST_PAGE_SIZE, type ListPage } from "../../domain/api/paging";
import { useDebounced } from "./useDebounced";
import { useLoad, type Loaded } from "./useLoad";

/** A searchable list the server pages: the search as typed, the search asked for, the page loaded and the pager's settings. */
export interface ListPageState<T> {
  /** The search box's text. */
  search: string;
  /** Changes the search and goes back to the first page. */
  setSearch: (search: string) => void;
  /** The search the shown page answers (the typed one once typing pauses, trimmed). */
  query: string;
  page: Loaded<T>;
  /** The DataTable's `paging` (or the Pager's settings) for the page, once it is loaded. */
  paging: (total: number) => { total: number; offset: number; limit: number; onOffset: (offset: number) => void };
}

/**
 * Loads one page of a list at a time, LIST_PAGE_SIZE rows, with a search box: the screens of
 * products and posts share it so each pages and searches alike. `totalOf` reads how many rows
 * match from a loaded page; `deps` are what else the load depends on, as for useLoad. When the
 * last rows of the last page go (deleted, or found no more), it moves back to the page that is
 * now the last.
 */
export function useListPage<T>(load: (page: ListPage) => Promise<T>, totalOf: (data: T) => number, deps: readonly unknown[]): ListPageState<T> {
  const [search, setSearchText] = useState("");
  const [offset, setOffset] = useState(0);
  const query = useDebounced(search.trim());
  const loaded = useLoad(() => load({ search: query, limit: LIST_PAGE_SIZE, offset }).then((data) => ({ data, offset })), [...deps, query, offset]);
  const total = loaded.status === "ready" ? totalOf(loaded.data.data) : null;
  useEffect(() => {
    if (total !== null && offset > 0 && offset >= total) setOffset(Math.max(0, Math.ceil(total / LIST_PAGE_SIZE) - 1) * LIST_PAGE_SIZE);
  }, [total, offset]);
  const page: Loaded<T> =
    loaded.status === "ready" ? { ...loaded, data: loaded.data.data, replace: (data) => loaded.replace({ data, offset: loaded.data.offset }) } : loaded;
  return {
    search,
    setSearch: (value) => {
      setSearchText(value);
      setOffset(0);
    },
    query,
    page,
    // The pager counts from the page shown, not the one asked for, so it never runs ahead of the rows.
    paging: (total) => ({ total, offset: loaded.status === "ready" ? loaded.data.offset : offset, limit: LIST_PAGE_SIZE, onOffset: setOffset }),
  };
}
