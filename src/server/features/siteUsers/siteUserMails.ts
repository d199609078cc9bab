import { CUSTOMER_RESET_LIFETIME_MINUTES, VERIFY_LINK_LIFETIME_HOURS } from "../../../domain/api/siteUsers";
import { languagePath } from "../../../domain/translations/languagePaths";
import { filledIn, type StoreTexts } from "../../../domain/translations/storeTexts";
import { LOCKOUT } from "../../rateLimits/failureLock";
import type { OutgoingMail } from "../mail/mailService";
import type { LockPlace } from "../accounts/lockoutMails";
import { ACCOUNT_PATHS } from "../../../domain/people/accountPaths";

/**
 * Where a customer's mail is sent from: the site and its address as the visitor used it, and the
 * language of the page that asked for it (its prefix, "" for the primary language, and the store's
 * words in it), so the mail is written in that language and its links lead to that language's pages.
 */
export interface CustomerPlace extends LockPlace {
  pathPrefix: string;
  texts: StoreTexts;
}

/** A full address of an account page in the place's language ("https://site/fr/account/verify/…"). */
function linkTo(place: CustomerPlace, path: string): string {
  return `${place.address}${languagePath(place.pathPrefix, path)}`;
}

/** The mail with the link that confirms a new customer's address and opens their account. */
export function verifyAccountMail(place: CustomerPlace, email: string, token: string): OutgoingMail {
  const { texts } = place;
  const values = { site: place.siteTitle, address: place.address, email, hours: String(VERIFY_LINK_LIFETIME_HOURS) };
  return {
    websiteId: place.websiteId,
    kind: "customer-verify",
    to: email,
    subject: filledIn(texts.accountVerifySubject, values),
    text: [
      filledIn(texts.accountVerifyLine, values),
      "",
      filledIn(texts.accountVerifyFollow, values),
      linkTo(place, ACCOUNT_PATHS.verify(token)),
      "",
      texts.accountVerifyNotYou,
    ].join("\n"),
  };
}

/** Told to the holder when someone signs up again with an address that already has an account. */
export function accountExistsMail(place: CustomerPlace, email: string): OutgoingMail {
  const { texts } = place;
  const values = { site: place.siteTitle, email, signIn: linkTo(place, ACCOUNT_PATHS.signIn), forgotPassword: linkTo(place, ACCOUNT_PATHS.forgotPassword) };
  return {
    websiteId: place.websiteId,
    kind: "customer-exists",
    to: email,
    subject: filledIn(texts.accountExistsSubject, values),
    text: [filledIn(texts.accountExistsLine, values), "", filledIn(texts.accountExistsLinks, values), "", texts.accountExistsNotYou].join("\n"),
  };
}

/** The mail with the link to choose a new customer password. */
export function customerResetMail(place: CustomerPlace, email: string, token: string): OutgoingMail {
  const { texts } = place;
  const values = { site: place.siteTitle, address: place.address, email, minutes: String(CUSTOMER_RESET_LIFETIME_MINUTES) };
  return {
    websiteId: place.websiteId,
    kind: "customer-password-reset",
    to: email,
    subject: filledIn(texts.accountResetSubject, values),
    text: [
      filledIn(texts.accountResetLine, values),
      "",
      filledIn(texts.accountResetFollow, values),
      linkTo(place, ACCOUNT_PATHS.resetPassword(token)),
      "",
      texts.accountResetNotYou,
    ].join("\n"),
  };
}

/** Tells a customer that signing in to their account was locked after repeated wrong passwords, as owners are told. */
export function customerLockedMail(place: CustomerPlace, email: string): OutgoingMail {
  const { texts } = place;
  const values = {
    site: place.siteTitle,
    email,
    count: String(LOCKOUT.failures),
    minutes: String(LOCKOUT.lockMs / 60_000),
    signIn: linkTo(place, ACCOUNT_PATHS.signIn),
  };
  return {
    websiteId: place.websiteId,
    kind: "customer-sign-in-locked",
    to: email,
    subject: filledIn(texts.accountLockedSubject, values),
    text: [filledIn(texts.accountLockedLine, values), "", filledIn(texts.accountLockedProtect, values), "", texts.accountLockedNotYou].join("\n"),
  };
}
