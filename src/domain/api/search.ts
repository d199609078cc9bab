import { z } from "zod";
import { SEARCH_KINDS, SEARCH_MAX_PAGE, SEARCH_QUERY_MAX_LENGTH } from "../search/searchQuery";
import { SEARCH_QUERY_MESSAGES } from "../search/searchQueryMessages";

/** The query of the search page (`GET /search`) and of the preview (`GET /api/search`): words, a kind, a page. */
export const searchQuerySchema = z.object({
  q: z.string().max(SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MESSAGES.tooLong).default(""),
  kind: z.enum(SEARCH_KINDS, SEARCH_QUERY_MESSAGES.kind).optional(),
  page: z.coerce
    .number(SEARCH_QUERY_MESSAGES.pageNumber)
    .int(SEARCH_QUERY_MESSAGES.pageNumber)
    .min(1, SEARCH_QUERY_MESSAGES.pageNumber)
    .max(SEARCH_MAX_PAGE, SEARCH_QUERY_MESSAGES.lastPage)
    .default(1),
});

/** The query of the preview (`GET /api/search`): the search page's, and the language of the page typed on (its `<html lang>`), whose words and addresses it answers in. */
export const searchPreviewQuerySchema = searchQuerySchema.extend({ locale: z.string().max(40).optional() });

const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });

/** One result: its kind, title, address and snippet with the matched terms marked. */
const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  title: z.string(),
  url: z.string(),
  snippet: z.array(snippetPartSchema),
});

/** A search result. */
export type SearchResult = z.output<typeof searchResultSchema>;

/** The answer of `GET /api/search`: the first results and how many there are in all. */
export const searchAnswerSchema = z.object({ total: z.number().int(), results: z.array(searchResultSchema) });
