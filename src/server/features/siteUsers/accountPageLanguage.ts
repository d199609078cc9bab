import type { z } from "zod";
import { domainErrorAnswer } from "../../../domain/errorAnswer";
import { isDomainError } from "../../../domain/errors";
import { refusalIn } from "../../../domain/translations/accountWords";
import { languagePath } from "../../../domain/translations/languagePaths";
import { filledIn, PRIMARY_STORE_TEXTS, type StoreTexts } from "../../../domain/translations/storeTexts";
import type { Db } from "../../../db/database";
import { siteLanguages } from "../multilingual/siteLanguages";
import type { Website } from "../sites/websiteRecord";
import { shoppingLanguage, storeTextsFor } from "../store/storeLanguage";

/** The language an account page is shown in: its prefix ("" for the primary language), its locale (null for the primary) and the store's words in it. */
export interface AccountLanguage {
  pathPrefix: string;
  locale: string | null;
  texts: StoreTexts;
}

/** The primary language: no prefix, the primary words. */
const PRIMARY: AccountLanguage = { pathPrefix: "", locale: null, texts: PRIMARY_STORE_TEXTS };

/**
 * The language an account page's address is in: the primary one (no prefix), one of the site's
 * additional languages under its prefix with the store's words in it, or none (an unknown prefix).
 */
export async function accountLanguageOf(db: Db, website: Website, prefix: string | undefined): Promise<AccountLanguage | null> {
  if (prefix === undefined) return PRIMARY;
  const language = siteLanguages(website)
    .slice(1)
    .find((l) => l.pathPrefix === prefix);
  return language ? { pathPrefix: prefix, locale: language.locale, texts: await storeTextsFor(db, website.id, language.locale) } : null;
}

/** The language of the account page a script called from, by the page's locale: one of the site's additional languages, else the primary one. */
export async function accountLanguageOfLocale(db: Db, website: Website, locale: string | undefined): Promise<AccountLanguage> {
  const additional = shoppingLanguage(website, locale) ?? null;
  const language = siteLanguages(website)
    .slice(1)
    .find((l) => l.locale === additional);
  return language ? { pathPrefix: language.pathPrefix, locale: language.locale, texts: await storeTextsFor(db, website.id, language.locale) } : PRIMARY;
}

/** An account address in the page's language ("/fr/account" for "/account"), where a redirect leads. */
export function accountPathIn(language: AccountLanguage, path: string): string {
  return languagePath(language.pathPrefix, path);
}

/** One field's problem in the page's words: a length by its limit, any other by the schema's message. */
function problemIn(texts: StoreTexts, issue: z.core.$ZodIssue): string {
  if (issue.code === "too_small" && Number(issue.minimum) > 1) return filledIn(texts.accountAtLeast, { count: String(issue.minimum) });
  if (issue.code === "too_big") return filledIn(texts.accountAtMost, { count: String(issue.maximum) });
  return refusalIn(texts, issue.message);
}

/** Each field's first problem, by field name, in the page's words. */
export function fieldProblems(error: z.ZodError, texts: StoreTexts): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of error.issues) problems[String(issue.path[0] ?? "form")] ??= problemIn(texts, issue);
  return problems;
}

/** A refusal a form answers: its status, its words in the page's language and how long to wait; null for any other error (the error handler's). */
export function formRefusal(error: unknown, texts: StoreTexts): { status: number; message: string; retryAfter?: number } | null {
  if (!isDomainError(error)) return null;
  const { status } = domainErrorAnswer(error);
  if (![401, 403, 404, 429, 503].includes(status)) return null;
  return { status, message: refusalIn(texts, error.message, status), retryAfter: error.retryAfterSeconds };
}
