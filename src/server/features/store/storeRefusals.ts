import { DomainError } from "../../../domain/errors";
import { filledIn, PRIMARY_STORE_TEXTS, type StoreTexts } from "../../../domain/translations/storeTexts";

/**
 * Each of the store's words in the primary language, by what it says: a refusal is found by its
 * words. Where two names say the same (the checkout's "Enter the city." and the account page's),
 * the first listed, the checkout's, is the one a store refusal is translated with.
 */
const NAME_OF = new Map(
  Object.entries(PRIMARY_STORE_TEXTS)
    .reverse()
    .map(([name, text]) => [text, name as keyof StoreTexts]),
);

/** The store's refusals made from words with names in braces, which a refusal is found by with what was filled in. */
const FILLED_REFUSALS: readonly (keyof StoreTexts)[] = ["couponBelowMinimum", "cartSoldOut", "cartFewLeft", "donateAmountTooSmall", "donateAmountTooLarge"];

const HOLE = /\{(\w+)\}/g;

/** Each refusal made from words with names in braces, as a pattern that finds it ("…subtotal of $50.00 or more.") and the names it fills in. */
const PATTERNS = FILLED_REFUSALS.map((name) => {
  const text = PRIMARY_STORE_TEXTS[name];
  const parts = text.split(HOLE).map((part, index) => (index % 2 === 1 ? "(.+?)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return { name, holes: [...text.matchAll(HOLE)].map((hole) => hole[1]!), pattern: new RegExp(`^${parts.join("")}$`) };
});

/** A refusal's words in the buyer's language when they are one of the store's words, with what was filled in kept (else as they are). */
export function refusalInLanguage(message: string, texts: StoreTexts): string {
  const name = NAME_OF.get(message);
  if (name !== undefined) return texts[name];
  for (const { name: made, holes, pattern } of PATTERNS) {
    const found = pattern.exec(message);
    if (found) return filledIn(texts[made], Object.fromEntries(holes.map((hole, index) => [hole, found[index + 1]])));
  }
  return message;
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

/** Runs a checkout step or a cart change whose refusals (thrown) reach the buyer in their language. */
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
