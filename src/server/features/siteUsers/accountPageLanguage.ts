import type { z } from "zod";
import { domainErrorAnswer } from "../../../domain/errorAnswer";
import { isDomainError } from "../../../domain/errors";
import { refusalIn } from "../../../domain/translations/accountWords";
import { languagePath } from "../../../domain/translations/languagePaths";
import { filledIn, type StoreTexts } from "../../../domain/translations/storeTexts";
import type { ShownLanguage } from "../store/storeLanguage";

/** The language an account page is shown in (storeLanguage.ts). */
export type AccountLanguage = ShownLanguage;

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
