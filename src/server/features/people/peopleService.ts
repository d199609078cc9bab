import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../../db/database";
import type { InvitationRow } from "../../../db/schema";
import { ROLE } from "../../../domain/enumerations/roles";
import { conflict, invalid, notFound } from "../../../domain/errors";
import { isId, newId } from "../../../domain/ids";
import { INVITATION_LIFETIME_DAYS, MIN_PASSWORD_LENGTH, roleLabelOf } from "../../../domain/people/peopleSchema";
import type { Clock } from "../../clock";
import type { MailService } from "../mail/mailService";
import { accountsRepository } from "../accounts/accountsRepository";
import { hashPassword, verifyPassword } from "../accounts/passwords";
import type { Website } from "../sites/websiteRecord";
import { INVITATION_GONE_MESSAGE, invitationPath } from "./invitationLinks";
import { peopleRepository } from "./peopleRepository";

/** The refusal of any change that would leave a site without an admin. */
const LAST_ADMIN_MESSAGE = "A site needs at least one admin. Make someone else an admin first.";
/** The refusal of an invitation to someone who already has a role on the site. */
const ALREADY_MEMBER_MESSAGE = "This person is already a member of the site.";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored form of an invitation token: its SHA-256. */
function invitationTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

async function guardLastAdmin(db: Db, websiteId: string, accountId: string, keepsAdmin: boolean): Promise<void> {
  if (keepsAdmin) return;
  const roles = await peopleRepository.rolesOf(db, websiteId, accountId);
  if (roles.includes(ROLE.ADMIN) && (await peopleRepository.countAdmins(db, websiteId)) <= 1) throw conflict(LAST_ADMIN_MESSAGE);
}

/**
 * The people of a site: invitations (with their mail), role changes and removals that never
 * leave a site without an admin, and accepting an invitation. Built once in buildApp.
 */
export class PeopleService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mail: MailService,
  ) {}

  /** An open invitation a link points to, or null when it is unknown, used or expired. */
  async openInvitation(websiteId: string, token: string): Promise<InvitationRow | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const row = await peopleRepository.findInvitationByTokenHash(this.db, invitationTokenHash(token));
    if (!row || row.websiteId !== websiteId || row.acceptedAt !== null || row.expiresAt <= this.clock.now().toISOString()) return null;
    return row;
  }

  /**
   * Invites an address to the site with a role: replaces any open invitation to the same
   * address, and writes the invitation and its mail in one transaction so neither exists alone.
   */
  async invite(input: {
    website: Website;
    inviter: { accountId: string; email: string; displayName: string };
    email: string;
    roleId: number;
    siteBaseUrl: string;
  }): Promise<{ invitation: InvitationRow; link: string }> {
    const existing = await accountsRepository.findByEmail(this.db, input.email);
    if (existing && (await peopleRepository.rolesOf(this.db, input.website.id, existing.id)).length > 0) {
      throw invalid(ALREADY_MEMBER_MESSAGE, { email: ALREADY_MEMBER_MESSAGE });
    }
    const token = randomBytes(32).toString("base64url");
    const now = this.clock.now();
    const row: InvitationRow = {
      id: newId(),
      websiteId: input.website.id,
      email: input.email,
      roleId: input.roleId,
      tokenHash: invitationTokenHash(token),
      invitedBy: input.inviter.accountId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS).toISOString(),
      acceptedAt: null,
    };
    const link = `${input.siteBaseUrl}${invitationPath(token)}`;
    const inviter = input.inviter.displayName || input.inviter.email;
    const role = roleLabelOf(input.roleId);
    await this.db.transaction().execute(async (trx) => {
      await peopleRepository.deleteOpenInvitationsTo(trx, input.website.id, input.email);
      await peopleRepository.insertInvitation(trx, row);
      await this.mail.enqueue(trx, {
        websiteId: input.website.id,
        kind: "people-invitation",
        to: input.email,
        subject: `You are invited to ${input.website.title}`,
        text: [
          `${inviter} invited you to join ${input.website.title} as ${role}.`,
          "",
          `Accept the invitation within ${INVITATION_LIFETIME_DAYS} days:`,
          link,
          "",
          "If you did not expect this invitation, ignore this mail.",
        ].join("\n"),
      });
    });
    this.mail.deliverSoon();
    return { invitation: row, link };
  }

  /** Gives a member one role instead of their current ones, never removing the last admin. */
  async changeRole(websiteId: string, accountId: string, roleId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if ((await peopleRepository.rolesOf(trx, websiteId, accountId)).length === 0) throw notFound("No such member.");
      await guardLastAdmin(trx, websiteId, accountId, roleId === ROLE.ADMIN);
      await peopleRepository.replaceRoles(trx, { id: newId(), websiteId, accountId, roleId, createdAt: this.clock.now().toISOString() });
    });
  }

  /** Removes a member from the site (roles and sessions), never the last admin. */
  async removeMember(websiteId: string, accountId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if ((await peopleRepository.rolesOf(trx, websiteId, accountId)).length === 0) throw notFound("No such member.");
      await guardLastAdmin(trx, websiteId, accountId, false);
      await peopleRepository.removeMember(trx, websiteId, accountId);
    });
  }

  /**
   * Accepts an invitation: an existing account proves itself with its password, a new one is
   * created with the given name and password. Then the account gets the invited role and the
   * invitation is used up. Returns the account that joined.
   */
  async acceptInvitation(invitation: InvitationRow, input: { displayName: string; password: string; confirmPassword: string }): Promise<{ accountId: string }> {
    const now = this.clock.now().toISOString();
    const account = await accountsRepository.findByEmail(this.db, invitation.email);
    if (account) {
      if (!(await verifyPassword(account.passwordHash, input.password)))
        throw invalid("The password is incorrect.", { password: "The password is incorrect." });
    } else {
      const problems: Record<string, string> = {};
      if (input.password.length < MIN_PASSWORD_LENGTH) problems.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
      else if (input.password !== input.confirmPassword) problems.confirmPassword = "The passwords do not match.";
      if (Object.keys(problems).length > 0) throw invalid(Object.values(problems)[0]!, problems);
    }
    const passwordHash = account ? null : await hashPassword(input.password);
    const accountId = account?.id ?? newId();
    await this.db.transaction().execute(async (trx) => {
      if (!(await peopleRepository.markAccepted(trx, invitation.id, now))) throw notFound(INVITATION_GONE_MESSAGE);
      if (passwordHash) {
        const displayName = input.displayName || invitation.email.split("@")[0] || invitation.email;
        await accountsRepository.insert(trx, { id: accountId, email: invitation.email, passwordHash, displayName, createdAt: now, updatedAt: now });
      }
      await accountsRepository.grantRole(trx, { id: newId(), websiteId: invitation.websiteId, accountId, roleId: invitation.roleId, createdAt: now });
    });
    return { accountId };
  }

  /** Withdraws an invitation not yet accepted; an unknown one is a 404. */
  async withdrawInvitation(websiteId: string, invitationId: string): Promise<void> {
    if (!isId(invitationId) || !(await peopleRepository.deleteInvitation(this.db, websiteId, invitationId))) throw notFound("No such invitation.");
  }
}
