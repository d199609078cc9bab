import { Parser } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoreDonationPlanRow, StoreDonationRow } from "../../../db/donationRows";
import type { StoreSubscriptionRow } from "../../../db/subscriptionRows";
import { PALETTES } from "../../../domain/siteStyles/palettes";
import { PRIMARY_STORE_TEXTS, storeTextsIn } from "../../../domain/translations/storeTexts";
import { startSmtpCatcher, type SmtpCatcher } from "../../testing/smtpCatcher";
import type { OutgoingMail } from "../mail/mailService";
import { smtpTransport } from "../mail/mailTransport";
import { donationReceiptMail, monthlyGiftFailedMail, monthlyGiftStoppedMail } from "./donations/donationMail";
import { mailLookOfSite, type MailSite } from "./mailLook";
import { cancelledForPaymentMail, paymentFailedMail, renewedMail } from "./subscriptions/subscriptionMail";

const STAMP = "2026-12-03T09:00:00.000Z";
/** A site whose name and the buyer's words hold characters HTML gives a meaning to. */
const SITE: MailSite = {
  title: "Bean & <Co>",
  look: mailLookOfSite(JSON.stringify({ siteStyles: { palette: "forest", light: PALETTES.forest.light, dark: PALETTES.forest.dark } })),
};
const FRENCH = {
  texts: storeTextsIn({ renewedLine: "Votre abonnement à {product} chez {site} est renouvelé : {amount} débités sur votre {method}." }),
  locale: "fr-FR",
};
const ENGLISH = { texts: PRIMARY_STORE_TEXTS, locale: "en-GB" };
const DONOR_ENGLISH = { texts: PRIMARY_STORE_TEXTS, locale: null };

const subscription: StoreSubscriptionRow = {
  id: "s1",
  websiteId: "w1",
  orderId: "o1",
  productId: "p1",
  variantId: "v1",
  productName: 'Club "café" <b>',
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
  methodLabel: "Card ending 4242",
  startedAt: STAMP,
  nextPeriod: 3,
  nextChargeAt: "2027-01-03T09:00:00.000Z",
  pausedAt: null,
  cancelledAt: null,
  createdAt: STAMP,
  updatedAt: STAMP,
};

const plan: StoreDonationPlanRow = {
  id: "p1",
  websiteId: "w1",
  donatePageId: "d1",
  amountCents: 1000,
  feeCents: 0,
  currency: "USD",
  fund: "Boats & <Oars>",
  email: "ada@example.com",
  name: "Ada <Lovelace>",
  siteUserId: "u1",
  provider: "test",
  methodReference: "m",
  customerReference: null,
  methodLabel: "Card ending 4242",
  status: "active",
  stoppedBy: null,
  nextMonth: 2,
  nextChargeAt: STAMP,
  createdAt: STAMP,
  cancelledAt: null,
  locale: null,
};

const gift: StoreDonationRow = {
  id: "0123456789abcdef01234567",
  websiteId: "w1",
  idempotencyKey: "k",
  requestHash: "h",
  donatePageId: "d1",
  planId: "p1",
  amountCents: 1000,
  feeCents: 59,
  totalCents: 1059,
  currency: "USD",
  fund: "Boats & <Oars>",
  frequency: "monthly",
  email: "ada@example.com",
  name: "Ada <Lovelace>",
  siteUserId: "u1",
  status: "paid",
  provider: "test",
  paymentReference: "r",
  answerJson: null,
  baseUrl: null,
  createdAt: STAMP,
  paidAt: STAMP,
  attempts: 1,
  nextAttemptAt: null,
  claimedAt: null,
  declineMessage: null,
  locale: null,
};

/** The paragraphs a mail's HTML part shows, each its lines joined by line breaks, as a reader sees them. */
function paragraphsOfHtml(html: string): string[] {
  const paragraphs: string[] = [];
  let current: string | null = null;
  const parser = new Parser({
    onopentag(name) {
      if (name === "p") current = "";
      if (name === "br" && current !== null) current += "\n";
    },
    ontext(text) {
      if (current !== null) current += text;
    },
    onclosetag(name) {
      if (name === "p" && current !== null) paragraphs.push(current);
      if (name === "p") current = null;
    },
  });
  parser.write(html);
  parser.end();
  return paragraphs;
}

const MAILS: [string, OutgoingMail][] = [
  ["a renewal charged", renewedMail(subscription, SITE, subscription.nextChargeAt, ENGLISH)],
  ["a renewal charged, in the order's language", renewedMail(subscription, SITE, subscription.nextChargeAt, FRENCH)],
  ["a renewal refused and tried again", paymentFailedMail(subscription, SITE, PRIMARY_STORE_TEXTS.cardDeclined, STAMP, ENGLISH)],
  ["a subscription cancelled after its last try", cancelledForPaymentMail(subscription, SITE, 4, ENGLISH)],
  ["a monthly gift's receipt", donationReceiptMail(gift, SITE, STAMP, DONOR_ENGLISH)],
  ["a monthly gift's month refused", monthlyGiftFailedMail(plan, SITE, "Your card was declined.", STAMP, DONOR_ENGLISH)],
  ["a monthly gift stopped", monthlyGiftStoppedMail(plan, SITE, { by: "payment", tries: 4 }, DONOR_ENGLISH)],
];

let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.close();
});

describe("the renewal and monthly gift mails, as text and as HTML in the site's look", () => {
  it.each(MAILS)("%s arrives with both parts saying the same words", async (_, mail) => {
    if (!("text" in mail)) throw new Error("these mails carry their words");
    const before = smtp.mails.length;
    await smtpTransport(smtp.url).send({ from: "Bean <shop@bean.example>", to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
    const caught = smtp.mails[before]!;
    expect(caught.text.trim()).toBe(mail.text);
    const html = caught.html ?? "";
    expect(paragraphsOfHtml(html)).toEqual(["Bean & <Co>", ...mail.text.split("\n\n")]);
    expect(html).toContain(`color:${PALETTES.forest.light.accent};font-weight:700;font-size:20px">Bean &amp; &lt;Co&gt;</p>`);
    expect(html).not.toMatch(/<Co>|<b>|<Oars>|<Lovelace>/);
  });

  it("writes a renewal's HTML part in the order's language, as its text part", () => {
    const [, french] = MAILS[1]!;
    if (!("text" in french)) throw new Error("these mails carry their words");
    expect(french.text).toContain('Votre abonnement à Club "café" <b> chez Bean & <Co> est renouvelé : €12.00 débités sur votre card ending 4242.');
    expect(french.html).toContain("Votre abonnement à Club &quot;café&quot; &lt;b&gt; chez Bean &amp; &lt;Co&gt; est renouvelé");
    expect(french.text).toContain("3 janvier 2027");
    expect(french.html).toContain("3 janvier 2027");
  });
});
