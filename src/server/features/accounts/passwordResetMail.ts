import { PASSWORD_RESET_LIFETIME_MINUTES } from "../../../domain/api/passwordReset";
import type { OutgoingMail } from "../mail/mailService";
import type { LockPlace } from "./lockoutMails";

/** The path of the page where a mailed link's holder chooses a new password. */
export function passwordResetPath(token: string): string {
  return `/config/reset-password/${token}`;
}

/** The mail with the link to choose a new password, sent to the account's own address. */
export function passwordResetMail(place: LockPlace, email: string, token: string): OutgoingMail {
  return {
    websiteId: place.websiteId,
    kind: "password-reset",
    to: email,
    subject: `Choose a new password for ${place.siteTitle}`,
    text: [
      `Someone asked to choose a new password for ${email} at ${place.address}/config.`,
      "",
      `To choose it, open this link within ${PASSWORD_RESET_LIFETIME_MINUTES} minutes. It works once:`,
      `${place.address}${passwordResetPath(token)}`,
      "",
      "If you did not ask for it, ignore this mail: your password stays as it is.",
    ].join("\n"),
  };
}
