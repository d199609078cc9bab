import { LOCKOUT } from "../../rateLimits/failureLock";
import type { OutgoingMail } from "../mail/mailService";

const MINUTES = LOCKOUT.lockMs / 60_000;
const FAILURES = LOCKOUT.failures;

/** Where a lock happened: the site, and its address as the visitor used it. */
export interface LockPlace {
  websiteId: string;
  siteTitle: string;
  address: string;
}

/** Tells an account holder that sign-in to their account was locked after repeated wrong passwords. */
export function accountLockedMail(place: LockPlace, email: string): OutgoingMail {
  return {
    websiteId: place.websiteId,
    kind: "sign-in-locked",
    to: email,
    subject: `Sign-in to your ${place.siteTitle} account is locked for ${MINUTES} minutes`,
    text: [
      `Someone entered a wrong password for ${email} ${FAILURES} times within ${MINUTES} minutes at ${place.address}/config.`,
      "",
      `To protect your account, signing in is locked for ${MINUTES} minutes, from every address.`,
      "",
      "If this was you, wait and try again. If it was not you, your password held and nobody signed in; you may still want to change it to a longer one once the lock ends.",
    ].join("\n"),
  };
}

/** Tells a site's admin that a site or page password was locked after repeated wrong answers. */
export function passwordLockedMail(place: LockPlace, adminEmail: string, what: string, path: string): OutgoingMail {
  return {
    websiteId: place.websiteId,
    kind: "password-locked",
    to: adminEmail,
    subject: `The password of ${what} on ${place.siteTitle} is locked for ${MINUTES} minutes`,
    text: [
      `Visitors entered a wrong password for ${what} (${place.address}${path}) ${FAILURES} times within ${MINUTES} minutes.`,
      "",
      `To stop anyone guessing it, the password is not accepted for ${MINUTES} minutes, from any address; visitors who already unlocked it keep their access.`,
      "",
      "If you expected many visitors to try it, nothing needs doing. Otherwise consider changing the password in Settings.",
    ].join("\n"),
  };
}

/** Tells the person invited that accepting their invitation was locked after repeated wrong passwords. */
export function invitationLockedMail(place: LockPlace, email: string): OutgoingMail {
  return {
    websiteId: place.websiteId,
    kind: "invitation-locked",
    to: email,
    subject: `Accepting your invitation to ${place.siteTitle} is locked for ${MINUTES} minutes`,
    text: [
      `Someone entered a wrong password for ${email} ${FAILURES} times within ${MINUTES} minutes while accepting the invitation to ${place.siteTitle} (${place.address}).`,
      "",
      `To protect your account, the invitation cannot be accepted for ${MINUTES} minutes. It stays valid until it expires: if this was you, wait and try again with your account's password.`,
    ].join("\n"),
  };
}
