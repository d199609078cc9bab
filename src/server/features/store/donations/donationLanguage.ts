import type { Db } from "../../../../db/database";
import { contributionConfirmedPath } from "../../../../domain/commerce/donations";
import { languagePath } from "../../../../domain/translations/languagePaths";
import { MULTILINGUAL_SETTINGS_KEY, readMultilingualSettings } from "../../../../domain/siteSettings/multilingualSchema";
import { PRIMARY_STORE_TEXTS, type StoreTexts } from "../../../../domain/translations/storeTexts";
import type { Website } from "../../sites/websiteRecord";
import type { DonationMailLanguage } from "./donationMail";
import { shoppingLanguage, storeTextsFor } from "../storeLanguage";

/** The language a donation page or answer is in: its prefix ("" for the primary language), its locale (null for the primary) and the store's words in it. */
export interface DonationLanguage {
  pathPrefix: string;
  locale: string | null;
  texts: StoreTexts;
}

const PRIMARY: DonationLanguage = { pathPrefix: "", locale: null, texts: PRIMARY_STORE_TEXTS };

/** The site's additional languages, each with its prefix. */
function additionalLanguages(website: Website) {
  return readMultilingualSettings(website.extraSettings[MULTILINGUAL_SETTINGS_KEY]).languages;
}

/**
 * The language a donation page's address is in: the primary one (no prefix), one of the site's
 * additional languages under its prefix with the store's words in it, or none (an unknown prefix).
 */
export async function donationLanguageOfPrefix(db: Db, website: Website, prefix: string | undefined): Promise<DonationLanguage | null> {
  if (prefix === undefined) return PRIMARY;
  const language = additionalLanguages(website).find((l) => l.pathPrefix === prefix);
  return language ? { pathPrefix: prefix, locale: language.locale, texts: await storeTextsFor(db, website.id, language.locale) } : null;
}

/** The language a gift was sent from, by its page's locale: one of the site's additional languages, else the primary. */
export async function donationLanguageOfLocale(db: Db, website: Website, locale: unknown): Promise<DonationLanguage> {
  const additional = shoppingLanguage(website, typeof locale === "string" ? locale : undefined) ?? null;
  const language = additionalLanguages(website).find((l) => l.locale === additional);
  return language ? { pathPrefix: language.pathPrefix, locale: language.locale, texts: await storeTextsFor(db, website.id, language.locale) } : PRIMARY;
}

/** An answer's next address under the language's prefix when it is a contribution confirmed page; any other (the provider's confirmation step) as it is. */
export function redirectInLanguage(body: Record<string, unknown>, pathPrefix: string): Record<string, unknown> {
  const confirmed = typeof body.redirect === "string" && body.redirect.startsWith(contributionConfirmedPath(""));
  return confirmed ? { ...body, redirect: languagePath(pathPrefix, body.redirect as string) } : body;
}

/** The words and days of a gift's or a monthly gift's mails, in the language it was made in (its `locale`; the primary for null). */
export async function donationMailLanguage(db: Db, websiteId: string, locale: string | null): Promise<DonationMailLanguage> {
  return { texts: await storeTextsFor(db, websiteId, locale), locale };
}
