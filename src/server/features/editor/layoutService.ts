import type { Db } from "../../../db/database";
import { changedCodeBlocks } from "../../../blocks/codeChanges";
import { parseLayout } from "../../../blocks/layout";
import { stackedLayout } from "../../../blocks/sections/stackedSection";
import { CODE_ACCESS_REFUSAL } from "../../../domain/access/codeAccess";
import type { Layout } from "../../../blocks/types";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { conflict, forbidden, notFound } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { contentRepository } from "../content/contentRepository";
import type { StoredLayout } from "../content/contentRecords";
import { pagesRepository } from "../pages/pagesRepository";
import { isoNow, type Clock } from "../../clock";
import { DRAFT_CONFLICT_MESSAGE } from "./layoutMessages";
import { assertPageBlockLimit } from "../sectionLibrary/pageBlockLimit";
import { publishLayout } from "./layoutPublishing";

/** A layout as the block editor works with it. */
export interface EditorLayout {
  ownerId: string;
  draft: Layout;
  draftVersion: number;
  isPublished: boolean;
  /** The draft differs from the published layout. */
  hasChanges: boolean;
  publishedAt: string | null;
  /** What the layout belongs to: its title and where the site shows it. */
  owner: LayoutOwner;
}

/** The page or post a layout belongs to. */
interface LayoutOwner {
  kind: "page" | "post";
  title: string;
  path: string;
  /** For a post: its blog. */
  blogId: string | null;
}

function present(layout: StoredLayout, owner: LayoutOwner): EditorLayout {
  const draft = parseLayout(layout.draft);
  return {
    owner,
    ownerId: layout.ownerId,
    draft,
    draftVersion: layout.draftVersion,
    isPublished: layout.published !== null,
    hasChanges: layout.published === null || JSON.stringify(layout.published) !== JSON.stringify(layout.draft),
    publishedAt: layout.publishedAt,
  };
}

/**
 * The block editor's rules for a page's or post's layout: reading its draft, saving it with a
 * version check, publishing and discarding. Built once in buildApp.
 */
export class LayoutService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Reads a page's or post's draft for the editor. */
  async read(websiteId: string, ownerId: string): Promise<EditorLayout> {
    const { layout, owner } = await this.loadOrCreate(websiteId, ownerId, isoNow(this.clock));
    return present(layout, owner);
  }

  /**
   * Saves a draft read at `version`. Its sections and blocks are checked with the same rules as
   * any layout (known types, valid settings, places on the grid, at most 60 blocks; a post keeps
   * one flowing section); a draft saved by someone else since then
   * is never overwritten: the save is refused with a 409. Without the code right, a save that
   * adds or changes a code-carrying block is refused (403) and nothing is stored.
   */
  async saveDraft(websiteId: string, ownerId: string, version: number, draft: unknown, mayWriteCode: boolean): Promise<EditorLayout> {
    const now = isoNow(this.clock);
    const { layout: stored, owner } = await this.loadOrCreate(websiteId, ownerId, now);
    const layout = parseLayout(draft, ["draft"], { flowing: owner.kind === "post" });
    // Compared with the draft this save replaces; a draft saved meanwhile fails the version check below.
    if (!mayWriteCode && changedCodeBlocks(stored.draft, layout).length > 0) throw forbidden(CODE_ACCESS_REFUSAL);
    await assertPageBlockLimit(this.db, websiteId, layout.sections, "This page");
    const saved = await contentRepository.saveDraft(this.db, websiteId, ownerId, layout, version, now);
    if (saved === null) throw conflict(DRAFT_CONFLICT_MESSAGE);
    return this.reread(websiteId, ownerId, owner);
  }

  /**
   * Makes the draft (as read at `version`) live and keeps it as a version of the page's history,
   * in one transaction; the publish route's site write drops the cached pages.
   */
  async publish(websiteId: string, ownerId: string, version: number, publishedBy: string): Promise<EditorLayout> {
    const now = isoNow(this.clock);
    const { owner } = await this.loadOrCreate(websiteId, ownerId, now);
    const published = await this.db.transaction().execute((trx) => publishLayout(trx, websiteId, ownerId, { publishedBy, publishedAt: now }, version));
    if (!published) throw conflict(DRAFT_CONFLICT_MESSAGE);
    return this.reread(websiteId, ownerId, owner);
  }

  /** Returns the draft to the published layout (or to empty when it was never published). */
  async discardDraft(websiteId: string, ownerId: string, version: number): Promise<EditorLayout> {
    const now = isoNow(this.clock);
    const { layout, owner } = await this.loadOrCreate(websiteId, ownerId, now);
    const saved = await contentRepository.saveDraft(this.db, websiteId, ownerId, layout.published ?? stackedLayout([]), version, now);
    if (saved === null) throw conflict(DRAFT_CONFLICT_MESSAGE);
    return this.reread(websiteId, ownerId, owner);
  }

  /** The page or post of the site a layout belongs to, or a not-found error. */
  private async requireOwner(websiteId: string, ownerId: string): Promise<LayoutOwner> {
    const collection = await contentRepository.findCollectionById(this.db, websiteId, ownerId);
    if (collection?.type === COLLECTION_TYPE.PAGE) return { kind: "page", title: collection.title, path: `/${collection.urlSlug}`, blogId: null };
    const item = collection ? null : await pagesRepository.findItem(this.db, websiteId, ownerId);
    const blog = item ? await contentRepository.findCollectionById(this.db, websiteId, item.collectionId) : null;
    if (item && blog) return { kind: "post", title: item.title, path: `/${blog.urlSlug}/${item.urlPath}`, blogId: blog.id };
    throw notFound("No such page.");
  }

  /** The owner's stored layout, made (empty, unpublished) when a page or post has none yet. */
  private async loadOrCreate(websiteId: string, ownerId: string, now: string): Promise<{ layout: StoredLayout; owner: LayoutOwner }> {
    const owner = await this.requireOwner(websiteId, ownerId);
    const existing = await contentRepository.findLayout(this.db, websiteId, ownerId);
    if (existing) return { layout: existing, owner };
    const created: StoredLayout = {
      id: newId(),
      websiteId,
      ownerId,
      draft: stackedLayout([]),
      draftVersion: 0,
      published: null,
      publishedAt: null,
      updatedAt: now,
    };
    await contentRepository.insertLayout(this.db, created);
    return { layout: created, owner };
  }

  private async reread(websiteId: string, ownerId: string, owner: LayoutOwner): Promise<EditorLayout> {
    return present((await contentRepository.findLayout(this.db, websiteId, ownerId))!, owner);
  }
}
