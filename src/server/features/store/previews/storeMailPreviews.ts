import type { StoreGiftCardRow } from "../../../../db/schema";
import type { Website } from "../../sites/websiteRecord";
import type { OutgoingMail } from "../../mail/mailService";
import { fulfilmentMail } from "../fulfilmentMail";
import { giftCardMail } from "../giftCardMail";
import { mailLookOfSite, mailSiteOf } from "../mailLook";
import { ORDER_CONFIRMATION, orderConfirmationBodies, orderConfirmationSubject } from "../orderMail";
import { reviewRequestMail } from "../reviews/reviewRequestMail";
import { cancelledForPaymentMail, paymentFailedMail, renewedMail } from "../subscriptions/subscriptionMail";
import { sampleOrder, sampleSubscription, SAMPLE_IDS } from "./sampleOrder";
import type { MovedOrder } from "../ordersRepository";
import { PRIMARY_STORE_TEXTS } from "../../../../domain/translations/storeTexts";

/** One store mail as the preview shows it: what it is, and its subject, recipient and bodies. */
export interface StoreMailPreview {
  kind: string;
  /** What sends it, in the owner's words. */
  label: string;
  subject: string;
  to: string;
  text: string;
  /** The HTML body, for the mails that have one. */
  html: string | null;
}

/** A sample gift card code (the letters and digits codes are made of). */
const SAMPLE_GIFT_CODE = "SAMP2345CARD6789";

function shown(label: string, mail: OutgoingMail): StoreMailPreview {
  if (!("text" in mail)) throw new Error(`The ${mail.kind} mail is composed from a stored record and has no preview of its own.`);
  return { kind: mail.kind, label, subject: mail.subject, to: mail.to, text: mail.text, html: mail.html ?? null };
}

/** The buyer's order confirmation of an order, made by its real template (text and HTML in the site's look). */
export function orderConfirmationPreview(order: MovedOrder, secret: string, now: Date): StoreMailPreview {
  const bodies = orderConfirmationBodies(order, order.siteTitle, order.baseUrl ?? "", secret, now, mailLookOfSite(order.siteExtraSettingsJson));
  return {
    kind: ORDER_CONFIRMATION,
    label: "When an order is paid",
    subject: orderConfirmationSubject(order.siteTitle, order.id),
    to: order.email,
    text: bodies.text,
    html: bodies.html,
  };
}

/**
 * Every mail the store sends its buyers, each made by the very function that makes it for a
 * real order, from a sample order of the site (its title, currency, look and address): order
 * confirmation, fulfilment, gift card, review request and the subscriptions' renewal receipt,
 * failed payment and cancellation.
 */
export function storeMailPreviews(website: Website, baseUrl: string, secret: string, now: Date): StoreMailPreview[] {
  const order = sampleOrder(website, baseUrl, now);
  const subscription = sampleSubscription(order, now);
  const giftCard: StoreGiftCardRow = {
    id: SAMPLE_IDS.giftCard,
    websiteId: website.id,
    productId: SAMPLE_IDS.product,
    orderId: order.id,
    codeHash: "",
    codeLast4: SAMPLE_GIFT_CODE.slice(-4),
    currency: order.currency,
    initialCents: 5000,
    balanceCents: 5000,
    recipientName: "Robin",
    recipientEmail: "robin@example.com",
    senderName: "Sam",
    message: "Happy birthday! Treat yourself.",
    createdAt: now.toISOString(),
  };
  const fulfilment = {
    orderId: order.id,
    trackingNumber: "1Z999AA10123456784",
    carrier: "UPS",
    trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    note: "Thank you for shopping with us.",
    createdAt: now.toISOString(),
  };
  const retryAt = new Date(now.getTime() + 86_400_000).toISOString();
  const primary = { texts: PRIMARY_STORE_TEXTS, locale: "en-GB" };
  return [
    orderConfirmationPreview(order, secret, now),
    shown("When you fulfil an order", fulfilmentMail(order, fulfilment, secret, PRIMARY_STORE_TEXTS)),
    shown("When a gift card is paid (to its recipient)", giftCardMail(giftCard, SAMPLE_GIFT_CODE, website.title, baseUrl, PRIMARY_STORE_TEXTS)),
    shown("Some days after an order is fulfilled", reviewRequestMail(order, SAMPLE_IDS.reviewRequest, secret, PRIMARY_STORE_TEXTS)),
    shown("When a subscription renews", renewedMail(subscription, mailSiteOf(website), subscription.nextChargeAt, primary)),
    shown("When a renewal payment fails", paymentFailedMail(subscription, mailSiteOf(website), PRIMARY_STORE_TEXTS.cardDeclined, retryAt, primary)),
    shown("When a subscription is cancelled after its last failed try", cancelledForPaymentMail(subscription, mailSiteOf(website), 4, primary)),
  ];
}
