import { formatGiftCardCode, maskGiftCardCode } from "../../../domain/commerce/giftCards";
import type { CurrencyCode } from "../../../domain/currencies";
import { formatMoney } from "../../../domain/money";
import type { StoreGiftCardRow } from "../../../db/schema";
import type { OutgoingMail } from "../mail/mailService";
import { filledIn, type StoreTexts } from "../../../domain/translations/storeTexts";

/** The kind of the mail that gives a gift card's recipient its code. */
export const GIFT_CARD_MAIL = "gift-card";

/**
 * The recipient's mail of a paid gift card: who sent it, its amount, the sender's message and
 * the code to type at checkout, in the language its order was placed in (`texts`). Plain text,
 * written to the outbox in the commit that issues the card; the code is in no other place than
 * this mail (the card table keeps only its hash).
 */
export function giftCardMail(card: StoreGiftCardRow, code: string, siteTitle: string, baseUrl: string | null, texts: StoreTexts): OutgoingMail {
  const words = {
    amount: formatMoney(card.initialCents, card.currency as CurrencyCode),
    sender: card.senderName,
    recipient: card.recipientName,
    site: siteTitle,
    code: formatGiftCardCode(code),
    address: baseUrl ?? undefined,
  };
  const text = [
    filledIn(texts.giftCardHello, words),
    "",
    filledIn(texts.giftCardSent, words),
    ...(card.message ? ["", card.message] : []),
    "",
    filledIn(texts.giftCardCodeLine, words),
    "",
    filledIn(baseUrl ? texts.giftCardUseAt : texts.giftCardUse, words),
  ].join("\n");
  return {
    websiteId: card.websiteId,
    kind: GIFT_CARD_MAIL,
    to: card.recipientEmail,
    subject: filledIn(texts.giftCardSubject, words),
    text,
  };
}

/** A gift card mail as owners read it in the outbox: its code masked to its last 4 characters, so only its recipient can spend it. */
export function redactGiftCardCode(text: string): string {
  return text.replace(/[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-([A-Z2-9]{4})/g, (_code, last4: string) => maskGiftCardCode(last4));
}
