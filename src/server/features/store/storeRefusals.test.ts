import { describe, expect, it } from "vitest";
import { DELIVERY_ADDRESS_REFUSALS } from "../../../domain/api/commerce";
import { DOMAIN_ERROR_CODE, DomainError, invalid } from "../../../domain/errors";
import { FORM_TEXTS } from "../../../domain/forms/formTexts";
import { CART_MESSAGES } from "../../../domain/messages/cartMessages";
import { emailNotValid } from "../../../domain/messages/formMessages";
import { PRIMARY_STORE_TEXTS, storeTextsIn } from "../../../domain/translations/storeTexts";
import { CHECKOUT_REFUSALS } from "./checkout";
import { TEST_GATEWAY_MESSAGES } from "./payments/testGateway";
import { answerInLanguage, refusalInLanguage, refusingInLanguage } from "./storeRefusals";

const FRENCH = storeTextsIn({
  cardDeclined: "Votre carte a été refusée.",
  cityRequired: "Saisissez la ville.",
  fieldsNotValid: "Certains champs ne sont pas valides.",
});

describe("the store's refusals in the buyer's language", () => {
  it("are the very words the checkout refuses with, so each is found by them", () => {
    expect(PRIMARY_STORE_TEXTS.cardDeclined).toBe(TEST_GATEWAY_MESSAGES.declined);
    expect(PRIMARY_STORE_TEXTS.checkConnection).toBe(CART_MESSAGES.checkConnection);
    expect(PRIMARY_STORE_TEXTS.cartEmpty).toBe(CART_MESSAGES.empty);
    expect(PRIMARY_STORE_TEXTS.cannotUpdateQuantity).toBe(CART_MESSAGES.unableToUpdateQuantity);
    expect(PRIMARY_STORE_TEXTS.cannotRemoveItem).toBe(CART_MESSAGES.unableToRemoveItem);
    expect(PRIMARY_STORE_TEXTS.emailInvalid).toBe(emailNotValid(FORM_TEXTS.emailExample));
    expect(PRIMARY_STORE_TEXTS.streetRequired).toBe(DELIVERY_ADDRESS_REFUSALS.line1);
    expect(PRIMARY_STORE_TEXTS.cityRequired).toBe(DELIVERY_ADDRESS_REFUSALS.city);
    expect(PRIMARY_STORE_TEXTS.notCharged).toBe(CHECKOUT_REFUSALS.notCharged);
    expect(PRIMARY_STORE_TEXTS.providerUnreachable).toBe(CHECKOUT_REFUSALS.providerUnreachable);
    expect(PRIMARY_STORE_TEXTS.addressRequired).toBe(CHECKOUT_REFUSALS.addressRequired);
    expect(PRIMARY_STORE_TEXTS.zip).toBe(CHECKOUT_REFUSALS.zip);
    expect(PRIMARY_STORE_TEXTS.shippingRequired).toBe(CHECKOUT_REFUSALS.shippingOption);
    expect(PRIMARY_STORE_TEXTS.itemUnavailable).toBe(CHECKOUT_REFUSALS.unavailable);
    expect(PRIMARY_STORE_TEXTS.stillProcessing).toBe(CHECKOUT_REFUSALS.stillProcessing);
    expect(PRIMARY_STORE_TEXTS.alreadyCheckedOut).toBe(CHECKOUT_REFUSALS.purchased);
  });

  it("translates the words it knows and leaves any other as written", () => {
    expect(refusalInLanguage("Your card was declined.", FRENCH)).toBe("Votre carte a été refusée.");
    expect(refusalInLanguage("Your card has expired.", FRENCH)).toBe("Your card has expired.");
    // A known refusal not translated yet stays the primary language's.
    expect(refusalInLanguage(CHECKOUT_REFUSALS.zip, FRENCH)).toBe(CHECKOUT_REFUSALS.zip);
  });

  it("translates an answer's refusal and each field's, and leaves a paid answer alone", () => {
    const refused = { error: "Some fields are not valid.", code: "invalid", errors: { "shippingAddress.city": "Enter the city." } };
    expect(answerInLanguage(refused, FRENCH)).toEqual({
      error: "Certains champs ne sont pas valides.",
      code: "invalid",
      errors: { "shippingAddress.city": "Saisissez la ville." },
    });
    const paid = { status: "paid", redirect: "/commerce/order-confirmed/x" };
    expect(answerInLanguage(paid, FRENCH)).toBe(paid);
  });

  it("throws a step's refusal again in the language, with its kind and fields", async () => {
    const refusal = refusingInLanguage(FRENCH, () => Promise.reject(invalid("Some fields are not valid.", { "shippingAddress.city": "Enter the city." })));
    await expect(refusal).rejects.toMatchObject({
      code: DOMAIN_ERROR_CODE.INVALID,
      message: "Certains champs ne sont pas valides.",
      fieldErrors: { "shippingAddress.city": "Saisissez la ville." },
    });
    await expect(refusingInLanguage(FRENCH, () => Promise.resolve(7))).resolves.toBe(7);
    const other = new Error("disk full");
    await expect(refusingInLanguage(FRENCH, () => Promise.reject(other))).rejects.toBe(other);
    await expect(refusingInLanguage(FRENCH, () => Promise.reject(new DomainError(DOMAIN_ERROR_CODE.CONFLICT, "x")))).rejects.toMatchObject({
      code: "conflict",
    });
  });
});
