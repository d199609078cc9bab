import { z } from "zod";

/** How many rows a configuration list shows at a time unless the request asks for another count. */
export const LIST_PAGE_SIZE = 50;

/** The most rows one page of a configuration list holds, so no answer grows with the site. */
const LIST_PAGE_MOST = 200;

/**
 * A page of a configuration list: `?search=` (matched without regard to case), `?limit=` (1 to
 * 200, 50 unless given) and `?offset=` (rows to skip). Every paged list of the owner API and the
 * platform's site list takes it, so they page alike.
 */
export const listPageQuerySchema = z.object({
  search: z.string().max(200, "Search for at most 200 characters.").default(""),
  limit: z.coerce.number().int().min(1).max(LIST_PAGE_MOST).default(LIST_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

/** A page request as the server reads it. */
export type ListPage = z.output<typeof listPageQuerySchema>;
