import type { z } from "zod";
import type { lockPasswordSchema, newPageSchema, pageChangesSchema, pageSummarySchema, pageTreeSchema } from "../../domain/api/pages";
import { api } from "./client";

/** A page, blog or shop page as the page tree shows it (GET /api/config/pages). */
export type PageSummary = z.output<typeof pageSummarySchema>;

/** The page tree: the main navigation and the pages not linked from it (_hidden). */
export type PageTree = z.output<typeof pageTreeSchema>;

/** The owner's page calls; their shapes are the route schemas of src/domain/api/pages.ts (served in /api/openapi.json). */
export const pagesApi = {
  tree: () => api.get<PageTree>("/api/config/pages"),
  create: (input: z.input<typeof newPageSchema>) => api.post<PageSummary>("/api/config/pages", input),
  update: (id: string, input: z.input<typeof pageChangesSchema>) => api.patch<PageSummary>(`/api/config/pages/${id}`, input),
  move: (id: string, navigation: string, position: number) => api.post<null>(`/api/config/pages/${id}/move`, { navigation, position }),
  duplicate: (id: string) => api.post<PageSummary>(`/api/config/pages/${id}/duplicate`),
  remove: (id: string) => api.delete(`/api/config/pages/${id}`),
  setPagePassword: (id: string, password: z.input<typeof lockPasswordSchema>["password"]) => api.put<null>(`/api/config/pages/${id}/password`, { password }),
  setSitePassword: (password: z.input<typeof lockPasswordSchema>["password"]) => api.put<null>("/api/config/site-password", { password }),
};

/** The site path of a page (the home page is the first of the main navigation). */
export function pagePath(page: Pick<PageSummary, "urlSlug">): string {
  return `/${page.urlSlug}`;
}
