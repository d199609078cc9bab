import type { z } from "zod";
import type {
  deletedLibrarySectionSchema,
  insertSectionSchema,
  insertedSectionSchema,
  librarySectionDraftSchema,
  librarySectionSchema,
  saveToLibrarySchema,
  savedToLibrarySchema,
  sectionLibrarySchema,
} from "../../domain/api/sectionLibrary";
import { api } from "./client";

/** The starter designs and the site's own sections (GET /api/config/section-library). */
export type SectionLibrary = z.output<typeof sectionLibrarySchema>;

/** One section of the site's library. */
export type LibrarySection = z.output<typeof librarySectionSchema>;

/** A library section with its draft. */
export type LibrarySectionDraft = z.output<typeof librarySectionDraftSchema>;

/** The section library's calls; their shapes are the route schemas of src/domain/api/sectionLibrary.ts. */
export const sectionLibraryApi = {
  list: () => api.get<SectionLibrary>("/api/config/section-library"),
  read: (id: string) => api.get<LibrarySectionDraft>(`/api/config/section-library/${id}`),
  saveFromPage: (input: z.input<typeof saveToLibrarySchema>) => api.post<z.output<typeof savedToLibrarySchema>>("/api/config/section-library", input),
  insert: (input: z.input<typeof insertSectionSchema>) => api.post<z.output<typeof insertedSectionSchema>>("/api/config/section-library/insert", input),
  rename: (id: string, name: string) => api.patch<LibrarySection>(`/api/config/section-library/${id}`, { name }),
  saveDraft: (id: string, version: number, draft: LibrarySectionDraft["draft"]) =>
    api.put<LibrarySection>(`/api/config/section-library/${id}`, { version, draft }),
  publish: (id: string, version: number) => api.post<LibrarySection>(`/api/config/section-library/${id}/publish`, { version }),
  remove: (id: string, turnIntoCopies: boolean) =>
    api.delete<z.output<typeof deletedLibrarySectionSchema>>(`/api/config/section-library/${id}?turnIntoCopies=${turnIntoCopies}`),
};
