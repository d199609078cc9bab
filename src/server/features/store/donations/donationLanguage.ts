import type { Db } from "../../../../db/database";
import { contributionConfirmedPath } from "../../../../domain/commerce/donations";
import { languagePath } from "../../../../domain/translations/languagePaths";
import type { DonationMailLanguage } from "./donationMail";
import { storeTextsFor } from "../storeLanguage";

/** An answer's next address under the language's prefix when it is a contribution confirmed page; any other (the provider's confirmation step) as it is. */
export function redirectInLanguage(body: Record<string, unknown>, pathPrefix: string): Record<string, unknown> {
  const confirmed = typeof body.redirect === "string" && body.redirect.startsWith(contributionConfirmedPath(""));
  return confirmed ? { ...body, redirect: languagePath(pathPrefix, body.redirect as string) } : body;
}

/** The words and days of a gift's or a monthly gift's mails, in the language it was made in (its `locale`; the primary for null). */
export async function donationMailLanguage(db: Db, websiteId: string, locale: string | null): Promise<DonationMailLanguage> {
  return { texts: await storeTextsFor(db, websiteId, locale), locale };
}
