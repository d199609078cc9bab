import type { MailOutboxRow } from "../../../db/schema";

/** Plain words for what a mail server's refusals and network errors mean, tried in order. */
const REASONS: readonly [RegExp, string][] = [
  [/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH/, "The mail server could not be reached: check the host and port in SMTP_URL."],
  [/ETIMEDOUT|ESOCKET|timeout/i, "The mail server did not answer in time."],
  [/EAUTH|Invalid login|authentication/i, "The mail server refused the user name or password in SMTP_URL."],
  [/certificate|self.signed|TLS|SSL/i, "The mail server's secure connection could not be checked."],
  [/EENVELOPE|recipient|mailbox|550|553/i, "The mail server refused the address it was sent to."],
];

/**
 * Why a mail was not sent (yet), in words an owner understands, for the outbox screen: kept
 * because no mail server is set, or the mail server's refusal explained, with its own words
 * after it for whoever runs the server. Null for a mail that went out or waits its first try.
 */
export function mailFailureReason(row: Pick<MailOutboxRow, "status" | "lastError">): string | null {
  if (row.status === "stored") return "No mail server is set, so this mail is kept here and not sent.";
  if (row.status === "sent" || !row.lastError) return null;
  const known = REASONS.find(([pattern]) => pattern.test(row.lastError!));
  return known ? `${known[1]} (${row.lastError})` : row.lastError;
}
