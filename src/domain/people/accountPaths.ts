import { RETURN_TO_FIELD } from "./returnPath";

/** The addresses of the customer account pages on every site. */
export const ACCOUNT_PATHS = {
  account: "/account",
  signIn: "/account/sign-in",
  signUp: "/account/sign-up",
  signOut: "/account/sign-out",
  addresses: "/account/addresses",
  forgotPassword: "/account/forgot-password",
  verify: (token: string) => `/account/verify/${token}`,
  resetPassword: (token: string) => `/account/reset-password/${token}`,
  /** The sign-in page that leads back to a page of the site once signed in (checked by `safeReturnPath` when used). */
  signInBackTo: (path: string) => `/account/sign-in?${RETURN_TO_FIELD}=${encodeURIComponent(path)}`,
} as const;

/** The island of the account pages (blocks/customer-session): sign-in and sign-out through the session API. */
export const CUSTOMER_SESSION_ISLAND = "customer-session";
