import { sql } from "kysely";
import type { Db } from "../../../db/database";
import type { NewsletterSubscriberRow } from "../../../db/schema";
import { insertUnlessPresent } from "../../../db/insertUnlessPresent";

/** Which subscribers of a site to list. */
export interface SubscriberQuery {
  websiteId: string;
  /** Lowercased text the address or name must contain, or "". */
  search: string;
  limit: number;
  offset: number;
}

function matching(db: Db, query: Omit<SubscriberQuery, "limit" | "offset">) {
  let select = db.selectFrom("newsletterSubscribers").where("websiteId", "=", query.websiteId);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where(sql<boolean>`(email_key like ${pattern} escape '\\' or lower(name) like ${pattern} escape '\\')`);
  }
  return select;
}

/** All SQL about newsletter subscribers. */
export const subscribersRepository = {
  /** Adds a subscriber unless the address is already on the site's list; true when added. Never fails on a clash. */
  insertIfNew(db: Db, row: NewsletterSubscriberRow): Promise<boolean> {
    return insertUnlessPresent(db, "newsletterSubscribers", row, ["websiteId", "emailKey"]);
  },

  /** Subscribes an address again after it unsubscribed; true when it was unsubscribed. */
  async resubscribe(db: Db, websiteId: string, emailKey: string, now: string): Promise<boolean> {
    const result = await db
      .updateTable("newsletterSubscribers")
      .set({ status: "subscribed", subscribedAt: now, unsubscribedAt: null })
      .where("websiteId", "=", websiteId)
      .where("emailKey", "=", emailKey)
      .where("status", "=", "unsubscribed")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async findByEmail(db: Db, websiteId: string, emailKey: string): Promise<NewsletterSubscriberRow | null> {
    return (
      (await db.selectFrom("newsletterSubscribers").selectAll().where("websiteId", "=", websiteId).where("emailKey", "=", emailKey).executeTakeFirst()) ?? null
    );
  },

  async findByToken(db: Db, websiteId: string, token: string): Promise<NewsletterSubscriberRow | null> {
    return (
      (await db.selectFrom("newsletterSubscribers").selectAll().where("websiteId", "=", websiteId).where("unsubscribeToken", "=", token).executeTakeFirst()) ??
      null
    );
  },

  /** Unsubscribes the holder of a token; true when they were subscribed. */
  async unsubscribe(db: Db, websiteId: string, token: string, now: string): Promise<boolean> {
    const result = await db
      .updateTable("newsletterSubscribers")
      .set({ status: "unsubscribed", unsubscribedAt: now })
      .where("websiteId", "=", websiteId)
      .where("unsubscribeToken", "=", token)
      .where("status", "=", "subscribed")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async list(db: Db, query: SubscriberQuery): Promise<NewsletterSubscriberRow[]> {
    return matching(db, query).selectAll().orderBy("subscribedAt", "desc").orderBy("id", "desc").limit(query.limit).offset(query.offset).execute();
  },

  async count(db: Db, query: Omit<SubscriberQuery, "limit" | "offset">): Promise<number> {
    const row = await matching(db, query)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },

  /** Every subscriber of a site in a stable order (export). */
  async listAll(db: Db, websiteId: string): Promise<NewsletterSubscriberRow[]> {
    return db.selectFrom("newsletterSubscribers").selectAll().where("websiteId", "=", websiteId).orderBy("subscribedAt").orderBy("id").execute();
  },

  async insert(db: Db, row: NewsletterSubscriberRow): Promise<void> {
    await db.insertInto("newsletterSubscribers").values(row).execute();
  },

  async deleteAll(db: Db, websiteId: string): Promise<void> {
    await db.deleteFrom("newsletterSubscribers").where("websiteId", "=", websiteId).execute();
  },
};
