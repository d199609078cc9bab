import { CARD_PAYMENTS_UNAVAILABLE } from "../commerce/paymentKeys";
import { ACCOUNT_TEXT_SOURCES } from "./accountTextSources";
import { BLOG_TEXT_SOURCES } from "./blogTextSources";
import { COMMENT_TEXT_SOURCES } from "./commentTextSources";
import { CONTROL_TEXT_SOURCES } from "./controlTextSources";
import { DONATION_TEXT_SOURCES } from "./donationTextSources";
import { LISTING_BLOCK_TEXT_SOURCES } from "./listingBlockTextSources";
import { MEMBER_TEXT_SOURCES } from "./memberTextSources";
import { NEWSLETTER_TEXT_SOURCES } from "./newsletterTextSources";
import { RECURRING_TEXT_SOURCES } from "./recurringTextSources";
import { REVIEW_TEXT_SOURCES } from "./reviewTextSources";
import { PAGE_TEXT_SOURCES } from "./pageTextSources";
import type { SourceText } from "./translatableText";
import type { TranslationLookup } from "./translatedItems";
import type { TranslationFields } from "./translationModel";

/** The one translatable item of kind "store": the shop's, the site header's, the search page's, the blog's and events', the comment threads', the member areas', the customer account pages', the checkout's and the order mails' words. */
export const STORE_TEXTS_ITEM = "checkout-and-mails";

/** What the translation screen calls the store's words. */
export const STORE_TEXTS_TITLE = "Shop, header, search and order mails";

/**
 * The store's words a buyer reads in the cart, at checkout, on the order pages and in the order
 * mails, in the primary language (English), each with what the translation screen calls it, and
 * the site's own pages' words (pageTextSources.ts) its blogs' and events' (blogTextSources.ts), its comment threads' (commentTextSources.ts), its listing blocks' (listingBlockTextSources.ts), its pictures', videos' and maps' controls' (controlTextSources.ts) its member areas' (memberTextSources.ts), its customer account pages' (accountTextSources.ts) and its recurring prices' (recurringTextSources.ts). The names in braces (`{site}`, `{number}`,
 * `{product}`…) are filled in where the words are used.
 */
const STORE_TEXT_SOURCES = {
  cart: ["Shopping cart", "Cart page heading"],
  cartEmpty: ["You have nothing in your shopping cart.", "Cart page: empty cart"],
  item: ["Item", "Cart page: item column"],
  price: ["Price", "Cart page: price column"],
  quantity: ["Quantity", "Cart page: quantity column"],
  quantityOf: ["Quantity of {product}", "Cart page: quantity field ({product} is the product's name)"],
  remove: ["Remove", "Cart page: remove button"],
  removeProduct: ["Remove {product}", "Cart page: remove button, spoken ({product} is the product's name)"],
  cartNote: ["Shipping and tax are worked out at checkout.", "Cart page: note under the subtotal"],
  cannotUpdateQuantity: ["Unable to update quantity", "Cart page error: a quantity not changed"],
  cannotRemoveItem: ["Unable to remove item", "Cart page error: an item not removed"],
  checkout: ["Checkout", "Checkout page heading"],
  subscriptionCheckout: ["Subscription checkout", "Subscription checkout page heading"],
  orderSummary: ["Order summary", "Order summary heading"],
  contact: ["Contact", "Contact step"],
  email: ["Email", "Email field"],
  delivery: ["Delivery", "Delivery step"],
  savedAddresses: ["Your saved addresses", "Saved addresses choice"],
  anotherAddress: ["Another address", "Saved addresses: typing another one"],
  fullName: ["Full name", "Name field"],
  country: ["Country", "Country field"],
  region: ["State or region", "Region field"],
  shippingOption: ["Shipping option", "Shipping choice"],
  pickup: ["You pick up your order at {address}.", "Pick-up line ({address} is the pick-up address)"],
  pickupAtStore: ["You pick up your order at the store.", "Pick-up line without an address"],
  address: ["Address", "Street field"],
  address2: ["Apartment, suite (optional)", "Second address line field"],
  city: ["City", "City field"],
  postalCode: ["Zip or postal code", "Postal code field"],
  phone: ["Phone (optional)", "Phone field"],
  coupon: ["Coupon", "Coupon step"],
  couponCode: ["Coupon code (optional)", "Coupon field"],
  apply: ["Apply", "Apply button"],
  giftCard: ["Gift card", "Gift card step"],
  giftCardCode: ["Gift card code (optional)", "Gift card field"],
  amountDue: ["Amount due", "Amount due line"],
  giftCardLeft: ["{amount} stays on the gift card.", "Gift card: what is left on it ({amount} is the amount)"],
  payment: ["Payment", "Payment step"],
  savedCardNote: [
    "Your card is saved with the payment provider and charged again at each renewal. You can pause or cancel in your account at any time.",
    "Subscription checkout: what happens to the card",
  ],
  paidByGiftCard: ["Your gift card pays for the whole order, so no card is needed.", "Payment step when a gift card pays everything"],
  cardNumber: ["Card number", "Card number field"],
  expiryMonth: ["Expiry month (MM)", "Expiry month field"],
  expiryYear: ["Expiry year (YYYY)", "Expiry year field"],
  securityCode: ["Security code", "Security code field"],
  cardPaymentsUnavailable: [CARD_PAYMENTS_UNAVAILABLE, "Payment step when the site's card payments are not set up yet"],
  cardDetails: ["Card", "Card field (Stripe's card element)"],
  cardNeedsScript: ["Paying by card needs JavaScript. Turn it on in your browser, then reload this page.", "Payment step without JavaScript"],
  cardNotLoaded: ["The card form could not load. Check your internet connection, then try again.", "Payment step when the card form does not load"],
  tryAgain: ["Try again", "Payment step: button loading the card form again"],
  placeOrder: ["Place order", "Place order button"],
  subscribe: ["Subscribe", "Subscription checkout button"],
  fieldsNotValid: ["Some fields are not valid.", "Checkout error when fields are refused"],
  checkFields: ["Check {fields}.", "Checkout error above a step ({fields} names the refused fields)"],
  and: ["and", "Checkout error: the word before the last refused field"],
  checkConnection: ["Please check your internet connection.", "Checkout error when the shop cannot be reached"],
  cardDeclined: ["Your card was declined.", "Checkout error: card declined"],
  notCharged: ["Your payment did not go through, and your card was not charged. Please check out again.", "Checkout error: payment failed"],
  providerUnreachable: [
    "We could not reach the payment provider. Your card was not charged. Please try again.",
    "Checkout error: payment provider unreachable",
  ],
  emailInvalid: ["Email is not valid. Email addresses should follow the format email@example.com.", "Checkout error: email"],
  nameRequired: ["Enter the recipient's name.", "Checkout error: name"],
  streetRequired: ["Enter the street address.", "Checkout error: street"],
  cityRequired: ["Enter the city.", "Checkout error: city"],
  addressRequired: ["Enter a shipping address.", "Checkout error: no address"],
  zip: ["Enter a US zip code of exactly 5 digits.", "Checkout error: US zip code"],
  shippingRequired: ["Choose a shipping option.", "Checkout error: no shipping option"],
  itemUnavailable: ["An item in your cart is no longer available. Please remove it to continue.", "Checkout error: item no longer for sale"],
  stillProcessing: ["This checkout is still being processed. Please wait a moment and reload the page.", "Checkout error: still processing"],
  alreadyCheckedOut: ["This cart has already been checked out.", "Checkout error: cart already bought"],
  subtotal: ["Subtotal", "Subtotal line"],
  shipping: ["Shipping", "Shipping line"],
  tax: ["Tax", "Tax line"],
  total: ["Total", "Total line"],
  thanks: ["Thank you for your order", "Order page heading once paid"],
  handoverDelivery: ["Delivery to {address}", "Order page and mail: where it is delivered ({address} is the address)"],
  handoverPickup: ["Pick-up at {address}", "Order page and mail: where it is picked up ({address} is the store's address)"],
  handoverPickupAtStore: ["Pick-up at the store", "Order page and mail: picked up, with no address"],
  orderConfirmed: ["Your order is confirmed.", "Order page: confirmed"],
  orderReceived: ["Order received", "Order page heading while the payment is confirmed"],
  awaitingPayment: ["We received your order and are waiting for the payment confirmation.", "Order page: waiting for the payment"],
  paymentConfirmed: ["Your payment is confirmed.", "Order page: payment confirmed"],
  orderStands: ["Here is where your order stands.", "Order status page: first line"],
  confirmationSent: ["A confirmation has been sent to {email}.", "Order page: confirmation mail sent"],
  confirmationOnItsWay: ["A confirmation is on its way to {email}.", "Order page: confirmation mail on its way"],
  pageIsReceipt: ["This page is your receipt: keep its address. The shop will be in touch at {email} if needed.", "Order page: confirmation mail not sent"],
  statusPendingPayment: ["Waiting for payment", "Order status: waiting for payment"],
  statusAwaitingConfirmation: ["Waiting for your payment confirmation", "Order status: waiting for the buyer's confirmation"],
  statusPaid: ["Paid", "Order status: paid"],
  statusPaymentFailed: ["Payment failed", "Order status: payment failed"],
  statusFulfilled: ["Fulfilled", "Order status: fulfilled"],
  statusRefunded: ["Refunded", "Order status: refunded"],
  downloadProduct: ["Download {product}", "Order page: download link ({product} is the product's name)"],
  subscriptionConfirmed: ["Subscription confirmed", "Subscription confirmed page heading"],
  subscriptionThanks: ["Thank you. A confirmation has been sent to {email}.", "Subscription confirmed page: first line"],
  chargedTo: ["Charged to your {method}.", "Subscription confirmed page: the card ({method} is the card's name)"],
  nextPaymentOn: ["Next payment: {date}", "Subscription confirmed page: next payment"],
  pauseInAccount: ["Pause or cancel at any time in {account}.", "Subscription confirmed page, signed in ({account} is the link to the account)"],
  yourAccount: ["your account", "Subscription confirmed page: the account link"],
  signUpToPause: [
    "To pause or cancel, {signUp} with {email}: your subscriptions show there.",
    "Subscription confirmed page, signed out ({signUp} is the sign-up link)",
  ],
  createAccount: ["create an account", "Subscription confirmed page: the sign-up link"],
  confirmationSubject: ["Your {site} order {number}", "Order confirmation mail: subject"],
  confirmationHeading: ["Thank you for your order from {site}.", "Order confirmation mail: heading"],
  orderNumber: ["Order {number}", "Order mails: order number"],
  download: ["Download", "Order confirmation mail: download link"],
  viewOrder: ["View your order", "Order confirmation mail: button"],
  orderStatus: ["Order status", "Order mails: status link"],
  shippedSubject: ["Your {site} order {number} is on its way", "Fulfilment mail: subject when shipped"],
  shippedLine: ["Your order {number} from {site} is on its way.", "Fulfilment mail: first line when shipped"],
  readySubject: ["Your {site} order {number} is ready", "Fulfilment mail: subject when ready to pick up"],
  readyLine: ["Your order {number} from {site} is ready.", "Fulfilment mail: first line when ready to pick up"],
  carrier: ["Carrier", "Fulfilment mail: carrier"],
  trackingNumber: ["Tracking number", "Fulfilment mail: tracking number"],
  trackParcel: ["Track your parcel", "Fulfilment mail: tracking link"],
  noteFrom: ["A note from {site}:", "Fulfilment mail: the owner's note"],
  giftCardAmount: ["Amount", "Gift card checkout: amount step"],
  giftCardFor: ["Who is it for?", "Gift card checkout: recipient step"],
  recipientName: ["Recipient's name", "Gift card checkout: recipient's name field"],
  recipientEmail: ["Recipient's email", "Gift card checkout: recipient's email field"],
  senderName: ["Your name", "Gift card checkout: sender's name field"],
  giftMessage: ["Message (optional)", "Gift card checkout: message field"],
  receiptEmail: ["Your email (for the receipt)", "Gift card checkout: buyer's email field"],
  buyGiftCard: ["Buy gift card", "Gift card checkout: button"],
  giftCardSubject: ["{sender} sent you a {amount} gift card for {site}", "Gift card mail: subject"],
  giftCardHello: ["Hello {recipient},", "Gift card mail: greeting"],
  giftCardSent: ["{sender} sent you a gift card of {amount} for {site}.", "Gift card mail: first line"],
  giftCardCodeLine: ["Your gift card code: {code}", "Gift card mail: the code"],
  giftCardUseAt: [
    "Type it in the Gift card box at checkout on {address}. What you do not spend stays on the card for your next order.",
    "Gift card mail: how to spend it ({address} is the shop's address)",
  ],
  giftCardUse: ["Type it in the Gift card box at checkout. What you do not spend stays on the card for your next order.", "Gift card mail: how to spend it"],
  renewedSubject: ["Your {product} subscription renewed", "Subscription renewed mail: subject"],
  renewedLine: ["Your subscription to {product} from {site} renewed: {amount} was charged to your {method}.", "Subscription renewed mail: first line"],
  nextPayment: ["Its next payment is on {date}.", "Subscription renewed mail: next payment"],
  pauseOrCancel: ["You can pause or cancel it in your account at any time.", "Subscription renewed mail: last line"],
  renewalFailedSubject: ["Your {product} payment did not go through", "Renewal failed mail: subject"],
  renewalFailedLine: ["We could not charge {amount} to your {method} for your subscription to {product} from {site}.", "Renewal failed mail: first line"],
  cardAnswer: ["The card's answer: {reason}", "Renewal failed mail: the card's answer"],
  retryOn: ["We will try again on {date}. Until then your subscription is past due.", "Renewal failed mail: next try"],
  cancelledSubject: ["Your {product} subscription was cancelled", "Subscription cancelled mail: subject"],
  cancelledLine: [
    "Your subscription to {product} from {site} was cancelled: its payment of {amount} did not go through after {attempts} tries.",
    "Subscription cancelled mail: first line",
  ],
  nothingMore: ["Nothing more will be charged. To subscribe again, buy it again in the shop.", "Subscription cancelled mail: last line"],
  ...PAGE_TEXT_SOURCES,
  ...BLOG_TEXT_SOURCES,
  ...COMMENT_TEXT_SOURCES,
  ...LISTING_BLOCK_TEXT_SOURCES,
  ...CONTROL_TEXT_SOURCES,
  ...MEMBER_TEXT_SOURCES,
  ...DONATION_TEXT_SOURCES,
  ...NEWSLETTER_TEXT_SOURCES,
  ...ACCOUNT_TEXT_SOURCES,
  ...RECURRING_TEXT_SOURCES,
  ...REVIEW_TEXT_SOURCES,
} as const satisfies Record<string, readonly [string, string]>;

/** The store's words in one language, by name. */
export type StoreTexts = { readonly [K in keyof typeof STORE_TEXT_SOURCES]: string };

/** The store's words in the primary language. */
export const PRIMARY_STORE_TEXTS = Object.fromEntries(Object.entries(STORE_TEXT_SOURCES).map(([name, [text]]) => [name, text])) as StoreTexts;

/** The store's words as the translation screen lists them: field name, what it is, the primary words. */
export function storeSourceTexts(): SourceText[] {
  return Object.entries(STORE_TEXT_SOURCES).map(([name, [text, of]]) => ({ name, of, text }));
}

/** The store's words in a language: each translated one, the primary words for the rest. */
export function storeTextsIn(fields: TranslationFields | undefined): StoreTexts {
  if (!fields) return PRIMARY_STORE_TEXTS;
  return Object.fromEntries(Object.entries(PRIMARY_STORE_TEXTS).map(([name, text]) => [name, fields[name]?.trim() ? fields[name] : text])) as StoreTexts;
}

/** The store's words in a page's language, from the site's translations into it (the primary words without them). */
export function storeTextsOf(lookup: TranslationLookup | undefined): StoreTexts {
  return storeTextsIn(lookup?.of("store", STORE_TEXTS_ITEM));
}

/** The filling helper, where the store's words are read. */
export { filledIn } from "./filledIn";
