import type { ConfigVariable } from "../../configVariable";
import type { VerifiedCaptchaProvider } from "../captcha/captchaVerifier";

/** The forms part of the server's configuration. */
export interface FormsConfig {
  /** Submissions one client address may send to one site per rate window. */
  submissionLimit: number;
  /** Where each provider's answers are verified (their public endpoints unless overridden). */
  captchaVerifyUrls: Record<VerifiedCaptchaProvider, string>;
}

/** How long the submission rate window lasts. */
export const FORM_RATE_WINDOW_MS = 10 * 60 * 1000;

const VERIFY_VARIABLES: Record<VerifiedCaptchaProvider, { name: string; url: string; label: string }> = {
  recaptcha: { name: "RECAPTCHA_VERIFY_URL", url: "https://www.google.com/recaptcha/api/siteverify", label: "reCAPTCHA" },
  hcaptcha: { name: "HCAPTCHA_VERIFY_URL", url: "https://api.hcaptcha.com/siteverify", label: "hCaptcha" },
  turnstile: { name: "TURNSTILE_VERIFY_URL", url: "https://challenges.cloudflare.com/turnstile/v0/siteverify", label: "Turnstile" },
};

/** The forms variables, as the README's configuration table lists them. */
export const FORMS_CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: "FORM_SUBMISSION_LIMIT",
    defaultValue: "20",
    description: "Form submissions one client address may send to one site in 10 minutes; more get 429 with Retry-After.",
  },
  ...Object.values(VERIFY_VARIABLES).map((v) => ({
    name: v.name,
    defaultValue: v.url,
    description: `Where the server verifies ${v.label} answers (change it only to point at a stand-in or a proxy).`,
  })),
];

/** Reads the forms variables, adding any problem to the list. */
export function parseFormsConfig(env: Record<string, string | undefined>, problems: string[]): FormsConfig {
  const limitText = env.FORM_SUBMISSION_LIMIT?.trim() || "20";
  const submissionLimit = Number(limitText);
  if (!/^\d+$/.test(limitText) || submissionLimit < 1) problems.push(`FORM_SUBMISSION_LIMIT must be a whole number of at least 1 (got "${limitText}").`);
  const captchaVerifyUrls = {} as Record<VerifiedCaptchaProvider, string>;
  for (const [provider, variable] of Object.entries(VERIFY_VARIABLES) as [VerifiedCaptchaProvider, (typeof VERIFY_VARIABLES)["recaptcha"]][]) {
    const url = env[variable.name]?.trim() || variable.url;
    if (!/^https?:\/\/[^/\s]+/.test(url)) problems.push(`${variable.name} must be an http:// or https:// URL (got "${url}").`);
    captchaVerifyUrls[provider] = url;
  }
  return { submissionLimit, captchaVerifyUrls };
}
