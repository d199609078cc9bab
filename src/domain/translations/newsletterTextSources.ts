/**
 * The words of the mail a new newsletter subscriber gets and of the unsubscribe page its link
 * opens, in the primary language, each with what the translation screen calls it: in the language
 * of the page the visitor signed up on. They are part of the store's words (storeTexts.ts), so one
 * translation holds them all.
 */
export const NEWSLETTER_TEXT_SOURCES = {
  newsletterWelcomeSubject: ["You're subscribed to {site}", "Newsletter welcome mail: subject ({site} is the site's title)"],
  newsletterWelcomeHello: ["Hello {name},", "Newsletter welcome mail: greeting ({name} is the subscriber's name)"],
  newsletterWelcomeHelloNoName: ["Hello,", "Newsletter welcome mail: greeting without a name"],
  newsletterWelcomeThanks: ["Thank you for signing up for news from {site}.", "Newsletter welcome mail: thanks ({site} is the site's title)"],
  newsletterWelcomeLeave: [
    "To stop receiving these mails, unsubscribe here: {link}",
    "Newsletter welcome mail, text: how to leave ({link} is the unsubscribe address)",
  ],
  newsletterWelcomeLeaveLinked: ["To stop receiving these mails, {link}.", "Newsletter welcome mail, HTML: how to leave ({link} is the link below)"],
  newsletterWelcomeUnsubscribe: ["unsubscribe", "Newsletter welcome mail, HTML: the unsubscribe link"],
  unsubscribeTitle: ["Unsubscribe", "Unsubscribe page: heading and title while it asks"],
  unsubscribeAsk: ["Stop sending the {site} newsletter to {email}?", "Unsubscribe page: the question ({site} is the site's title, {email} the address)"],
  unsubscribeButton: ["Unsubscribe", "Unsubscribe page: the button"],
  unsubscribeDoneTitle: ["You have been unsubscribed", "Unsubscribe page: heading once done"],
  unsubscribeDone: ["{email} will get no more newsletter mail from {site}.", "Unsubscribe page once done ({email} is the address, {site} the site's title)"],
  unsubscribeNotSubscribedTitle: ["Not subscribed", "Unsubscribe page: heading for an address already gone"],
  unsubscribeNotSubscribed: ["{email} is not subscribed to the {site} newsletter.", "Unsubscribe page: an address already gone ({email}, {site})"],
  unsubscribeInvalidTitle: ["This unsubscribe link is not valid", "Unsubscribe page: heading for a link not known"],
  unsubscribeInvalid: ["The link may be incomplete. Please copy the whole link from the mail and try again.", "Unsubscribe page: a link not known"],
  unsubscribeBack: ["Back to {site}", "Unsubscribe page: the link to the home page ({site} is the site's title)"],
} as const satisfies Record<string, readonly [string, string]>;
