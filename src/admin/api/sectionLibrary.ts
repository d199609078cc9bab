import type { z } from "zod";
import {
  sectionLibraryRoutes,
  type insertSectionSchema,
  type librarySectionDraftSchema,
  type librarySectionSchema,
  type saveToLibrarySchema,
} from "../../domain/api/sectionLibrary";
import { call } from "./call";

/** One section of the site's library. */
export type LibrarySection = z.output<typeof librarySectionSchema>;

/** A library section with its draft. */
export type LibrarySectionDraft = z.output<typeof librarySectionDraftSchema>;

/** The section library's calls, made from the routes of src/domain/api/sectionLibrary.ts. */
export const sectionLibraryApi = {
  list: () => call(sectionLibraryRoutes.list, {}),
  read: (id: string) => call(sectionLibraryRoutes.read, { params: { id } }),
  saveFromPage: (input: z.input<typeof saveToLibrarySchema>) => call(sectionLibraryRoutes.saveFromPage, { body: input }),
  insert: (input: z.input<typeof insertSectionSchema>) => call(sectionLibraryRoutes.insert, { body: input }),
  rename: (id: string, name: string) => call(sectionLibraryRoutes.rename, { params: { id }, body: { name } }),
  saveDraft: (id: string, version: number, draft: LibrarySectionDraft["draft"]) =>
    call(sectionLibraryRoutes.saveDraft, { params: { id }, body: { version, draft } }),
  publish: (id: string, version: number) => call(sectionLibraryRoutes.publish, { params: { id }, body: { version } }),
  remove: (id: string, turnIntoCopies: boolean) =>
    call(sectionLibraryRoutes.remove, { params: { id }, query: { turnIntoCopies: turnIntoCopies ? "true" : "false" } }),
};
