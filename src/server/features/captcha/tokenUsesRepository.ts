import type { Db } from "../../../db/database";
import type { FormTokenUseRow } from "../../../db/schema";

/**
 * The single-use tokens of forms: a captcha answer and a submission key each work once. Here,
 * below forms, because both the captcha check and a form's submission record their tokens.
 */
export const tokenUsesRepository = {
  /**
   * Records a single-use token as used. False when it already was: the insert does nothing
   * on a clash, so this never fails a surrounding transaction.
   */
  async useToken(db: Db, use: FormTokenUseRow): Promise<boolean> {
    const result = await db
      .insertInto("formTokenUses")
      .values(use)
      .onConflict((oc) => oc.column("tokenHash").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  /** Forgets used tokens that would be refused as stale anyway. */
  async purgeStale(db: Db, now: string, limit: number): Promise<number> {
    const stale = db.selectFrom("formTokenUses").select("tokenHash").where("expiresAt", "<", now).limit(limit);
    const result = await db.deleteFrom("formTokenUses").where("tokenHash", "in", stale).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
