/** The information dialog shown at the site root after logout (spec 1 §2). */
export const LOGOUT_MESSAGES = {
  title: "Logout Successful",
  message: "You have been successfully logged out.",
} as const;
