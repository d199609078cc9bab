/** The page shown for an unknown, used or expired invitation link. */
export const INVITATION_GONE_MESSAGE = "This invitation has expired or was already used. Ask the site's admin to invite you again.";

/** The path of an invitation's acceptance page. */
export function invitationPath(token: string): string {
  return `/config/invitation/${token}`;
}
