/**
 * The words of the mail a new newsletter subscriber gets, in the primary language, each with what
 * the translation screen calls it: sent in the language of the page the visitor signed up on. They
 * are part of the store's words (storeTexts.ts), so one translation holds them all.
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
} as const satisfies Record<string, readonly [string, string]>;
