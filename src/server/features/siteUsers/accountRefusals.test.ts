import { expect, it } from "vitest";
import { SITE_USER_MESSAGES } from "../../../domain/people/siteUserMessages";
import { refusalIn } from "../../../domain/translations/accountWords";
import { PRIMARY_STORE_TEXTS, storeTextsIn } from "../../../domain/translations/storeTexts";
import { LIMITS_UNAVAILABLE_MESSAGE } from "../../redis/redisRateLimiter";
import { ACCOUNT_LOCKED_MESSAGE } from "../accounts/signInLockout";

const FRENCH = storeTextsIn({
  accountSignInFailed: "L'e-mail ou le mot de passe est incorrect.",
  accountLocked: "Trop de mauvais mots de passe : connexion bloquée 15 minutes.",
  accountTooManyAttempts: "Trop d'essais. Patientez quelques minutes.",
  accountTryLater: "Impossible pour l'instant. Réessayez dans un moment.",
});

it("words each refusal the server gives in the page's language, by its primary words, then by its status", () => {
  expect(refusalIn(FRENCH, SITE_USER_MESSAGES.signInFailed, 401)).toBe("L'e-mail ou le mot de passe est incorrect.");
  expect(refusalIn(FRENCH, ACCOUNT_LOCKED_MESSAGE, 429)).toBe("Trop de mauvais mots de passe : connexion bloquée 15 minutes.");
  expect(refusalIn(FRENCH, SITE_USER_MESSAGES.tooManyAttempts, 429)).toBe("Trop d'essais. Patientez quelques minutes.");
  expect(refusalIn(FRENCH, LIMITS_UNAVAILABLE_MESSAGE, 503)).toBe("Impossible pour l'instant. Réessayez dans un moment.");
  expect(refusalIn(FRENCH, "Some other limit was reached.", 429)).toBe("Trop d'essais. Patientez quelques minutes.");
  expect(refusalIn(FRENCH, "Something the pages do not know.", 403)).toBe("Something the pages do not know.");
  expect(refusalIn(FRENCH, SITE_USER_MESSAGES.notVerified, 403)).toBe(SITE_USER_MESSAGES.notVerified);
});

it("has words of its own for every refusal the server words for the account pages", () => {
  const named = storeTextsIn(Object.fromEntries(Object.keys(PRIMARY_STORE_TEXTS).map((name) => [name, `<${name}>`])));
  const refusals = [...Object.values(SITE_USER_MESSAGES), ACCOUNT_LOCKED_MESSAGE, LIMITS_UNAVAILABLE_MESSAGE];
  expect(refusals.map((message) => refusalIn(named, message, 400))).toEqual([
    "<accountSignInFailed>",
    "<accountNotVerified>",
    "<accountEmailTaken>",
    "<accountSignInFirst>",
    "<accountSessionExpired>",
    "<accountLinkGone>",
    "<accountTooManyAttempts>",
    "<accountLocked>",
    "<accountTryLater>",
  ]);
});
