import type { z } from "zod";
import type { Db } from "../../../db/database";
import { changedCodeBlocks } from "../../../blocks/codeChanges";
import { parseLayout } from "../../../blocks/layout";
import { blockSchemaFor } from "../../../blocks/schemaRegistry";
import { parseSection } from "../../../blocks/sections/sectionCheck";
import { isSharedPlacement, type PageSection, type Section } from "../../../blocks/sections/sectionModel";
import { freshCopy } from "../../../blocks/sections/sharedSections";
import { STARTER_NEWSLETTER_FORM, STARTER_SECTIONS, starterSectionCopy, starterSectionFor } from "../../../blocks/sections/starterSections";
import { CODE_ACCESS_REFUSAL } from "../../../domain/access/codeAccess";
import type { insertSectionSchema, librarySectionSchema, saveToLibrarySchema, sectionLibrarySchema } from "../../../domain/api/sectionLibrary";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { conflict, forbidden, invalid, notFound } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { isoNow, type Clock } from "../../clock";
import { contentRepository } from "../content/contentRepository";
import { formsRepository } from "../forms/formsRepository";
import { isUniqueViolation } from "../settings/uniqueViolation";
import { DRAFT_CONFLICT_MESSAGE } from "../pages/layoutMessages";
import { recordPublishedLayout } from "../pages/layoutPublishing";
import { LIBRARY_MESSAGES } from "./libraryMessages";
import { assertPageBlockLimit } from "./pageBlockLimit";
import { placedSharedIds } from "./libraryUsage";
import { sectionLibraryRepository, type LibraryRecord } from "./sectionLibraryRepository";

type LibrarySectionView = z.output<typeof librarySectionSchema>;
type Usage = LibrarySectionView["usedOn"][number];

/** A page's draft layout with its sections, as the library reads and rewrites it. */
interface PageDraft {
  ownerId: string;
  version: number;
  sections: PageSection[];
}

function present(record: LibraryRecord, usedOn: readonly Usage[]): LibrarySectionView {
  const draft = parseSection(record.draft);
  return {
    id: record.id,
    name: record.name,
    kind: record.kind,
    blockCount: draft.blocks.length,
    draftVersion: record.draftVersion,
    hasChanges: record.kind === "shared" && JSON.stringify(record.draft) !== JSON.stringify(record.published),
    publishedAt: record.publishedAt,
    usedOn: record.kind === "shared" ? [...usedOn] : [],
  };
}

const carriesCode = (section: Section) => section.blocks.some((block) => blockSchemaFor(block.type)?.carriesCode);

/**
 * The site's section library: saving a page's section as a copy or as a shared section (the page
 * then places it), inserting starter designs, copies and shared sections on a page's draft,
 * renaming and deleting, and a shared section's draft and publishing. Visitors' pages follow a
 * shared section's publish through the site write hook of its route. Built once in buildApp.
 */
export class SectionLibraryService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The starter designs and the site's library, with the pages placing each shared section. */
  async list(websiteId: string): Promise<z.output<typeof sectionLibrarySchema>> {
    const [records, usages] = await Promise.all([sectionLibraryRepository.list(this.db, websiteId), this.usages(websiteId)]);
    return {
      starters: STARTER_SECTIONS.map((s) => ({ key: s.key, name: s.name, description: s.description, blockCount: s.blocks.length })),
      sections: records.map((record) => present(record, usages.get(record.id) ?? [])),
    };
  }

  /** A library section with its draft, for editing it. */
  async read(websiteId: string, id: string): Promise<{ section: LibrarySectionView; draft: Section }> {
    const record = await this.require(websiteId, id);
    return { section: await this.view(record), draft: parseSection(record.draft) };
  }

  /**
   * Saves a section of a page's draft (read at `version`) to the library. As a copy, the page
   * stays as it is. As a shared section, the section becomes the shared section's draft and
   * published version, and the page's draft places it instead (visitors keep seeing the page's
   * published layout until the page is published).
   */
  async saveFromPage(websiteId: string, input: z.output<typeof saveToLibrarySchema>): Promise<{ section: LibrarySectionView; draftVersion: number }> {
    const now = isoNow(this.clock);
    const page = await this.pageDraft(websiteId, input.ownerId);
    if (page.version !== input.version) throw conflict(DRAFT_CONFLICT_MESSAGE);
    const found = page.sections.find((s) => s.id === input.sectionId);
    if (!found) throw invalid(LIBRARY_MESSAGES.sectionNotOnPage, { sectionId: LIBRARY_MESSAGES.sectionNotOnPage });
    if (isSharedPlacement(found)) throw invalid(LIBRARY_MESSAGES.alreadyShared, { sectionId: LIBRARY_MESSAGES.alreadyShared });
    const shared = input.kind === "shared";
    const record: LibraryRecord = {
      id: newId(),
      websiteId,
      name: input.name,
      kind: input.kind,
      draft: found,
      draftVersion: 1,
      published: shared ? found : null,
      publishedAt: shared ? now : null,
      createdAt: now,
      updatedAt: now,
    };
    let draftVersion = page.version;
    await this.db.transaction().execute(async (trx) => {
      await this.insertRecord(trx, record);
      if (!shared) return;
      const sections = page.sections.map((s) => (s.id === found.id ? { id: found.id, sharedSectionId: record.id } : s));
      const saved = await contentRepository.saveDraft(trx, websiteId, input.ownerId, { sections }, page.version, now);
      if (saved === null) throw conflict(DRAFT_CONFLICT_MESSAGE);
      draftVersion = saved;
    });
    return { section: await this.view(record), draftVersion };
  }

  /**
   * Inserts a starter design or a saved copy (with fresh ids), or places a shared section, in a
   * page's draft read at `version`. A page shows a shared section once and at most 60 blocks in
   * all, shared ones included; without the code right nothing carrying code is inserted.
   */
  async insert(websiteId: string, input: z.output<typeof insertSectionSchema>, mayWriteCode: boolean): Promise<{ sectionId: string; draftVersion: number }> {
    const page = await this.pageDraft(websiteId, input.ownerId);
    if (page.version !== input.version) throw conflict(DRAFT_CONFLICT_MESSAGE);
    const { entry, shown } = await this.insertable(websiteId, input.source, page);
    if (!mayWriteCode && carriesCode(shown)) throw forbidden(CODE_ACCESS_REFUSAL);
    const sections = [...page.sections];
    sections.splice(input.at ?? sections.length, 0, entry);
    await assertPageBlockLimit(this.db, websiteId, sections, "This page");
    const layout = parseLayout({ sections });
    const saved = await contentRepository.saveDraft(this.db, websiteId, input.ownerId, layout, page.version, isoNow(this.clock));
    if (saved === null) throw conflict(DRAFT_CONFLICT_MESSAGE);
    return { sectionId: entry.id, draftVersion: saved };
  }

  async rename(websiteId: string, id: string, name: string): Promise<LibrarySectionView> {
    await this.require(websiteId, id);
    try {
      await sectionLibraryRepository.rename(this.db, websiteId, id, name, isoNow(this.clock));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(LIBRARY_MESSAGES.nameTaken);
      throw error;
    }
    return this.view(await this.require(websiteId, id));
  }

  /**
   * Deletes a library section. A shared section still placed on pages is kept, and the refusal
   * names the pages, unless `turnIntoCopies`: then each page's draft and published layout get
   * copies (fresh ids) of the shared section's draft and published versions in its place.
   */
  async remove(websiteId: string, id: string, turnIntoCopies: boolean): Promise<{ copiedOnto: number }> {
    const record = await this.require(websiteId, id);
    const usedOn = record.kind === "shared" ? ((await this.usages(websiteId)).get(id) ?? []) : [];
    if (usedOn.length > 0 && !turnIntoCopies) throw conflict(LIBRARY_MESSAGES.stillUsed(usedOn.map((u) => u.title)));
    const now = isoNow(this.clock);
    const draft = parseSection(record.draft);
    const published = record.published === null ? null : parseSection(record.published);
    await this.db.transaction().execute(async (trx) => {
      for (const usage of usedOn) {
        const stored = await contentRepository.findLayout(trx, websiteId, usage.ownerId);
        if (!stored) continue;
        const replace = (layout: unknown, section: Section | null) => {
          const sections = parseLayout(layout).sections.flatMap((s) =>
            isSharedPlacement(s) && s.sharedSectionId === id ? (section ? [{ ...freshCopy(section), id: s.id }] : []) : [s],
          );
          return parseLayout({ sections });
        };
        const newPublished = stored.published === null ? null : replace(stored.published, published);
        await sectionLibraryRepository.rewriteLayout(trx, websiteId, usage.ownerId, replace(stored.draft, draft), newPublished, now);
      }
      await sectionLibraryRepository.remove(trx, websiteId, id);
    });
    return { copiedOnto: usedOn.length };
  }

  /**
   * Saves a library section's draft read at `version`. The section keeps its id; every page
   * placing a shared one must stay within 60 blocks; without the code right, a change to a block
   * carrying code is refused. Visitors see nothing of it until a shared section is published.
   */
  async saveDraft(websiteId: string, id: string, version: number, value: unknown, mayWriteCode: boolean): Promise<LibrarySectionView> {
    const record = await this.require(websiteId, id);
    const draft = parseSection(value, ["draft"]);
    const before = parseSection(record.draft);
    if (!mayWriteCode && changedCodeBlocks({ sections: [before] }, parseLayout({ sections: [{ ...draft, id: before.id }] })).length > 0) {
      throw forbidden(CODE_ACCESS_REFUSAL);
    }
    if (record.kind === "shared") await this.checkPagesWith(websiteId, id, draft.blocks.length);
    const saved = await sectionLibraryRepository.saveDraft(this.db, websiteId, id, { ...draft, id: before.id }, version, isoNow(this.clock));
    if (!saved) throw conflict(LIBRARY_MESSAGES.draftConflict);
    return this.view(await this.require(websiteId, id));
  }

  /**
   * Makes a shared section's draft (read at `version`) what visitors see on every page placing
   * it, and records a version of each of those pages (their history shows who republished them
   * and when) in the same transaction.
   */
  async publish(websiteId: string, id: string, version: number, publishedBy: string): Promise<LibrarySectionView> {
    const record = await this.require(websiteId, id);
    if (record.kind !== "shared") throw invalid(LIBRARY_MESSAGES.notShared);
    const publishedAt = isoNow(this.clock);
    const layouts = await contentRepository.listLayouts(this.db, websiteId);
    const republished = layouts.filter((layout) => placedSharedIds(layout.published).includes(id)).map((layout) => layout.ownerId);
    await this.db.transaction().execute(async (trx) => {
      if (!(await sectionLibraryRepository.publish(trx, websiteId, id, version, publishedAt))) throw conflict(LIBRARY_MESSAGES.draftConflict);
      for (const ownerId of republished) await recordPublishedLayout(trx, websiteId, ownerId, { publishedBy, publishedAt });
    });
    return this.view(await this.require(websiteId, id));
  }

  /** What an insert puts on the page and the section it shows there. */
  private async insertable(
    websiteId: string,
    source: z.output<typeof insertSectionSchema>["source"],
    page: PageDraft,
  ): Promise<{ entry: PageSection; shown: Section }> {
    if ("starter" in source) {
      const starter = starterSectionFor(source.starter);
      if (!starter) throw invalid(LIBRARY_MESSAGES.unknownStarter, { "source.starter": LIBRARY_MESSAGES.unknownStarter });
      const section = await this.withSiteNewsletter(websiteId, starterSectionCopy(starter));
      return { entry: section, shown: section };
    }
    const record = await this.require(websiteId, source.libraryId);
    const draft = parseSection(record.draft);
    if (record.kind === "copy") {
      const copy = freshCopy(draft);
      return { entry: copy, shown: copy };
    }
    if (page.sections.some((s) => isSharedPlacement(s) && s.sharedSectionId === record.id)) throw conflict(LIBRARY_MESSAGES.alreadyPlaced);
    return { entry: { id: newId(), sharedSectionId: record.id }, shown: draft };
  }

  /** A starter newsletter block signs visitors up to the site's first newsletter form, when it has one. */
  private async withSiteNewsletter(websiteId: string, section: Section): Promise<Section> {
    if (!section.blocks.some((b) => b.settings.formId === STARTER_NEWSLETTER_FORM)) return section;
    const form = (await formsRepository.listForms(this.db, websiteId)).find((f) => f.kind === "newsletter");
    if (!form) return section;
    return {
      ...section,
      blocks: section.blocks.map((b) => (b.settings.formId === STARTER_NEWSLETTER_FORM ? { ...b, settings: { ...b.settings, formId: form.id } } : b)),
    };
  }

  /** Refuses a shared section's new block count when a page placing it would pass 60 blocks. */
  private async checkPagesWith(websiteId: string, id: string, count: number): Promise<void> {
    for (const usage of (await this.usages(websiteId)).get(id) ?? []) {
      const page = await this.pageDraft(websiteId, usage.ownerId);
      await assertPageBlockLimit(this.db, websiteId, page.sections, usage.title, { id, count });
    }
  }

  /** The pages placing each shared section, in their draft or published layout. */
  private async usages(websiteId: string): Promise<Map<string, Usage[]>> {
    const [layouts, collections] = await Promise.all([
      contentRepository.listLayouts(this.db, websiteId),
      contentRepository.listCollections(this.db, websiteId),
    ]);
    const pages = new Map(collections.filter((c) => c.type === COLLECTION_TYPE.PAGE).map((c) => [c.id, c]));
    const usages = new Map<string, Usage[]>();
    for (const layout of layouts) {
      const page = pages.get(layout.ownerId);
      if (!page) continue;
      for (const id of new Set([...placedSharedIds(layout.draft), ...placedSharedIds(layout.published)])) {
        usages.set(id, [...(usages.get(id) ?? []), { ownerId: page.id, title: page.title, path: `/${page.urlSlug}` }]);
      }
    }
    for (const list of usages.values()) list.sort((a, b) => a.title.localeCompare(b.title));
    return usages;
  }

  /** A page's draft sections and version; a page without a layout yet has none. */
  private async pageDraft(websiteId: string, ownerId: string): Promise<PageDraft> {
    const page = await contentRepository.findCollectionById(this.db, websiteId, ownerId);
    if (page?.type !== COLLECTION_TYPE.PAGE) throw notFound("No such page.");
    const stored = await contentRepository.findLayout(this.db, websiteId, ownerId);
    if (!stored) {
      const now = isoNow(this.clock);
      await contentRepository.insertLayout(this.db, {
        id: newId(),
        websiteId,
        ownerId,
        draft: { sections: [] },
        draftVersion: 0,
        published: null,
        publishedAt: null,
        updatedAt: now,
      });
      return { ownerId, version: 0, sections: [] };
    }
    return { ownerId, version: stored.draftVersion, sections: parseLayout(stored.draft).sections };
  }

  private async insertRecord(db: Db, record: LibraryRecord): Promise<void> {
    try {
      await sectionLibraryRepository.insert(db, record);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(LIBRARY_MESSAGES.nameTaken);
      throw error;
    }
  }

  private async view(record: LibraryRecord): Promise<LibrarySectionView> {
    return present(record, record.kind === "shared" ? ((await this.usages(record.websiteId)).get(record.id) ?? []) : []);
  }

  private async require(websiteId: string, id: string): Promise<LibraryRecord> {
    const record = await sectionLibraryRepository.find(this.db, websiteId, id);
    if (!record) throw notFound(LIBRARY_MESSAGES.notFound);
    return record;
  }
}
