import { PRIMARY_STORE_TEXTS, type StoreTexts } from "./storeTexts";

/** The account pages' refusals and field problems that the server or the session API words in the primary language (the sign-in script gets them too). */
export const REFUSAL_NAMES = [
  "accountSignInFailed",
  "accountNotVerified",
  "accountEmailTaken",
  "accountSignInFirst",
  "accountSessionExpired",
  "accountLinkGone",
  "accountLocked",
  "accountTooManyAttempts",
  "accountTryLater",
  "accountEmailInvalid",
  "accountPasswordsDiffer",
  "accountEnterName",
  "accountEnterStreet",
  "accountEnterCity",
  "accountChooseCountry",
] as const satisfies readonly (keyof StoreTexts)[];

/** The words a refusal of the account pages can be shown in, for a page or the sign-in script. */
type RefusalTexts = Pick<StoreTexts, (typeof REFUSAL_NAMES)[number]>;

/**
 * A refusal of the account pages in a page's language: the words whose primary text the message
 * is (the server and the session API word refusals in the primary language); a busy site's (429,
 * 503) by its status; any other message as given.
 */
export function refusalIn(texts: RefusalTexts, message: string, status?: number): string {
  const name = REFUSAL_NAMES.find((n) => PRIMARY_STORE_TEXTS[n] === message);
  if (name) return texts[name];
  if (status === 429) return texts.accountTooManyAttempts;
  if (status === 503) return texts.accountTryLater;
  return message;
}

/** A subscription's state on the account page, by the state stored. */
export function subscriptionStatusIn(texts: StoreTexts, status: string): string {
  const shown: Record<string, string> = {
    active: texts.accountStatusActive,
    paused: texts.accountStatusPaused,
    past_due: texts.accountStatusPastDue,
    cancelled: texts.accountStatusCancelled,
    completed: texts.accountStatusCompleted,
  };
  return shown[status] ?? status;
}

/** A membership's state on the account page, by the state stored (or "ended" for one whose time is over). */
export function membershipStatusIn(texts: StoreTexts, status: string): string {
  const shown: Record<string, string> = {
    pending: texts.accountStatusJoining,
    active: texts.accountStatusActive,
    declined: texts.accountStatusDeclined,
    ended: texts.accountStatusEnded,
  };
  return shown[status] ?? status;
}
