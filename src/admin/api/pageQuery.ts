import type { ListPage } from "../../domain/api/paging";

/** The query string of a page of a configuration list (`listPageQuerySchema`): `?limit=&offset=`, and `&search=` when there is one. */
export function pageQuery(page: ListPage): string {
  const params = new URLSearchParams({ limit: String(page.limit), offset: String(page.offset) });
  if (page.search) params.set("search", page.search);
  return params.toString();
}
