// The customer accounts' refusals and field problems, apart from their schemas so the store's
// words (which visitors' scripts load) name them without loading the schema library.

/** What customers read when signing in or signing up goes wrong. */
export const SITE_USER_MESSAGES = {
  signInFailed: "The email or password is incorrect.",
  notVerified: "Confirm your email address first: open the link we mailed you when you signed up.",
  emailTaken: "An account with this email already exists. Sign in, or choose a new password if you forgot it.",
  signInFirst: "Sign in to your account to continue.",
  xsrfMissing: "Your session token is missing or has expired. Please sign in again.",
  linkGone: "This link has expired or was already used. Ask for a new one.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
} as const;

/** What the sign-up, new password and address forms say of a field they refuse; `{count}` is filled in. */
export const SITE_USER_FIELD_MESSAGES = {
  atLeast: "Use at least {count} characters.",
  atMost: "Use at most {count} characters.",
  passwordsDiffer: "The passwords do not match.",
  enterName: "Enter the name.",
  enterStreet: "Enter the street address.",
  enterCity: "Enter the city.",
  chooseCountry: "Choose a country.",
} as const;
