import { createHash, randomInt } from "node:crypto";
import { GIFT_CARD_ALPHABET, GIFT_CARD_CODE_LENGTH, normalizeGiftCardCode } from "../../../domain/commerce/giftCards";

/** A new gift card code from the operating system's random source (never Math.random): unguessable. */
export function newGiftCardCode(): string {
  return Array.from({ length: GIFT_CARD_CODE_LENGTH }, () => GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)]).join("");
}

/** The hash a code is stored and looked up by, so the table never holds a spendable code. */
export function giftCardCodeHash(typed: string): string {
  return createHash("sha256").update(normalizeGiftCardCode(typed)).digest("hex");
}
