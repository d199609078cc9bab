import type { ExpressionBuilder } from "kysely";
import type { Db } from "../../../db/database";
import type { Database, PasswordResetRow, SiteUserLinkRow } from "../../../db/schema";

/** The tables of links mailed to be used once (owners' new passwords; customers' address checks and new passwords), each with the column naming whose link it is. */
const HOLDER = { passwordResets: "accountId", siteUserLinks: "siteUserId" } as const;

/** Which mailed links a call is about: a table, and where a table keeps links of several purposes, the purpose. */
export type LinkKind = { table: "passwordResets"; purpose?: never } | { table: "siteUserLinks"; purpose: string };

/** The links of the kind a person holds. */
function heldBy(kind: LinkKind, holderId: string) {
  return (eb: ExpressionBuilder<Database, LinkKind["table"]>) =>
    eb.and([eb(HOLDER[kind.table], "=", holderId), ...(kind.purpose === undefined ? [] : [eb("purpose", "=", kind.purpose)])]);
}

/** The link of the kind and site with this token, if it is still unused and unexpired at `now`. */
function usable(kind: LinkKind, websiteId: string, tokenHash: string, now: string) {
  return (eb: ExpressionBuilder<Database, LinkKind["table"]>) =>
    eb.and([
      eb("websiteId", "=", websiteId),
      eb("tokenHash", "=", tokenHash),
      eb("usedAt", "is", null),
      eb("expiresAt", ">", now),
      ...(kind.purpose === undefined ? [] : [eb("purpose", "=", kind.purpose)]),
    ]);
}

/**
 * All SQL about a link mailed to be used once before it expires, stored by the hash of its token:
 * writing one, counting how many a person was sent lately, checking one and using it up.
 */
export const singleUseLinks = {
  async insert(db: Db, kind: LinkKind, row: PasswordResetRow | SiteUserLinkRow): Promise<void> {
    await db.insertInto(kind.table).values(row).execute();
  },

  /** How many links of the kind a person was sent since a time: a few an hour, however many are asked for. */
  async countSince(db: Db, kind: LinkKind, holderId: string, since: string): Promise<number> {
    const row = await db
      .selectFrom(kind.table)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where(heldBy(kind, holderId))
      .where("createdAt", ">=", since)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },

  /** Whether a link of the site can still be used at `now`. */
  async isUsable(db: Db, kind: LinkKind, websiteId: string, tokenHash: string, now: string): Promise<boolean> {
    return (
      (await db
        .selectFrom(kind.table)
        .select("id")
        .where(usable(kind, websiteId, tokenHash, now))
        .executeTakeFirst()) !== undefined
    );
  },

  /**
   * Uses a link up: one conditional update, so of requests using the same link at once exactly
   * one changes the row and goes on. Returns whose link it was, or null when it was already used,
   * has expired or is unknown.
   */
  async use(db: Db, kind: LinkKind, websiteId: string, tokenHash: string, now: string): Promise<string | null> {
    const row = await db
      .updateTable(kind.table)
      .set({ usedAt: now })
      .where(usable(kind, websiteId, tokenHash, now))
      .returning(`${HOLDER[kind.table]} as holderId`)
      .executeTakeFirst();
    return row?.holderId ?? null;
  },
};
