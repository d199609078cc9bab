import type { Db } from "../../../db/database";
import type { InvitationRow } from "../../../db/schema";
import { ROLE } from "../../../domain/enumerations/roles";

/** A member of a site: an account with one or more roles on it. */
export interface Member {
  accountId: string;
  email: string;
  displayName: string;
  roles: number[];
  /** When the account first got a role on the site. */
  since: string;
}

/** All SQL of the people screen: members (website roles), invitations and sessions to end. */
export const peopleRepository = {
  async listMembers(db: Db, websiteId: string): Promise<Member[]> {
    const rows = await db
      .selectFrom("websiteRoles")
      .innerJoin("accounts", "accounts.id", "websiteRoles.accountId")
      .select(["accounts.id as accountId", "accounts.email", "accounts.displayName", "websiteRoles.roleId", "websiteRoles.createdAt"])
      .where("websiteRoles.websiteId", "=", websiteId)
      .orderBy("accounts.email")
      .orderBy("websiteRoles.roleId")
      .execute();
    const members = new Map<string, Member>();
    for (const row of rows) {
      const member = members.get(row.accountId) ?? {
        accountId: row.accountId,
        email: row.email,
        displayName: row.displayName,
        roles: [],
        since: row.createdAt,
      };
      member.roles.push(row.roleId);
      if (row.createdAt < member.since) member.since = row.createdAt;
      members.set(row.accountId, member);
    }
    return [...members.values()];
  },

  async rolesOf(db: Db, websiteId: string, accountId: string): Promise<number[]> {
    const rows = await db.selectFrom("websiteRoles").select("roleId").where("websiteId", "=", websiteId).where("accountId", "=", accountId).execute();
    return rows.map((r) => r.roleId);
  },

  /** The emails of the site's admins (who hear about the site's security events). */
  async adminEmails(db: Db, websiteId: string): Promise<string[]> {
    const rows = await db
      .selectFrom("websiteRoles")
      .innerJoin("accounts", "accounts.id", "websiteRoles.accountId")
      .select("accounts.email")
      .distinct()
      .where("websiteRoles.websiteId", "=", websiteId)
      .where("websiteRoles.roleId", "=", ROLE.ADMIN)
      .orderBy("accounts.email")
      .execute();
    return rows.map((row) => row.email);
  },

  /** How many accounts hold the admin role on the site. */
  async countAdmins(db: Db, websiteId: string): Promise<number> {
    const row = await db
      .selectFrom("websiteRoles")
      .select((eb) => eb.fn.count<number>("accountId").distinct().as("n"))
      .where("websiteId", "=", websiteId)
      .where("roleId", "=", ROLE.ADMIN)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Gives the member exactly this one role on the site. */
  async replaceRoles(db: Db, input: { id: string; websiteId: string; accountId: string; roleId: number; createdAt: string }): Promise<void> {
    await db.deleteFrom("websiteRoles").where("websiteId", "=", input.websiteId).where("accountId", "=", input.accountId).execute();
    await db.insertInto("websiteRoles").values(input).execute();
  },

  /** Takes every role on the site from the account and ends its sessions there. */
  async removeMember(db: Db, websiteId: string, accountId: string): Promise<void> {
    await db.deleteFrom("websiteRoles").where("websiteId", "=", websiteId).where("accountId", "=", accountId).execute();
    await db.deleteFrom("sessions").where("websiteId", "=", websiteId).where("accountId", "=", accountId).execute();
  },

  async listPendingInvitations(db: Db, websiteId: string, now: string): Promise<InvitationRow[]> {
    return db
      .selectFrom("invitations")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("acceptedAt", "is", null)
      .where("expiresAt", ">", now)
      .orderBy("createdAt", "desc")
      .execute();
  },

  async insertInvitation(db: Db, row: InvitationRow): Promise<void> {
    await db.insertInto("invitations").values(row).execute();
  },

  /** Withdraws the site's open invitations to an address (a new one replaces them). */
  async deleteOpenInvitationsTo(db: Db, websiteId: string, email: string): Promise<void> {
    await db.deleteFrom("invitations").where("websiteId", "=", websiteId).where("email", "=", email).where("acceptedAt", "is", null).execute();
  },

  /** Withdraws one open invitation of the site; false when there is no such open invitation. */
  async deleteInvitation(db: Db, websiteId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom("invitations")
      .where("websiteId", "=", websiteId)
      .where("id", "=", id)
      .where("acceptedAt", "is", null)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  async findInvitationByTokenHash(db: Db, tokenHash: string): Promise<InvitationRow | null> {
    return (await db.selectFrom("invitations").selectAll().where("tokenHash", "=", tokenHash).executeTakeFirst()) ?? null;
  },

  /** Marks an invitation used; false when another request used it first. */
  async markAccepted(db: Db, id: string, acceptedAt: string): Promise<boolean> {
    const result = await db.updateTable("invitations").set({ acceptedAt }).where("id", "=", id).where("acceptedAt", "is", null).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
};
