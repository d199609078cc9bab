import { isDomainError } from "../../../domain/errors";
import type { InvitationRow } from "../../../db/schema";
import type { Db } from "../../../db/database";
import type { FailureLocks } from "../../rateLimits/failureLock";
import type { MailService } from "../mail/mailService";
import type { PeopleService } from "./peopleService";
import { invitationLockedMail, type LockPlace } from "../accounts/lockoutMails";

/** The answer while an invitation is locked. */
const INVITATION_LOCKED_MESSAGE = "Too many wrong passwords. This invitation is locked for 15 minutes; please try again later.";

/**
 * Accepts invitations unless they are locked, built once in buildApp. An existing account's
 * wrong passwords count per invitation from every address; the one that locks it mails the
 * invited address once.
 */
export class InvitationAcceptance {
  constructor(
    private readonly db: Db,
    private readonly lockouts: FailureLocks,
    private readonly mail: MailService,
    private readonly people: PeopleService,
  ) {}

  /** Accepts the invitation (PeopleService.acceptInvitation); refused with the locked message while it is locked. */
  async accept(
    place: LockPlace,
    invitation: InvitationRow,
    input: { displayName: string; password: string; confirmPassword: string },
  ): Promise<{ accountId: string }> {
    const key = `invitation:${invitation.id}`;
    await this.lockouts.check(key, INVITATION_LOCKED_MESSAGE);
    try {
      return await this.people.acceptInvitation(invitation, input);
    } catch (error) {
      const wrongPassword = isDomainError(error) && error.fieldErrors?.password === "The password is incorrect.";
      if (wrongPassword && (await this.lockouts.failed(key))) {
        await this.mail.enqueue(this.db, invitationLockedMail(place, invitation.email));
        this.mail.deliverSoon();
      }
      throw error;
    }
  }
}
