import type { z } from "zod";
import type {
  formSummaryListSchema,
  formSummarySchema,
  submissionPageSchema,
  submissionSchema,
  subscriberPageSchema,
  subscriberSchema,
} from "../../domain/api/formData";
import { api } from "./client";

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

function query(search: string, limit?: number, offset?: number): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (limit !== undefined) params.set("limit", String(limit));
  if (offset) params.set("offset", String(offset));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Form submissions and newsletter subscribers (their schemas: src/domain/api/formData.ts). */
export const formDataApi = {
  forms: () => api.get<z.output<typeof formSummaryListSchema>>("/api/config/form-submissions"),
  async submissions(formId: string, search: string, limit: number, offset: number): Promise<ListPage<Submission>> {
    const page = await api.get<z.output<typeof submissionPageSchema>>(
      `/api/config/form-submissions/${encodeURIComponent(formId)}${query(search, limit, offset)}`,
    );
    return { total: page.total, limit: page.limit, offset: page.offset, items: page.submissions };
  },
  submissionsCsvHref: (formId: string, search: string) => `/api/config/form-submissions/${encodeURIComponent(formId)}/csv${query(search)}`,
  async subscribers(search: string, limit: number, offset: number): Promise<ListPage<Subscriber>> {
    const page = await api.get<z.output<typeof subscriberPageSchema>>(`/api/config/newsletter/subscribers${query(search, limit, offset)}`);
    return { total: page.total, limit: page.limit, offset: page.offset, items: page.subscribers };
  },
  subscribersCsvHref: () => "/api/config/newsletter/subscribers/csv",
};
