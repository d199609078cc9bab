import { api } from "./client";

/** A page or blog as the page tree shows it (GET /api/config/pages). */
export interface PageSummary {
  id: string;
  kind: "page" | "blog" | "store";
  title: string;
  urlSlug: string;
  navigation: string | null;
  position: number;
  locked: boolean;
  label: "Available" | "Scheduled" | "Hidden" | "Unsupported";
  hasChanges: boolean;
  draftVersion: number;
}

/** The page tree: the main navigation and the pages not linked from it (_hidden). */
export interface PageTree {
  siteLocked: boolean;
  navigations: { name: "main" | "_hidden"; pages: PageSummary[] }[];
}

/** The owner's page calls. */
export const pagesApi = {
  tree: () => api.get<PageTree>("/api/config/pages"),
  create: (input: { kind: "page" | "blog"; title: string; navigation: string }) => api.post<PageSummary>("/api/config/pages", input),
  update: (id: string, input: { title?: string; urlSlug?: string }) => api.patch<PageSummary>(`/api/config/pages/${id}`, input),
  move: (id: string, navigation: string, position: number) => api.post<null>(`/api/config/pages/${id}/move`, { navigation, position }),
  duplicate: (id: string) => api.post<PageSummary>(`/api/config/pages/${id}/duplicate`),
  remove: (id: string) => api.delete(`/api/config/pages/${id}`),
  setPagePassword: (id: string, password: string | null) => api.put<null>(`/api/config/pages/${id}/password`, { password }),
  setSitePassword: (password: string | null) => api.put<null>("/api/config/site-password", { password }),
};

/** The site path of a page (the home page is the first of the main navigation). */
export function pagePath(page: Pick<PageSummary, "urlSlug">): string {
  return `/${page.urlSlug}`;
}
