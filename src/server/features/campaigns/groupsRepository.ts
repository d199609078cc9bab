import type { Db } from "../../../db/database";
import type { NewsletterGroupRow } from "../../../db/schema";
import { insertUnlessPresent } from "../../../db/insertUnlessPresent";

/** A group with how many subscribers it holds. */
export type GroupWithCount = NewsletterGroupRow & { memberCount: number };

/** All SQL about newsletter groups and their members. */
export const groupsRepository = {
  /** Adds a group unless the site has one of that name; true when added. */
  insertIfNew(db: Db, row: NewsletterGroupRow): Promise<boolean> {
    return insertUnlessPresent(db, "newsletterGroups", row, ["websiteId", "name"]);
  },

  async list(db: Db, websiteId: string): Promise<GroupWithCount[]> {
    const rows = await db
      .selectFrom("newsletterGroups as g")
      .leftJoin("newsletterGroupMembers as m", "m.groupId", "g.id")
      .select(["g.id", "g.websiteId", "g.name", "g.createdAt", (eb) => eb.fn.count<number | string>("m.subscriberId").as("memberCount")])
      .where("g.websiteId", "=", websiteId)
      .groupBy(["g.id", "g.websiteId", "g.name", "g.createdAt"])
      .orderBy("g.name")
      .execute();
    return rows.map((row) => ({ ...row, memberCount: Number(row.memberCount) }));
  },

  async find(db: Db, websiteId: string, id: string): Promise<GroupWithCount | null> {
    return (await groupsRepository.list(db, websiteId)).find((group) => group.id === id) ?? null;
  },

  /** Renames a group; the unique key refuses a name the site's other group has. */
  async rename(db: Db, websiteId: string, id: string, name: string): Promise<void> {
    await db.updateTable("newsletterGroups").set({ name }).where("websiteId", "=", websiteId).where("id", "=", id).execute();
  },

  async remove(db: Db, websiteId: string, id: string): Promise<boolean> {
    const result = await db.deleteFrom("newsletterGroups").where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  async memberIds(db: Db, groupId: string): Promise<string[]> {
    const rows = await db.selectFrom("newsletterGroupMembers").select("subscriberId").where("groupId", "=", groupId).orderBy("subscriberId").execute();
    return rows.map((row) => row.subscriberId);
  },

  /** Makes a group hold exactly these of the site's subscribers (ids of other sites' subscribers are left out). */
  async setMembers(db: Db, websiteId: string, groupId: string, subscriberIds: readonly string[], now: string): Promise<void> {
    await db.deleteFrom("newsletterGroupMembers").where("groupId", "=", groupId).execute();
    const unique = [...new Set(subscriberIds)];
    for (let start = 0; start < unique.length; start += 500) {
      const ids = unique.slice(start, start + 500);
      await db
        .insertInto("newsletterGroupMembers")
        .columns(["groupId", "subscriberId", "websiteId", "addedAt"])
        .expression((eb) =>
          eb
            .selectFrom("newsletterSubscribers")
            .select([eb.val(groupId).as("groupId"), "id", "websiteId", eb.val(now).as("addedAt")])
            .where("websiteId", "=", websiteId)
            .where("id", "in", ids),
        )
        .execute();
    }
  },
};
