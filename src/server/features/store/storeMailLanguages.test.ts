import { describe, expect, it } from "vitest";
import type { StoreGiftCardRow } from "../../../db/schema";
import type { StoreSubscriptionRow } from "../../../db/subscriptionRows";
import { PRIMARY_STORE_TEXTS, storeTextsIn } from "../../../domain/translations/storeTexts";
import { giftCardMail } from "./giftCardMail";
import { SITE_MAIL_LOOK } from "./mailLook";
import { cancelledForPaymentMail, paymentFailedMail, renewedMail } from "./subscriptions/subscriptionMail";

const STAMP = "2026-12-03T09:00:00.000Z";
const TORREFACTEURS = { title: "Torréfacteurs", look: SITE_MAIL_LOOK };
const FRENCH = storeTextsIn({
  giftCardSubject: "{sender} vous offre une carte cadeau de {amount} pour {site}",
  giftCardHello: "Bonjour {recipient},",
  giftCardCodeLine: "Votre code : {code}",
  renewedSubject: "Votre abonnement {product} est renouvelé",
  renewedLine: "Votre abonnement à {product} chez {site} est renouvelé : {amount} débités sur votre {method}.",
  nextPayment: "Prochain paiement le {date}.",
  renewalFailedSubject: "Le paiement de {product} n'a pas abouti",
  cardAnswer: "Réponse de la carte : {reason}",
  cancelledLine: "Votre abonnement à {product} chez {site} est résilié après {attempts} essais.",
});

const card: StoreGiftCardRow = {
  id: "g1",
  websiteId: "w1",
  productId: "p1",
  orderId: "o1",
  codeHash: "",
  codeLast4: "6789",
  currency: "EUR",
  initialCents: 5000,
  balanceCents: 5000,
  recipientName: "Camille",
  recipientEmail: "camille@example.com",
  senderName: "Sam",
  message: "",
  createdAt: STAMP,
};

const subscription: StoreSubscriptionRow = {
  id: "s1",
  websiteId: "w1",
  orderId: "o1",
  productId: "p1",
  variantId: "v1",
  productName: "Club café",
  quantity: 1,
  amountCents: 1200,
  currency: "EUR",
  periodValue: 1,
  periodUnit: "month",
  numBillingCycles: 0,
  paidPeriods: 2,
  status: "active",
  email: "camille@example.com",
  siteUserId: null,
  provider: "test",
  methodReference: "m",
  customerReference: null,
  methodLabel: "Carte finissant par 4242",
  startedAt: STAMP,
  nextPeriod: 3,
  nextChargeAt: "2027-01-03T09:00:00.000Z",
  pausedAt: null,
  cancelledAt: null,
  createdAt: STAMP,
  updatedAt: STAMP,
};

describe("the gift card and subscription mails in the order's language", () => {
  it("write the gift card mail in the order's words, the untranslated ones in the primary language's", () => {
    const mail = giftCardMail(card, "SAMP2345CARD6789", "Torréfacteurs", "https://shop.example", FRENCH);
    expect(mail.subject).toBe("Sam vous offre une carte cadeau de €50.00 pour Torréfacteurs");
    if (!("text" in mail)) throw new Error("a gift card mail is plain text");
    const lines = mail.text.split("\n");
    expect(lines[0]).toBe("Bonjour Camille,");
    expect(lines).toContain("Votre code : SAMP-2345-CARD-6789");
    expect(lines).toContain("Type it in the Gift card box at checkout on https://shop.example. What you do not spend stays on the card for your next order.");
    const primary = giftCardMail(card, "SAMP2345CARD6789", "Torréfacteurs", null, PRIMARY_STORE_TEXTS);
    if (!("text" in primary)) throw new Error("a gift card mail is plain text");
    expect(primary.subject).toBe("Sam sent you a €50.00 gift card for Torréfacteurs");
    expect(primary.text).toContain("Type it in the Gift card box at checkout. What you do not spend");
  });

  it("write a subscription's mails in its order's words, its days in its language", () => {
    const language = { texts: FRENCH, locale: "fr-FR" };
    const renewed = renewedMail(subscription, TORREFACTEURS, subscription.nextChargeAt, language);
    expect(renewed.subject).toBe("Votre abonnement Club café est renouvelé");
    if (!("text" in renewed)) throw new Error("a subscription mail carries its words");
    expect(renewed.text).toContain("Votre abonnement à Club café chez Torréfacteurs est renouvelé : €12.00 débités sur votre carte finissant par 4242.");
    expect(renewed.text).toContain("Prochain paiement le 3 janvier 2027.");
    const failed = paymentFailedMail(subscription, TORREFACTEURS, "Votre carte a été refusée.", STAMP, language);
    expect(failed.subject).toBe("Le paiement de Club café n'a pas abouti");
    if (!("text" in failed)) throw new Error("a subscription mail carries its words");
    expect(failed.text).toContain("Réponse de la carte : Votre carte a été refusée.");
    const cancelled = cancelledForPaymentMail(subscription, TORREFACTEURS, 4, language);
    if (!("text" in cancelled)) throw new Error("a subscription mail carries its words");
    expect(cancelled.text.split("\n")[0]).toBe("Votre abonnement à Club café chez Torréfacteurs est résilié après 4 essais.");
    expect(cancelled.subject).toBe("Your Club café subscription was cancelled");
    const english = renewedMail(subscription, TORREFACTEURS, subscription.nextChargeAt, { texts: PRIMARY_STORE_TEXTS, locale: "en-GB" });
    if (!("text" in english)) throw new Error("a subscription mail carries its words");
    expect(english.text).toContain("Its next payment is on 3 January 2027.");
  });
});
