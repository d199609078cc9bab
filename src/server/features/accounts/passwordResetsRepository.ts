import type { Db } from "../../../db/database";
import type { PasswordResetRow } from "../../../db/schema";

/** All SQL about the mailed links to choose a new password. */
export const passwordResetsRepository = {
  async insert(db: Db, row: PasswordResetRow): Promise<void> {
    await db.insertInto("passwordResets").values(row).execute();
  },

  /** How many links an account was sent since a time: a few an hour, however many are asked for. */
  async countSince(db: Db, accountId: string, since: string): Promise<number> {
    const row = await db
      .selectFrom("passwordResets")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("accountId", "=", accountId)
      .where("createdAt", ">=", since)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },

  /** A link of the site still usable at `now`: unused and unexpired. */
  async findUsable(db: Db, websiteId: string, tokenHash: string, now: string): Promise<PasswordResetRow | null> {
    const row = await db
      .selectFrom("passwordResets")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("tokenHash", "=", tokenHash)
      .where("usedAt", "is", null)
      .where("expiresAt", ">", now)
      .executeTakeFirst();
    return row ?? null;
  },

  /**
   * Uses a link up: one conditional update, so of requests using the same link at once exactly
   * one changes the row and goes on. Returns the link's account, or null when it was already
   * used, has expired or is unknown.
   */
  async use(db: Db, websiteId: string, tokenHash: string, now: string): Promise<string | null> {
    const row = await db
      .updateTable("passwordResets")
      .set({ usedAt: now })
      .where("websiteId", "=", websiteId)
      .where("tokenHash", "=", tokenHash)
      .where("usedAt", "is", null)
      .where("expiresAt", ">", now)
      .returning("accountId")
      .executeTakeFirst();
    return row?.accountId ?? null;
  },

  /** Ends every session of an account, on every site: a new password leaves no old sign-in open. */
  async endSessions(db: Db, accountId: string): Promise<void> {
    await db.deleteFrom("sessions").where("accountId", "=", accountId).execute();
  },
};
