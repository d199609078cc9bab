import type { MailStatus } from "../../../db/schema";
import { filledIn, type StoreTexts } from "../../../domain/translations/storeTexts";

/**
 * What the buyer's order page says about the confirmation mail, from where that mail really is:
 * sent, on its way, or kept unsent (no mail server set, or sending failed), in which case the
 * page itself is the receipt and the shop will contact the buyer; in the order's language (`texts`).
 */
export function confirmationNote(status: MailStatus | null, email: string, texts: StoreTexts): string {
  if (status === "sent") return filledIn(texts.confirmationSent, { email });
  if (status === "pending" || status === "sending") return filledIn(texts.confirmationOnItsWay, { email });
  return filledIn(texts.pageIsReceipt, { email });
}
