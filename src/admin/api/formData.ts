import { api } from "./client";

/** A form with how many submissions it has. */
export interface FormSummary {
  id: string;
  name: string;
  kind: string;
  saveSubmissions: boolean;
  submissionCount: number;
}

/** One submitted field, with its value as text. */
interface SubmittedField {
  id: string;
  title: string;
  type: string;
  text: string;
}

/** One submission of a form. */
export interface Submission {
  id: string;
  createdAt: string;
  pageTitle: string;
  pagePath: string;
  fields: SubmittedField[];
}

/** A newsletter subscriber. */
export interface Subscriber {
  id: string;
  email: string;
  name: string;
  status: string;
  subscribedAt: string;
  unsubscribedAt: string | null;
}

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

/** Form submissions and newsletter subscribers (docs/config-api.md and the forms routes). */
export const formDataApi = {
  forms: () => api.get<{ forms: FormSummary[]; removedForms: { id: string; submissionCount: number }[] }>("/api/config/form-submissions"),
  async submissions(formId: string, search: string, limit: number, offset: number): Promise<ListPage<Submission>> {
    const page = await api.get<{ total: number; limit: number; offset: number; submissions: Submission[] }>(
      `/api/config/form-submissions/${encodeURIComponent(formId)}${query(search, limit, offset)}`,
    );
    return { total: page.total, limit: page.limit, offset: page.offset, items: page.submissions };
  },
  submissionsCsvHref: (formId: string, search: string) => `/api/config/form-submissions/${encodeURIComponent(formId)}/csv${query(search)}`,
  async subscribers(search: string, limit: number, offset: number): Promise<ListPage<Subscriber>> {
    const page = await api.get<{ total: number; limit: number; offset: number; subscribers: Subscriber[] }>(
      `/api/config/newsletter/subscribers${query(search, limit, offset)}`,
    );
    return { total: page.total, limit: page.limit, offset: page.offset, items: page.subscribers };
  },
  subscribersCsvHref: () => "/api/config/newsletter/subscribers/csv",
};
