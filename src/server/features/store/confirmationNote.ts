import type { MailStatus } from "../../../db/schema";

/**
 * What the buyer's order page says about the confirmation mail, from where that mail really is:
 * sent, on its way, or kept unsent (no mail server set, or sending failed), in which case the
 * page itself is the receipt and the shop will contact the buyer. Null when there is none to
 * speak of (an order not yet paid).
 */
export function confirmationNote(status: MailStatus | null, email: string): string {
  if (status === "sent") return `A confirmation has been sent to ${email}.`;
  if (status === "pending" || status === "sending") return `A confirmation is on its way to ${email}.`;
  return `This page is your receipt: keep its address. The shop will be in touch at ${email} if needed.`;
}
