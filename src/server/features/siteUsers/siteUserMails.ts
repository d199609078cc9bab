import { CUSTOMER_RESET_LIFETIME_MINUTES, VERIFY_LINK_LIFETIME_HOURS } from "../../../domain/api/siteUsers";
import { LOCKOUT } from "../../rateLimits/failureLock";
import type { OutgoingMail } from "../mail/mailService";
import type { LockPlace } from "../accounts/lockoutMails";
import { ACCOUNT_PATHS } from "../../../domain/people/accountPaths";

/** The mail with the link that confirms a new customer's address and opens their account. */
export function verifyAccountMail(place: LockPlace, email: string, token: string): OutgoingMail {
  return {
    websiteId: place.websiteId,
    kind: "customer-verify",
    to: email,
    subject: `Confirm your email address for ${place.siteTitle}`,
    text: [
      `Someone signed up for an account at ${place.siteTitle} (${place.address}) with ${email}.`,
      "",
      `To confirm it is you and open the account, follow this link within ${VERIFY_LINK_LIFETIME_HOURS} hours:`,
      `${place.address}${ACCOUNT_PATHS.verify(token)}`,
      "",
      "If it was not you, ignore this mail: no account is opened.",
    ].join("\n"),
  };
}

/** Told to the holder when someone signs up again with an address that already has an account. */
export function accountExistsMail(place: LockPlace, email: string): OutgoingMail {
  return {
    websiteId: place.websiteId,
    kind: "customer-exists",
    to: email,
    subject: `You already have an account at ${place.siteTitle}`,
    text: [
      `Someone tried to sign up at ${place.siteTitle} with ${email}, which already has an account.`,
      "",
      `Sign in at ${place.address}${ACCOUNT_PATHS.signIn}, or choose a new password at ${place.address}${ACCOUNT_PATHS.forgotPassword}.`,
      "",
      "If it was not you, nothing changed and you can ignore this mail.",
    ].join("\n"),
  };
}

/** The mail with the link to choose a new customer password. */
export function customerResetMail(place: LockPlace, email: string, token: string): OutgoingMail {
  return {
    websiteId: place.websiteId,
    kind: "customer-password-reset",
    to: email,
    subject: `Choose a new password for your ${place.siteTitle} account`,
    text: [
      `Someone asked to choose a new password for ${email} at ${place.siteTitle} (${place.address}).`,
      "",
      `To choose it, open this link within ${CUSTOMER_RESET_LIFETIME_MINUTES} minutes. It works once:`,
      `${place.address}${ACCOUNT_PATHS.resetPassword(token)}`,
      "",
      "If you did not ask for it, ignore this mail: your password stays as it is.",
    ].join("\n"),
  };
}

/** Tells a customer that signing in to their account was locked after repeated wrong passwords, as owners are told. */
export function customerLockedMail(place: LockPlace, email: string): OutgoingMail {
  const minutes = LOCKOUT.lockMs / 60_000;
  return {
    websiteId: place.websiteId,
    kind: "customer-sign-in-locked",
    to: email,
    subject: `Sign-in to your ${place.siteTitle} account is locked for ${minutes} minutes`,
    text: [
      `Someone entered a wrong password for ${email} ${LOCKOUT.failures} times within ${minutes} minutes at ${place.address}${ACCOUNT_PATHS.signIn}.`,
      "",
      `To protect your account, signing in is locked for ${minutes} minutes, from every address.`,
      "",
      "If this was you, wait and try again. If it was not you, your password held and nobody signed in.",
    ].join("\n"),
  };
}
