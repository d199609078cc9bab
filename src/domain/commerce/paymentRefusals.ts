/**
 * The refusals of a payment's fields (the card typed for the test gateway, Stripe's payment
 * method), apart from their schema so the store's words, which pages' scripts load, can name them
 * without the schema library.
 */
export const PAYMENT_REFUSALS = {
  cardNumber: "Enter the card number.",
  expMonth: "Enter the expiry month.",
  expYear: "Enter the expiry year.",
  cvc: "Enter the 3 or 4 digit security code.",
  paymentMethod: "Enter a payment method.",
} as const;
