import { sql } from "kysely";
import type { Db } from "../../../db/database";

/**
 * How many times each form was sent in a range of UTC days: the saved submissions of ordinary
 * forms plus the sign-ups of newsletter forms, which land on the subscriber list instead of the
 * submissions (a subscriber counts on the day they last subscribed).
 */
export async function formSubmissionCounts(db: Db, websiteId: string, from: string, to: string): Promise<Map<string, number>> {
  const start = `${from}T00:00:00.000Z`;
  const end = `${to}T23:59:59.999Z`;
  const [submissions, signUps] = await Promise.all([
    db
      .selectFrom("formSubmissions")
      .where("websiteId", "=", websiteId)
      .where("createdAt", ">=", start)
      .where("createdAt", "<=", end)
      .select(["formId", sql<number>`count(*)`.as("n")])
      .groupBy("formId")
      .execute(),
    db
      .selectFrom("newsletterSubscribers")
      .where("websiteId", "=", websiteId)
      .where("subscribedAt", ">=", start)
      .where("subscribedAt", "<=", end)
      .select(["formId", sql<number>`count(*)`.as("n")])
      .groupBy("formId")
      .execute(),
  ]);
  const counts = new Map<string, number>();
  for (const row of [...submissions, ...signUps]) counts.set(row.formId, (counts.get(row.formId) ?? 0) + Number(row.n));
  return counts;
}
