import type { Db } from "../../../db/database";
import type { FormTokenUseRow } from "../../../db/schema";
import { insertUnlessPresent } from "../../../db/insertUnlessPresent";

/**
 * The single-use tokens of forms: a captcha answer and a submission key each work once. Here,
 * below forms, because both the captcha check and a form's submission record their tokens.
 */
export const tokenUsesRepository = {
  /**
   * Records a single-use token as used. False when it already was: the insert does nothing
   * on a clash, so this never fails a surrounding transaction.
   */
  useToken(db: Db, use: FormTokenUseRow): Promise<boolean> {
    return insertUnlessPresent(db, "formTokenUses", use, ["tokenHash"]);
  },

  /** Forgets used tokens that would be refused as stale anyway. */
  async purgeStale(db: Db, now: string, limit: number): Promise<number> {
    const stale = db.selectFrom("formTokenUses").select("tokenHash").where("expiresAt", "<", now).limit(limit);
    const result = await db.deleteFrom("formTokenUses").where("tokenHash", "in", stale).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
