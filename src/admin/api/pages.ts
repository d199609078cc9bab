import type { z } from "zod";
import {
  pageRoutes,
  type lockPasswordSchema,
  type newPageSchema,
  type pageChangesSchema,
  type pageSummarySchema,
  type pageTreeSchema,
} from "../../domain/api/pages";
import { call } from "./call";

/** A page, blog or shop page as the page tree shows it (GET /api/config/pages). */
export type PageSummary = z.output<typeof pageSummarySchema>;

/** The page tree: the main navigation and the pages not linked from it (_hidden). */
export type PageTree = z.output<typeof pageTreeSchema>;

/** The owner's page calls, made from the routes of src/domain/api/pages.ts. */
export const pagesApi = {
  tree: () => call(pageRoutes.tree, {}),
  create: (input: z.input<typeof newPageSchema>) => call(pageRoutes.create, { body: input }),
  update: (id: string, input: z.input<typeof pageChangesSchema>) => call(pageRoutes.update, { params: { id }, body: input }),
  move: (id: string, navigation: z.input<typeof pageRoutes.move.schema.body>["navigation"], position: number) =>
    call(pageRoutes.move, { params: { id }, body: { navigation, position } }),
  duplicate: (id: string) => call(pageRoutes.duplicate, { params: { id }, body: {} }),
  remove: (id: string) => call(pageRoutes.remove, { params: { id } }),
  setPagePassword: (id: string, password: z.input<typeof lockPasswordSchema>["password"]) =>
    call(pageRoutes.setPagePassword, { params: { id }, body: { password } }),
  setSitePassword: (password: z.input<typeof lockPasswordSchema>["password"]) => call(pageRoutes.setSitePassword, { body: { password } }),
};

/** The site path of a page (the home page is the first of the main navigation). */
export function pagePath(page: Pick<PageSummary, "urlSlug">): string {
  return `/${page.urlSlug}`;
}
