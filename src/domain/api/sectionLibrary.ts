import { z } from "zod";
import { sectionAnswerSchema } from "./sectionShapes";
import { sectionInputSchema } from "./layoutInput";
import type { ApiRoute } from "./route";

/** The longest name of a library section. */
export const LIBRARY_NAME_MAX = 80;

/** A version read by an editor; a write sends it back so no one overwrites another's change. */
const versionSchema = z.number({ message: "Send the version you read." }).int().min(0);

const idSchema = z.string().regex(/^[0-9a-f]{24}$/, "must be 24 lowercase hex characters.");

/** A library section's name, as every route takes it. */
const nameSchema = z.string().trim().min(1, "Give the section a name.").max(LIBRARY_NAME_MAX, `A section's name has at most ${LIBRARY_NAME_MAX} characters.`);

/** A saved copy is inserted as a copy; a shared section stays one thing on every page. */
const librarySectionKindSchema = z.enum(["copy", "shared"], { message: "Choose copy or shared." });

/** A page that places a shared section, in its draft or its published layout. */
const usageSchema = z.object({ ownerId: z.string(), title: z.string(), path: z.string() });

/** One section of the site's library as the Library screen lists it. */
export const librarySectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: librarySectionKindSchema,
  blockCount: z.number(),
  draftVersion: z.number(),
  /** A shared section's draft differs from what visitors see. */
  hasChanges: z.boolean(),
  publishedAt: z.string().nullable(),
  /** The pages placing a shared section (empty for copies). */
  usedOn: z.array(usageSchema),
});

/** A starter design shipped with Tessera, as the "Add section" dialog lists it. */
const starterSchema = z.object({ key: z.string(), name: z.string(), description: z.string(), blockCount: z.number() });

/** The answer of `GET /api/config/section-library`: the starter designs and the site's own sections. */
export const sectionLibrarySchema = z.object({ starters: z.array(starterSchema), sections: z.array(librarySectionSchema) });

/** The path of a library section's routes. */
const librarySectionParamsSchema = z.object({ id: z.string() });

/** What `POST /api/config/section-library` takes: a section of a page's draft (read at `version`) to save. */
export const saveToLibrarySchema = z.strictObject({
  ownerId: idSchema,
  version: versionSchema,
  sectionId: idSchema,
  name: nameSchema,
  kind: librarySectionKindSchema,
});

/** What saving to the library answers: the new library section and the page draft's version after it. */
const savedToLibrarySchema = z.object({ section: librarySectionSchema, draftVersion: z.number() });

/** What `PATCH /api/config/section-library/:id` takes: a new name. */
const renameLibrarySectionSchema = z.strictObject({ name: nameSchema });

/** What `DELETE /api/config/section-library/:id` takes: whether pages placing a shared section get copies of it. */
const deleteLibrarySectionSchema = z.object({
  turnIntoCopies: z
    .enum(["true", "false"], { message: "Choose true or false." })
    .default("false")
    .transform((value) => value === "true"),
});

/** What a delete answers: how many pages got a copy in place of the shared section. */
const deletedLibrarySectionSchema = z.object({ copiedOnto: z.number() });

/** A library section with its draft, for editing it. */
export const librarySectionDraftSchema = z.object({
  section: librarySectionSchema,
  draft: sectionAnswerSchema,
});

/** What `PUT /api/config/section-library/:id` takes: the version read and the new draft section (checked by the section rules). */
const libraryDraftSaveSchema = z.strictObject({ version: versionSchema, draft: sectionInputSchema });

/** What `POST /api/config/section-library/:id/publish` takes: the version read. */
const libraryVersionSchema = z.strictObject({ version: versionSchema });

/** Where an inserted section comes from: a starter design or a section of the library. */
const insertSourceSchema = z.union([z.strictObject({ starter: z.string().max(40) }), z.strictObject({ libraryId: idSchema })], {
  message: "Choose a starter design or a library section.",
});

/** What `POST /api/config/section-library/insert` takes: the page draft read at `version`, where to insert, what. */
export const insertSectionSchema = z.strictObject({
  ownerId: idSchema,
  version: versionSchema,
  /** Index in the page's section list; the end when absent. */
  at: z.number().int().min(0).max(1000).optional(),
  source: insertSourceSchema,
});

/** What inserting answers: the inserted section's id and the page draft's version after it. */
const insertedSectionSchema = z.object({ sectionId: z.string(), draftVersion: z.number() });

/** The section library's routes (content manager): the starter designs and the site's own sections, saving, inserting, renaming, editing, publishing and deleting them. */
export const sectionLibraryRoutes = {
  list: { method: "GET", url: "/api/config/section-library", schema: { response: { 200: sectionLibrarySchema } } },
  saveFromPage: { method: "POST", url: "/api/config/section-library", schema: { body: saveToLibrarySchema, response: { 200: savedToLibrarySchema } } },
  insert: { method: "POST", url: "/api/config/section-library/insert", schema: { body: insertSectionSchema, response: { 200: insertedSectionSchema } } },
  read: { method: "GET", url: "/api/config/section-library/:id", schema: { params: librarySectionParamsSchema, response: { 200: librarySectionDraftSchema } } },
  rename: {
    method: "PATCH",
    url: "/api/config/section-library/:id",
    schema: { params: librarySectionParamsSchema, body: renameLibrarySectionSchema, response: { 200: librarySectionSchema } },
  },
  saveDraft: {
    method: "PUT",
    url: "/api/config/section-library/:id",
    schema: { params: librarySectionParamsSchema, body: libraryDraftSaveSchema, response: { 200: librarySectionSchema } },
  },
  publish: {
    method: "POST",
    url: "/api/config/section-library/:id/publish",
    schema: { params: librarySectionParamsSchema, body: libraryVersionSchema, response: { 200: librarySectionSchema } },
  },
  remove: {
    method: "DELETE",
    url: "/api/config/section-library/:id",
    schema: { params: librarySectionParamsSchema, querystring: deleteLibrarySectionSchema, response: { 200: deletedLibrarySectionSchema } },
  },
} satisfies Record<string, ApiRoute>;
