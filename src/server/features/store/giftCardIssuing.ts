import type { Db } from "../../../db/database";
import type { StoreOrderRow } from "../../../db/schema";
import { PRODUCT_TYPE_NAME } from "../../../domain/enumerations/productTypes";
import { newId } from "../../../domain/ids";
import type { MailService } from "../mail/mailService";
import { giftCardCodeHash, newGiftCardCode } from "./giftCardCodes";
import { giftCardMail } from "./giftCardMail";
import { giftCardsRepository } from "./giftCardsRepository";
import { storeTextsFor } from "./storeLanguage";
import type { OrderLine } from "./ordersRepository";

/**
 * Issues the gift card a paid order bought, inside the transaction that pays it: a fresh random
 * code, the card with its first ledger row, and the recipient's mail in the outbox, all or none.
 * The card's order id is unique, so a second call for the order (a replayed confirmation)
 * issues nothing. Orders without a gift card line do nothing. The mail speaks the order's language.
 */
export async function issueGiftCardOf(trx: Db, mail: MailService, order: StoreOrderRow, siteTitle: string, now: string): Promise<void> {
  const line = (JSON.parse(order.linesJson) as OrderLine[]).find((l) => l.productType === PRODUCT_TYPE_NAME.GIFT_CARD);
  if (!line) return;
  const purchase = await giftCardsRepository.findPurchase(trx, order.cartId);
  if (!purchase) return;
  const code = newGiftCardCode();
  const card = {
    id: newId(),
    websiteId: order.websiteId,
    productId: line.productId,
    orderId: order.id,
    codeHash: giftCardCodeHash(code),
    codeLast4: code.slice(-4),
    currency: order.currency,
    initialCents: line.lineTotalCents,
    balanceCents: line.lineTotalCents,
    recipientName: purchase.recipientName,
    recipientEmail: purchase.recipientEmail,
    senderName: purchase.senderName,
    message: purchase.message,
    createdAt: now,
  };
  if (!(await giftCardsRepository.issue(trx, card))) return;
  await mail.enqueue(trx, giftCardMail(card, code, siteTitle, order.baseUrl, await storeTextsFor(trx, order.websiteId, order.locale)));
}
