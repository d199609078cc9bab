import { DONATION_MESSAGES } from "../commerce/donations";

/**
 * The words of the donate page, the contribution confirmed page and a gift not confirmed, the
 * refusals a donor reads and the donor's mails, in the primary language, each with what the
 * translation screen calls it. They are part of the store's words (storeTexts.ts), so one translation holds them
 * all; the refusals are the very words the donation checkout refuses with, so each is found by
 * them (storeRefusals.ts). The donation block's own title, description, amounts and funds stay
 * as the owner wrote them.
 */
export const DONATION_TEXT_SOURCES = {
  donateHeading: ["Donate", "Donate page: heading and title when the donation block has no title"],
  donateYourGift: ["Your gift", "Donate page: the gift step"],
  donateAmount: ["Amount", "Donate page: the suggested amounts, spoken"],
  donateOtherAmount: ["Other amount", "Donate page: the choice of typing an amount"],
  donateOtherAmountField: [
    "Other amount ({currency}, at least {minimum})",
    "Donate page: the typed amount's field ({currency} is the currency's code, {minimum} the smallest gift)",
  ],
  donateFund: ["Fund", "Donate page: the fund field"],
  donateHowOften: ["How often", "Donate page: once or every month, spoken"],
  donateOnce: ["Once", "Donate page: giving once"],
  donateEveryMonth: ["Every month", "Donate page: giving every month"],
  donateMonthlySignIn: ["To give every month, {signIn}.", "Donate page, signed out: giving every month ({signIn} is the sign-in link)"],
  donateSignInLink: ["sign in to your account", "Donate page, signed out: the sign-in link"],
  donateCoverFee: [
    "Add the processing fee ({fee}) so the whole gift reaches us",
    "Donate page: covering the fee ({fee} is the fee's rule, such as 2.9% + $0.30)",
  ],
  donateFeeOn: ["{fee} on {amount}", "Donate page: the fee on the chosen amount ({fee} is the fee, {amount} the gift)"],
  donateTotal: ["Total: {amount}", "Donate page: what will be charged ({amount} is the total)"],
  donateYourDetails: ["Your details", "Donate page: the donor's step"],
  donateYourName: ["Your name", "Donate page: the donor's name field"],
  donateYourEmail: ["Your email (for the receipt)", "Donate page: the donor's email field"],
  donateConfirmed: ["Contribution confirmed", "Contribution confirmed page: heading and title"],
  donateReceived: ["Thank you, {name}. Your gift of {amount} was received.", "Contribution confirmed page: a gift ({name} is the donor, {amount} the gift)"],
  donateReceivedFor: [
    "Thank you, {name}. Your gift of {amount} was received for {fund}.",
    "Contribution confirmed page: a gift to a fund ({name} is the donor, {amount} the gift, {fund} the fund)",
  ],
  donateMonthlyReceived: [
    "Thank you, {name}. Your monthly gift of {amount} was received.",
    "Contribution confirmed page: a monthly gift ({name} is the donor, {amount} the gift)",
  ],
  donateMonthlyReceivedFor: [
    "Thank you, {name}. Your monthly gift of {amount} was received for {fund}.",
    "Contribution confirmed page: a monthly gift to a fund ({name} is the donor, {amount} the gift, {fund} the fund)",
  ],
  donateFeeCovered: [
    "You covered the processing fee of {fee}, so the whole gift reaches us.",
    "Contribution confirmed page: the fee covered ({fee} is the fee)",
  ],
  donateCharged: [
    "Amount charged: {amount}. A receipt has been sent to {email}.",
    "Contribution confirmed page: the charge and the receipt ({amount} is the charge, {email} the donor's email)",
  ],
  donateStopMonthly: [
    "We will charge the same card each month. Stop your monthly gift at any time in {account}.",
    "Contribution confirmed page: a monthly gift ({account} is the link to the account)",
  ],
  donateYourAccount: ["your account", "Contribution confirmed page: the account link"],
  donateBackHome: ["Back to the home page", "Contribution confirmed page: the home page link"],
  donateNotThrough: ["Your gift did not go through", "Gift refused page: heading and title"],
  donateTryAgain: ["Try again", "Gift refused page: the link back to the donate page"],
  donateWaitingHeading: ["Waiting for your card's confirmation", "Gift waiting page: heading and title"],
  donateWaitingLine: [
    "Your gift of {amount} waits for your card's extra confirmation. Once it is confirmed, this page shows it received and a receipt is sent to {email}.",
    "Gift waiting page: first line ({amount} is the gift, {email} the donor's email)",
  ],
  donateCheckAgain: ["Check again", "Gift waiting page: the button showing the page again"],
  donateNotFound: [DONATION_MESSAGES.notFound, "Donation refusal: the donate page is gone"],
  donateChooseAmount: [DONATION_MESSAGES.chooseAmount, "Donation refusal: no amount"],
  donateAmountNotOffered: [DONATION_MESSAGES.amountNotOffered, "Donation refusal: an amount not offered"],
  donateAmountTooSmall: ["The smallest gift is {minimum}.", "Donation refusal: too small ({minimum} is the smallest gift)"],
  donateAmountTooLarge: ["The largest gift is {maximum}.", "Donation refusal: too large ({maximum} is the largest gift)"],
  donateFundRefused: [DONATION_MESSAGES.fund, "Donation refusal: a fund not offered"],
  donateMonthlySignInFirst: [DONATION_MESSAGES.monthlySignIn, "Donation refusal: a monthly gift signed out"],
  donateMonthlyNotOffered: [DONATION_MESSAGES.monthlyNotOffered, "Donation refusal: a monthly gift where none is offered"],
  donateNameRefused: [DONATION_MESSAGES.name, "Donation refusal: no name"],
  donateEmailRefused: [DONATION_MESSAGES.email, "Donation refusal: the email"],
  donateReusedKey: [DONATION_MESSAGES.reusedKey, "Donation refusal: the same gift sent again with other details"],
  donateInProgress: [DONATION_MESSAGES.inProgress, "Donation refusal: the gift still being processed"],
  donateConfirmationFailed: [DONATION_MESSAGES.confirmationFailed, "Gift refused page: the card's extra confirmation not completed"],
  donateConfirmationTooLate: [DONATION_MESSAGES.confirmationTooLate, "Gift refused page: the card's extra confirmation too late"],
  donateMailGreeting: ["Dear {name},", "Donation mails: the greeting ({name} is the donor)"],
  donateReceiptSubject: ["Your receipt for your gift to {site}", "Donation receipt mail: subject ({site} is the site's title)"],
  donateReceiptThanks: ["Thank you for your gift of {amount} to {site}.", "Donation receipt mail: a gift ({amount} is the gift, {site} the site's title)"],
  donateReceiptMonthlyThanks: [
    "Thank you for your monthly gift of {amount} to {site}.",
    "Donation receipt mail: a monthly gift's month ({amount} is the gift, {site} the site's title)",
  ],
  donateReceiptFund: ["Fund: {fund}", "Donation receipt mail: the fund chosen ({fund} is the fund)"],
  donateReceiptFee: [
    "You also covered the processing fee of {fee}, so the whole gift reaches us.",
    "Donation receipt mail: the fee covered ({fee} is the fee)",
  ],
  donateReceiptCharged: ["Amount charged: {amount}", "Donation receipt mail: the charge ({amount} is the gift and the fee)"],
  donateReceiptDate: ["Date: {date}", "Donation receipt mail: the day paid ({date} is the day)"],
  donateReceiptNumber: ["Receipt number: {number}", "Donation receipt mail: its number ({number} is the number)"],
  donateReceiptStopMonthly: [
    "You can stop your monthly gift at any time from your account page.",
    "Donation receipt mail: a monthly gift's month, how to stop it",
  ],
  donateReceiptKeep: ["Please keep this receipt for your records.", "Donation receipt mail: last line"],
  donateMonthlyGiftToFund: ["{amount} to {fund}", "Monthly gift mails: a month's gift to a fund ({amount} is the gift, {fund} the fund)"],
  donateMonthlyFailedSubject: ["Your monthly gift to {site} did not go through", "Monthly gift refused mail: subject ({site} is the site's title)"],
  donateMonthlyFailedLine: [
    "We could not charge your monthly gift of {gift} for {site} to your {method}.",
    "Monthly gift refused mail: first line ({gift} is the month's gift, {site} the site's title, {method} the card, such as card ending 4242)",
  ],
  donateMonthlyCardAnswer: ["The card's answer: {reason}", "Monthly gift refused mail: the card's refusal ({reason} is the card's words)"],
  donateMonthlyTryAgainOn: [
    "We will try again on {date}. Nothing else changes, and you can stop your monthly gift from your account page at any time.",
    "Monthly gift refused mail: the next try ({date} is its day)",
  ],
  donateMonthlyStoppedSubject: ["Your monthly gift to {site} has stopped", "Monthly gift stopped mail: subject ({site} is the site's title)"],
  donateMonthlyStoppedByPayment: [
    "Your monthly gift of {gift} for {site} has stopped: its payment did not go through after {tries} tries.",
    "Monthly gift stopped mail: stopped by its refused payment ({gift} is the month's gift, {site} the site's title, {tries} the tries)",
  ],
  donateMonthlyStoppedByOwner: [
    "Your monthly gift of {gift} for {site} has stopped: {site} stopped it.",
    "Monthly gift stopped mail: stopped by the site's owner ({gift} is the month's gift, {site} the site's title)",
  ],
  donateMonthlyNothingMore: [
    "Nothing more will be charged. Thank you for your gifts; to give again, use the site's donate page.",
    "Monthly gift stopped mail: last line",
  ],
} as const satisfies Record<string, readonly [string, string]>;
