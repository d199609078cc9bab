import { MailchimpError } from "./mailchimpApi";

/**
 * Why a sign-up did not reach MailChimp, in the words the owner reads on the Connected accounts
 * tab: kept on the queued row, while MailChimp's own answer goes only to the log.
 */
export const MAILCHIMP_MEMBER_REASON = {
  listGone: "The MailChimp list no longer exists. Choose another list in the form's settings, then send it again.",
  addressRefused:
    "MailChimp would not take this address: it may look fake to MailChimp, or the person unsubscribed from this list or was deleted from it before.",
  keyRefused: "MailChimp did not accept the site's API key, or MailChimp was disconnected. Connect MailChimp again, then send it again.",
  unreachable: "MailChimp could not be reached or was busy, each time it was tried.",
  refused: "MailChimp refused this sign-up.",
} as const;

/** The owner's words for a failed attempt to add a member, chosen by MailChimp's answer. */
export function mailchimpMemberReason(error: unknown): string {
  if (!(error instanceof MailchimpError)) return MAILCHIMP_MEMBER_REASON.unreachable;
  if (error.status === null || error.status === 429 || error.status >= 500) return MAILCHIMP_MEMBER_REASON.unreachable;
  if (error.status === 401 || error.status === 403) return MAILCHIMP_MEMBER_REASON.keyRefused;
  if (error.status === 404) return MAILCHIMP_MEMBER_REASON.listGone;
  if (error.status === 400) return MAILCHIMP_MEMBER_REASON.addressRefused;
  return MAILCHIMP_MEMBER_REASON.refused;
}
