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
} as const;
