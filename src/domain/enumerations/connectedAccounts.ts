/**
 * Service ids of connected third-party accounts: those spec 2 §3 gives (about 80 exist; the
 * PayPal variants' ids are not shown), and MailChimp, whose id the spec does not show. Tessera
 * numbers it 1000, past the spec's range, so it can clash with none of the spec's ids.
 */
export const CONNECTED_ACCOUNT_SERVICE = {
  FACEBOOK: 2,
  STRIPE: 15,
  SQUARE: 76,
  WEGLOT: 80,
  MAILCHIMP: 1000,
} as const;

/** Numeric connected-account service id. */
export type ConnectedAccountService = (typeof CONNECTED_ACCOUNT_SERVICE)[keyof typeof CONNECTED_ACCOUNT_SERVICE];
