import { DomainError } from "../../../domain/errors";
import { PRIMARY_STORE_TEXTS, type StoreTexts } from "../../../domain/translations/storeTexts";

/** Each of the store's words in the primary language, by what it says: a refusal is found by its words. */
const NAME_OF = new Map(Object.entries(PRIMARY_STORE_TEXTS).map(([name, text]) => [text, name as keyof StoreTexts]));

/** A refusal's words in the buyer's language when they are one of the store's words (else as they are). */
export function refusalInLanguage(message: string, texts: StoreTexts): string {
  const name = NAME_OF.get(message);
  return name === undefined ? message : texts[name];
}

function fieldsInLanguage(errors: unknown, texts: StoreTexts): unknown {
  if (errors === null || typeof errors !== "object") return errors;
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, typeof message === "string" ? refusalInLanguage(message, texts) : message]));
}

/**
 * A checkout's answer with its refusal and each field's in the buyer's language; answers are
 * kept in the primary language (a retry with the same key gets them again) and translated as sent.
 */
export function answerInLanguage(body: Record<string, unknown>, texts: StoreTexts): Record<string, unknown> {
  if (typeof body.error !== "string") return body;
  return { ...body, error: refusalInLanguage(body.error, texts), ...("errors" in body ? { errors: fieldsInLanguage(body.errors, texts) } : {}) };
}

/** Runs a checkout step whose refusals (thrown) reach the buyer in their language. */
export async function refusingInLanguage<T>(texts: StoreTexts, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    throw new DomainError(error.code, refusalInLanguage(error.message, texts), {
      ...(error.fieldErrors ? { fieldErrors: fieldsInLanguage(error.fieldErrors, texts) as Record<string, string> } : {}),
      ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      ...(error.details ? { details: error.details } : {}),
      cause: error,
    });
  }
}
