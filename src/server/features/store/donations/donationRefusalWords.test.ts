import { describe, expect, it } from "vitest";
import { amountTooLargeMessage, amountTooSmallMessage, DONATION_MESSAGES } from "../../../../domain/commerce/donations";
import { filledIn, PRIMARY_STORE_TEXTS, storeTextsIn } from "../../../../domain/translations/storeTexts";
import { refusalInLanguage } from "../storeRefusals";

describe("a donor's refusals among the store's words", () => {
  it("are the very words the donation checkout refuses with, so each is found by them", () => {
    expect(filledIn(PRIMARY_STORE_TEXTS.donateAmountTooSmall, { minimum: "$1.00" })).toBe(amountTooSmallMessage("$1.00"));
    expect(filledIn(PRIMARY_STORE_TEXTS.donateAmountTooLarge, { maximum: "$100,000.00" })).toBe(amountTooLargeMessage("$100,000.00"));
    const primary = new Set(Object.values(PRIMARY_STORE_TEXTS));
    for (const message of Object.values(DONATION_MESSAGES).filter((m) => m !== DONATION_MESSAGES.planNotFound)) expect(primary).toContain(message);
  });

  it("are translated with what was filled in kept", () => {
    const french = storeTextsIn({ donateAmountTooLarge: "Le plus grand don est de {maximum}.", donateInProgress: "Votre don est en cours de traitement." });
    expect(refusalInLanguage(amountTooLargeMessage("$100,000.00"), french)).toBe("Le plus grand don est de $100,000.00.");
    expect(refusalInLanguage(DONATION_MESSAGES.inProgress, french)).toBe("Votre don est en cours de traitement.");
  });
});
