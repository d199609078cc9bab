import type { z } from "zod";
import type { ListPage } from "../../domain/api/paging";
import { redirectRoutes, type redirectSchema } from "../../domain/api/redirects";
import type { RedirectInput } from "../../domain/seo/redirectRules";
import { call } from "./call";

/** A redirect of the site as the owner API answers it. */
export type Redirect = z.output<typeof redirectSchema>;

/** The redirect calls, made from the routes of src/domain/api/redirects.ts. */
export const redirectsApi = {
  list: (page: ListPage) => call(redirectRoutes.list, { query: page }),
  create: (redirect: RedirectInput) => call(redirectRoutes.create, { body: redirect }),
  update: (id: string, redirect: RedirectInput) => call(redirectRoutes.update, { params: { id }, body: redirect }),
  remove: (id: string) => call(redirectRoutes.remove, { params: { id } }),
  /** Adds or changes the redirects of a CSV file's text ("from,to,status" rows), all or none. */
  importCsv: (csv: string) => call(redirectRoutes.import, { body: csv }),
};
