import type { Db } from "../../../db/database";
import { ITEM_TYPE } from "../../../domain/enumerations/itemTypes";
import { withAuthorSlugs, type PostAuthor } from "../../../domain/postAuthors";

/** An author of a site's posts, with the email the site file names it by. */
export interface SiteAuthor extends PostAuthor {
  email: string;
}

/** The name a post shows for its author: the display name, or the email's local part when there is none. */
function shownName(row: { displayName: string; email: string }): string {
  return row.displayName.trim() || row.email.split("@")[0] || row.email;
}

/** The SQL of post authors: who wrote a site's posts, and whether an account may sign one there. */
export const authorsRepository = {
  /** The accounts that wrote posts on the site, oldest account first, each with its listing slug. */
  async siteAuthors(db: Db, websiteId: string): Promise<SiteAuthor[]> {
    const rows = await db
      .selectFrom("accounts")
      .select(["id", "displayName", "email"])
      .where("id", "in", db.selectFrom("items").select("authorId").where("websiteId", "=", websiteId).where("authorId", "is not", null).$castTo<string>())
      .orderBy("createdAt")
      .orderBy("id")
      .execute();
    const emails = new Map(rows.map((row) => [row.id, row.email]));
    return withAuthorSlugs(rows.map((row) => ({ id: row.id, name: shownName(row) }))).map((author) => ({ ...author, email: emails.get(author.id) ?? "" }));
  },

  /** The id of the account with this email (lower case) when it is a member of the site, else null. */
  async memberByEmail(db: Db, websiteId: string, email: string): Promise<string | null> {
    const row = await db
      .selectFrom("accounts")
      .innerJoin("websiteRoles", "websiteRoles.accountId", "accounts.id")
      .select("accounts.id")
      .where("websiteRoles.websiteId", "=", websiteId)
      .where("accounts.email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
    return row?.id ?? null;
  },

  /** Whether the account holds a role on the site. */
  async isMember(db: Db, websiteId: string, accountId: string): Promise<boolean> {
    const row = await db.selectFrom("websiteRoles").select("id").where("websiteId", "=", websiteId).where("accountId", "=", accountId).executeTakeFirst();
    return row !== undefined;
  },

  /** Signs every post of the site that has no author with this account's name (the demo's owner writes its journal). */
  async creditPostsWithoutAuthor(db: Db, websiteId: string, accountId: string): Promise<void> {
    await db
      .updateTable("items")
      .set({ authorId: accountId })
      .where("websiteId", "=", websiteId)
      .where("recordType", "=", ITEM_TYPE.TEXT)
      .where("authorId", "is", null)
      .execute();
  },
};
