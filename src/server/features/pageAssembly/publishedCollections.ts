import type { Db } from "../../../db/database";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import type { Collection } from "../content/contentRecords";
import { contentRepository } from "../content/contentRepository";

/** How many sites' collection lists are kept (least recently used out). */
const SITE_LIMIT = 1000;

/**
 * The collections visitors may see on a site (pages never published are left out, even of the
 * navigation), read once per site version: every change to collections or published layouts goes
 * through SiteChanges, which bumps the version, so a list kept for a version stays true for it,
 * as the page cache relies on. Saves an uncached render two queries.
 */
export class PublishedCollections {
  private readonly bySite = new Map<string, { version: number; collections: Promise<Collection[]> }>();

  constructor(private readonly db: Db) {}

  /** The site's visible collections at this version. */
  of(websiteId: string, version: number): Promise<Collection[]> {
    const kept = this.bySite.get(websiteId);
    this.bySite.delete(websiteId);
    if (kept && kept.version === version) {
      this.bySite.set(websiteId, kept);
      return kept.collections;
    }
    const collections = this.read(websiteId);
    this.bySite.set(websiteId, { version, collections });
    collections.catch(() => {
      if (this.bySite.get(websiteId)?.collections === collections) this.bySite.delete(websiteId);
    });
    if (this.bySite.size > SITE_LIMIT) this.bySite.delete(this.bySite.keys().next().value!);
    return collections;
  }

  private async read(websiteId: string): Promise<Collection[]> {
    const all = await contentRepository.listCollections(this.db, websiteId);
    const published = await contentRepository.publishedOwnerIds(this.db, websiteId);
    return all.filter((c) => c.type !== COLLECTION_TYPE.PAGE || published.has(c.id));
  }
}
