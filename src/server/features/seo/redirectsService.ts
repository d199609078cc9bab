import type { Db } from "../../../db/database";
import type { ListPage } from "../../../domain/api/paging";
import { conflict, invalid, notFound } from "../../../domain/errors";
import { isId, newId } from "../../../domain/ids";
import { COLLECTION_LIMIT_MESSAGES, COLLECTION_LIMITS, refuseOnePastLimit } from "../../../domain/limits/collectionLimits";
import { redirectsOfCsv } from "../../../domain/seo/redirectCsv";
import type { RedirectInput } from "../../../domain/seo/redirectRules";
import { isoNow, type Clock } from "../../clock";
import { isUniqueViolation } from "../settings/uniqueViolation";
import { redirectsRepository, type StoredRedirect } from "./redirectsRepository";

/** The refusal of a second redirect from the same old path. */
function pathTaken(from: string): Error {
  return conflict(`${from} already has a redirect; change that one instead.`);
}

/**
 * Keeps a site's redirects when a page, post or product moves from `oldPath` to `newPath`, in
 * the caller's transaction: a 301 from the old path to the new, redirects that led to the old
 * path now lead to the new (one hop, no chain), and none left from the new path (no loop).
 */
export async function recordMovedAddress(trx: Db, websiteId: string, oldPath: string, newPath: string, now: string): Promise<void> {
  if (oldPath === newPath) return;
  await redirectsRepository.deleteFrom(trx, websiteId, newPath);
  await redirectsRepository.repoint(trx, websiteId, oldPath, newPath, now);
  await redirectsRepository.upsert(trx, websiteId, newId(), { from: oldPath, to: newPath, status: 301 }, now);
}

/** The owner's redirects: list, add, change, remove and import, within the site's limit. */
export class RedirectsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  list(websiteId: string, page: ListPage): Promise<{ total: number; redirects: StoredRedirect[] }> {
    return redirectsRepository.page(this.db, websiteId, page);
  }

  /** Adds a redirect; a second one from the same path, even at the same moment, is a 409. */
  async create(websiteId: string, redirect: RedirectInput): Promise<StoredRedirect> {
    refuseOnePastLimit("redirectsPerSite", await redirectsRepository.count(this.db, websiteId));
    const id = newId();
    try {
      await redirectsRepository.insert(this.db, websiteId, id, redirect, isoNow(this.clock));
    } catch (error) {
      if (isUniqueViolation(error)) throw pathTaken(redirect.from);
      throw error;
    }
    return this.found(websiteId, id);
  }

  async update(websiteId: string, id: string, redirect: RedirectInput): Promise<StoredRedirect> {
    let changed: boolean;
    try {
      changed = isId(id) && (await redirectsRepository.update(this.db, websiteId, id, redirect, isoNow(this.clock)));
    } catch (error) {
      if (isUniqueViolation(error)) throw pathTaken(redirect.from);
      throw error;
    }
    if (!changed) throw notFound("No such redirect.");
    return this.found(websiteId, id);
  }

  async remove(websiteId: string, id: string): Promise<void> {
    if (!isId(id) || !(await redirectsRepository.delete(this.db, websiteId, id))) throw notFound("No such redirect.");
  }

  /** Adds or changes the redirects of a CSV file, all or none; answers how many. */
  async importCsv(websiteId: string, text: string): Promise<number> {
    const redirects = redirectsOfCsv(text);
    const now = isoNow(this.clock);
    await this.db.transaction().execute(async (trx) => {
      for (const redirect of redirects) await redirectsRepository.upsert(trx, websiteId, newId(), redirect, now);
      if ((await redirectsRepository.count(trx, websiteId)) > COLLECTION_LIMITS.redirectsPerSite) throw invalid(COLLECTION_LIMIT_MESSAGES.redirectsPerSite);
    });
    return redirects.length;
  }

  private async found(websiteId: string, id: string): Promise<StoredRedirect> {
    const redirect = await redirectsRepository.find(this.db, websiteId, id);
    if (!redirect) throw notFound("No such redirect.");
    return redirect;
  }
}
