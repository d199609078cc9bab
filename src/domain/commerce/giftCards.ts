import { z } from "zod";

/** The letters a gift card code is made of: no 0/O, 1/I/L, so a code read aloud or typed from a mail is not mistaken. */
export const GIFT_CARD_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A code's length without its dashes: 16 letters of 31 (about 79 bits), far too many to guess. */
export const GIFT_CARD_CODE_LENGTH = 16;

/** The words of gift cards a buyer reads, at checkout and on the gift card checkout page. */
export const GIFT_CARD_MESSAGES = {
  unknown: "This gift card code is not valid. Check the code in your gift card mail.",
  empty: "This gift card has no balance left.",
  balanceChanged: "The gift card's balance changed while you checked out. Please review your order and submit it again.",
  denomination: "Choose an amount.",
  recipientName: "Enter the recipient's name.",
  recipientEmail: "Enter the recipient's email address.",
  senderName: "Enter your name.",
  message: "A message can be at most 500 characters.",
  notFound: "This gift card is not on sale.",
} as const;

/** A typed code as it is stored and compared: capitals, without spaces or dashes. */
export function normalizeGiftCardCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, "");
}

/** A code as it is mailed and shown: four groups of four, e.g. "ABCD-EFGH-JKMN-PQRS". */
export function formatGiftCardCode(code: string): string {
  return (code.match(/.{1,4}/g) ?? []).join("-");
}

/** A code as the owner's list shows it: only its last 4 characters, so a list seen over a shoulder spends no card. */
export function maskGiftCardCode(last4: string): string {
  return `••••-••••-••••-${last4}`;
}

/** What a card pays of an order: its balance, at most the order's grand total. */
export function giftCardAppliedCents(balanceCents: number, grandTotalCents: number): number {
  return Math.max(0, Math.min(balanceCents, grandTotalCents));
}

/** A gift card applied to a cart, as the checkout shows it before payment. */
export interface GiftCardApplication {
  appliedCents: number;
  /** What stays on the card after this order. */
  remainingCents: number;
  /** What the card payment must still cover (grand total − applied). */
  amountDueCents: number;
}

/** The gift card checkout's form, checked the same way in the browser and on the server. */
export const giftCardPurchaseSchema = z.strictObject({
  variantId: z.string({ error: GIFT_CARD_MESSAGES.denomination }).min(1, GIFT_CARD_MESSAGES.denomination).max(24),
  recipientName: z.string().trim().min(1, GIFT_CARD_MESSAGES.recipientName).max(200),
  recipientEmail: z.string().trim().min(1, GIFT_CARD_MESSAGES.recipientEmail).max(256),
  senderName: z.string().trim().min(1, GIFT_CARD_MESSAGES.senderName).max(200),
  message: z.string().trim().max(500, GIFT_CARD_MESSAGES.message).default(""),
});
