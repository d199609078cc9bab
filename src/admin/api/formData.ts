import type { z } from "zod";
import { formDataRoutes, type formSummarySchema, type submissionSchema, type subscriberSchema } from "../../domain/api/formData";
import { call } from "./call";

/** A form with how many submissions it has. */
export type FormSummary = z.output<typeof formSummarySchema>;

/** One submission of a form. */
export type Submission = z.output<typeof submissionSchema>;

/** A newsletter subscriber. */
export type Subscriber = z.output<typeof subscriberSchema>;

/** A page of a list with its total. */
export interface ListPage<T> {
  total: number;
  limit: number;
  offset: number;
  items: T[];
}

function csvQuery(search: string): string {
  return search ? `?${new URLSearchParams({ search }).toString()}` : "";
}

/** Form submissions and newsletter subscribers (their routes: src/domain/api/formData.ts). */
export const formDataApi = {
  forms: () => call(formDataRoutes.forms, {}),
  async submissions(formId: string, search: string, limit: number, offset: number): Promise<ListPage<Submission>> {
    const page = await call(formDataRoutes.submissions, { params: { formId }, query: { search, limit, offset } });
    return { total: page.total, limit: page.limit, offset: page.offset, items: page.submissions };
  },
  submissionsCsvHref: (formId: string, search: string) => `/api/config/form-submissions/${encodeURIComponent(formId)}/csv${csvQuery(search)}`,
  async subscribers(search: string, limit: number, offset: number): Promise<ListPage<Subscriber>> {
    const page = await call(formDataRoutes.subscribers, { query: { search, limit, offset } });
    return { total: page.total, limit: page.limit, offset: page.offset, items: page.subscribers };
  },
  subscribersCsvHref: () => "/api/config/newsletter/subscribers/csv",
};
