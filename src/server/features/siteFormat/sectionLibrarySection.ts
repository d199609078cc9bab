import { z } from "zod";
import { parseSection } from "../../../blocks/sections/sectionCheck";
import type { Section } from "../../../blocks/sections/sectionModel";
import { DomainError, invalid } from "../../../domain/errors";
import { isId } from "../../../domain/ids";
import { LIBRARY_NAME_MAX } from "../../../domain/api/sectionLibrary";
import { sectionInputSchema } from "../../../domain/api/layoutInput";
import { assertIdsFree } from "./idsFree";
import type { SiteSection } from "./siteSection";
import { libraryNameKey, sectionLibraryRepository } from "../sectionLibrary/sectionLibraryRepository";

/** A section of the written shape, checked by the section rules inside the file's zod parse, with its path. */
const sectionSchema = sectionInputSchema.transform((value, context): Section => {
  try {
    return parseSection(value);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const [path, message] = Object.entries(error.fieldErrors ?? {})[0] ?? ["section", error.message];
    context.addIssue({ code: "custom", message: `${path}: ${message}` });
    return z.NEVER;
  }
});

const librarySectionSchema = z
  .strictObject({
    id: z.string().refine(isId, "must be 24 lowercase hex characters."),
    name: z.string().trim().min(1).max(LIBRARY_NAME_MAX),
    kind: z.enum(["copy", "shared"]),
    draft: sectionSchema,
    draftVersion: z.number().int().min(0).default(1),
    published: sectionSchema.nullable().default(null),
    publishedAt: z.iso.datetime().nullable().default(null),
    createdAt: z.iso.datetime().optional(),
    updatedAt: z.iso.datetime().optional(),
  })
  .refine((s) => s.kind === "shared" || s.published === null, { message: "Only a shared section has a published version.", path: ["published"] });

/** A library section as the site file carries it. */
type SiteFileLibrarySection = z.output<typeof librarySectionSchema>;

/**
 * The site's section library in site files (`sectionLibrary`): saved copies and shared sections
 * with their draft and published sections, so export and import keep them whole.
 */
export const sectionLibrarySection: SiteSection<SiteFileLibrarySection[]> = {
  key: "sectionLibrary",
  schema: z.array(librarySectionSchema).max(1000).default([]),

  async check(sections, context, db) {
    const names = new Set<string>();
    for (const [index, section] of sections.entries()) {
      const key = libraryNameKey(section.name);
      if (names.has(key))
        throw invalid(`sectionLibrary[${index}].name: is used by another section.`, { [`sectionLibrary[${index}].name`]: "is used by another section." });
      names.add(key);
    }
    await assertIdsFree(
      db,
      "sectionLibrary",
      context.websiteId,
      sections.map((s, index) => ({ id: s.id, path: `sectionLibrary[${index}].id` })),
    );
  },

  async exportSection(db, websiteId) {
    const records = await sectionLibraryRepository.list(db, websiteId);
    return records.map((r) => ({
      id: r.id,
      name: r.name,
      kind: r.kind,
      draft: r.draft as Section,
      draftVersion: r.draftVersion,
      published: r.published as Section | null,
      publishedAt: r.publishedAt,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    }));
  },

  async deleteSection(db, websiteId) {
    await db.deleteFrom("sectionLibrary").where("websiteId", "=", websiteId).execute();
  },

  async importSection(db, context, sections) {
    for (const section of sections) {
      await sectionLibraryRepository.insert(db, {
        id: section.id,
        websiteId: context.websiteId,
        name: section.name,
        kind: section.kind,
        draft: section.draft,
        draftVersion: section.draftVersion,
        published: section.published,
        publishedAt: section.publishedAt,
        createdAt: section.createdAt ?? context.now,
        updatedAt: section.updatedAt ?? context.now,
      });
    }
  },
};
