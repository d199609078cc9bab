import { isDomainError } from "../../../domain/errors";
import type { InvitationRow } from "../../../db/schema";
import type { AppServices } from "../../services";
import { invitationLockedMail, type LockPlace } from "../accounts/lockoutMails";

/** The answer while an invitation is locked. */
const INVITATION_LOCKED_MESSAGE = "Too many wrong passwords. This invitation is locked for 15 minutes; please try again later.";

/**
 * Accepts an invitation unless it is locked. An existing account's wrong passwords count per
 * invitation from every address; the one that locks it mails the invited address once.
 */
export async function acceptInvitationOrLock(
  services: AppServices,
  place: LockPlace,
  invitation: InvitationRow,
  input: { displayName: string; password: string; confirmPassword: string },
): Promise<{ accountId: string }> {
  const key = `invitation:${invitation.id}`;
  await services.lockouts.check(key, INVITATION_LOCKED_MESSAGE);
  try {
    return await services.people.acceptInvitation(invitation, input);
  } catch (error) {
    const wrongPassword = isDomainError(error) && error.fieldErrors?.password === "The password is incorrect.";
    if (wrongPassword && (await services.lockouts.failed(key))) {
      await services.mail.enqueue(services.db, invitationLockedMail(place, invitation.email));
      services.mail.deliverSoon();
    }
    throw error;
  }
}
