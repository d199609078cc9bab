import type { z } from "zod";
import type { editorLayoutSchema } from "../../../domain/api/layouts";
import type { Db } from "../../../db/database";
import { changedCodeBlocks } from "../../../blocks/codeChanges";
import { parseLayout } from "../../../blocks/layout";
import { stackedLayout } from "../../../blocks/sections/stackedSection";
import { CODE_ACCESS_REFUSAL } from "../../../domain/access/codeAccess";
import type { Layout } from "../../../blocks/types";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import { stateLabel } from "../../../domain/workflow";
import { conflict, forbidden, notFound } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { contentRepository } from "../content/contentRepository";
import { itemFromRow, type Collection, type Item, type StoredLayout } from "../content/contentRecords";
import { pagesRepository } from "../pages/pagesRepository";
import { putPostLive } from "../pages/putPostLive";
import { publishReviewsRepository } from "../pages/publishReviewsRepository";
import { websitesRepository } from "../sites/websitesRepository";
import { isoNow, type Clock } from "../../clock";
import { DRAFT_CONFLICT_MESSAGE } from "../pages/layoutMessages";
import { assertPageBlockLimit } from "../sectionLibrary/pageBlockLimit";
import { publishLayout } from "../pages/layoutPublishing";

/** A layout as the block editor works with it: the answer schema's shape, with the draft as the layout rules type it. */
export type EditorLayout = Omit<z.infer<typeof editorLayoutSchema>, "draft"> & { draft: Layout };

/** The page or post a layout belongs to. */
type LayoutOwner = EditorLayout["owner"];

/** A layout's page, or its post with the post's blog. */
type Owned = { kind: "page"; title: string; path: string; publishState: number | null } | { kind: "post"; blog: Collection; item: Item };

function ownerOf(owned: Owned, layout: StoredLayout): LayoutOwner {
  if (owned.kind === "page") {
    const { title, path, publishState } = owned;
    const label = publishState === null ? (layout.published ? "Available" : "Hidden") : stateLabel(publishState);
    return { kind: "page", title, path, blogId: null, label: label === "Unsupported" ? "Hidden" : label, publishOn: null };
  }
  const { blog, item } = owned;
  const label = stateLabel(item.publishState);
  return {
    kind: "post",
    title: item.title,
    path: `/${blog.urlSlug}/${item.urlPath}`,
    blogId: blog.id,
    label: label === "Unsupported" ? "Hidden" : label,
    publishOn: item.publishState === PUBLISH_STATE.SCHEDULED ? item.publishOn : null,
  };
}

function present(layout: StoredLayout, owned: Owned): EditorLayout {
  const draft = parseLayout(layout.draft);
  return {
    owner: ownerOf(owned, layout),
    ownerId: layout.ownerId,
    draft,
    draftVersion: layout.draftVersion,
    isPublished: layout.published !== null,
    hasChanges: layout.published === null || JSON.stringify(layout.published) !== JSON.stringify(layout.draft),
    publishedAt: layout.publishedAt,
  };
}

/** What a page or post without a stored layout reads as: empty, unpublished, at version 0. */
function emptyLayout(websiteId: string, ownerId: string, now: string): StoredLayout {
  return { id: newId(), websiteId, ownerId, draft: stackedLayout([]), draftVersion: 0, published: null, publishedAt: null, updatedAt: now };
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
    const owned = await this.requireOwner(websiteId, ownerId);
    const stored = await contentRepository.findLayout(this.db, websiteId, ownerId);
    return present(stored ?? emptyLayout(websiteId, ownerId, isoNow(this.clock)), owned);
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
    const { layout: stored, owned } = await this.loadOrCreate(websiteId, ownerId, now);
    const layout = parseLayout(draft, ["draft"], { flowing: owned.kind === "post" });
    // Compared with the draft this save replaces; a draft saved meanwhile fails the version check below.
    if (!mayWriteCode && changedCodeBlocks(stored.draft, layout).length > 0) throw forbidden(CODE_ACCESS_REFUSAL);
    await assertPageBlockLimit(this.db, websiteId, layout.sections, "This page");
    const saved = await contentRepository.saveDraft(this.db, websiteId, ownerId, layout, version, now);
    if (saved === null) throw conflict(DRAFT_CONFLICT_MESSAGE);
    return this.reread(websiteId, ownerId);
  }

  /**
   * Makes the draft (as read at `version`) live and keeps it as a version of the page's history,
   * in one transaction; the publish route's site write drops the cached pages. A hidden post, or
   * a page or post in review, goes live with it (visitors see it at its address from now); a
   * scheduled post keeps its time, a private one stays private.
   */
  async publish(websiteId: string, ownerId: string, version: number, publishedBy: string): Promise<EditorLayout> {
    const now = isoNow(this.clock);
    const { owned } = await this.loadOrCreate(websiteId, ownerId, now);
    const published = await this.db.transaction().execute(async (trx) => {
      if (!(await publishLayout(trx, websiteId, ownerId, { publishedBy, publishedAt: now }, version))) return false;
      if (owned.kind === "post" && (owned.item.publishState === PUBLISH_STATE.DRAFT || owned.item.publishState === PUBLISH_STATE.NEEDS_REVIEW)) {
        const website = await websitesRepository.findById(trx, websiteId);
        if (website) await putPostLive(trx, website, owned.blog, owned.item, now);
      }
      if (owned.kind === "page" && owned.publishState === PUBLISH_STATE.NEEDS_REVIEW)
        await publishReviewsRepository.claimPageState(trx, websiteId, ownerId, PUBLISH_STATE.NEEDS_REVIEW, null, now);
      return true;
    });
    if (!published) throw conflict(DRAFT_CONFLICT_MESSAGE);
    return this.reread(websiteId, ownerId);
  }

  /** Returns the draft to the published layout (or to empty when it was never published). */
  async discardDraft(websiteId: string, ownerId: string, version: number): Promise<EditorLayout> {
    const now = isoNow(this.clock);
    const { layout } = await this.loadOrCreate(websiteId, ownerId, now);
    const saved = await contentRepository.saveDraft(this.db, websiteId, ownerId, layout.published ?? stackedLayout([]), version, now);
    if (saved === null) throw conflict(DRAFT_CONFLICT_MESSAGE);
    return this.reread(websiteId, ownerId);
  }

  /** The page or post of the site a layout belongs to, or a not-found error. */
  private async requireOwner(websiteId: string, ownerId: string): Promise<Owned> {
    const collection = await contentRepository.findCollectionById(this.db, websiteId, ownerId);
    if (collection?.type === COLLECTION_TYPE.PAGE)
      return { kind: "page", title: collection.title, path: `/${collection.urlSlug}`, publishState: collection.publishState };
    const row = collection ? null : await pagesRepository.findItem(this.db, websiteId, ownerId);
    const blog = row ? await contentRepository.findCollectionById(this.db, websiteId, row.collectionId) : null;
    if (row && blog) return { kind: "post", blog, item: itemFromRow(row) };
    throw notFound("No such page.");
  }

  /**
   * The owner's stored layout before a write, stored first (empty, unpublished, version 0) when a
   * page or post has none yet; the owner's unique layout row makes concurrent writers share one.
   */
  private async loadOrCreate(websiteId: string, ownerId: string, now: string): Promise<{ layout: StoredLayout; owned: Owned }> {
    const owned = await this.requireOwner(websiteId, ownerId);
    const existing = await contentRepository.findLayout(this.db, websiteId, ownerId);
    if (existing) return { layout: existing, owned };
    await contentRepository.insertLayoutUnlessStored(this.db, emptyLayout(websiteId, ownerId, now));
    return { layout: (await contentRepository.findLayout(this.db, websiteId, ownerId))!, owned };
  }

  /** The layout and its page or post as they are now (a post's state and path may have changed with the write). */
  private async reread(websiteId: string, ownerId: string): Promise<EditorLayout> {
    return present((await contentRepository.findLayout(this.db, websiteId, ownerId))!, await this.requireOwner(websiteId, ownerId));
  }
}
