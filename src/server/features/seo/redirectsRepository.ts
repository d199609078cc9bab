import type { Db } from "../../../db/database";
import { containsPattern } from "../../../db/containsPattern";
import type { ListPage } from "../../../domain/api/paging";
import type { RedirectInput, RedirectRule } from "../../../domain/seo/redirectRules";
import { countRows } from "../../../db/countRows";

/** A redirect as kept. */
export interface StoredRedirect {
  id: string;
  from: string;
  to: string;
  status: number;
  createdAt: string;
  updatedAt: string;
}

const COLUMNS = ["id", "fromPath as from", "toPath as to", "status", "createdAt", "updatedAt"] as const;

/** All SQL of a site's redirects. */
export const redirectsRepository = {
  /** One page of the site's redirects by old path, those whose old or new path contains the search, and how many match. */
  async page(db: Db, websiteId: string, page: ListPage): Promise<{ total: number; redirects: StoredRedirect[] }> {
    let query = db.selectFrom("urlRedirects").where("websiteId", "=", websiteId);
    if (page.search.trim() !== "") {
      const pattern = containsPattern(page.search);
      query = query.where((eb) => eb.or([eb(eb.fn<string>("lower", ["fromPath"]), "like", pattern), eb(eb.fn<string>("lower", ["toPath"]), "like", pattern)]));
    }
    const total = await countRows(query);
    const redirects = await query.select(COLUMNS).orderBy("fromPath").limit(page.limit).offset(page.offset).execute();
    return { total, redirects };
  },

  /** Every redirect of the site, as the visitor path reads them. */
  async rules(db: Db, websiteId: string): Promise<RedirectRule[]> {
    return db
      .selectFrom("urlRedirects")
      .select(["fromPath as from", "toPath as to", "status"])
      .where("websiteId", "=", websiteId)
      .orderBy("fromPath")
      .execute();
  },

  async count(db: Db, websiteId: string): Promise<number> {
    const row = await db
      .selectFrom("urlRedirects")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("websiteId", "=", websiteId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async find(db: Db, websiteId: string, id: string): Promise<StoredRedirect | undefined> {
    return db.selectFrom("urlRedirects").select(COLUMNS).where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
  },

  /** Adds a redirect; the unique (website, old path) refuses a second one for the same path. */
  async insert(db: Db, websiteId: string, id: string, redirect: RedirectInput, now: string): Promise<void> {
    await db
      .insertInto("urlRedirects")
      .values({ id, websiteId, fromPath: redirect.from, toPath: redirect.to, status: redirect.status, createdAt: now, updatedAt: now })
      .execute();
  },

  /** Changes a redirect; false when the site has no such redirect. */
  async update(db: Db, websiteId: string, id: string, redirect: RedirectInput, now: string): Promise<boolean> {
    const result = await db
      .updateTable("urlRedirects")
      .set({ fromPath: redirect.from, toPath: redirect.to, status: redirect.status, updatedAt: now })
      .where("websiteId", "=", websiteId)
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Adds a redirect or, when its old path has one, changes that one to it. */
  async upsert(db: Db, websiteId: string, id: string, redirect: RedirectInput, now: string): Promise<void> {
    await db
      .insertInto("urlRedirects")
      .values({ id, websiteId, fromPath: redirect.from, toPath: redirect.to, status: redirect.status, createdAt: now, updatedAt: now })
      .onConflict((oc) => oc.columns(["websiteId", "fromPath"]).doUpdateSet({ toPath: redirect.to, status: redirect.status, updatedAt: now }))
      .execute();
  },

  /** Removes a redirect; false when the site has no such redirect. */
  async delete(db: Db, websiteId: string, id: string): Promise<boolean> {
    const result = await db.deleteFrom("urlRedirects").where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /** Removes the redirect of an old path, if any (a page now answers at that path). */
  async deleteFrom(db: Db, websiteId: string, fromPath: string): Promise<void> {
    await db.deleteFrom("urlRedirects").where("websiteId", "=", websiteId).where("fromPath", "=", fromPath).execute();
  },

  /** Points every redirect to `oldTo` at `newTo` instead, so chains collapse into one hop. */
  async repoint(db: Db, websiteId: string, oldTo: string, newTo: string, now: string): Promise<void> {
    await db.updateTable("urlRedirects").set({ toPath: newTo, updatedAt: now }).where("websiteId", "=", websiteId).where("toPath", "=", oldTo).execute();
  },
};
