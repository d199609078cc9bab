/** A third-party captcha provider whose answers the server verifies over HTTP. */
export type VerifiedCaptchaProvider = "recaptcha" | "hcaptcha" | "turnstile";

/** One answer to check with a provider. */
interface ProviderCheck {
  provider: VerifiedCaptchaProvider;
  secret: string;
  siteKey: string;
  token: string;
  remoteIp: string;
}

/** Asks a captcha provider whether an answer is good. Throws when the provider cannot be reached. */
export interface CaptchaVerifier {
  verify(check: ProviderCheck): Promise<boolean>;
}

/** How long the server waits for a provider's answer. */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Verifies reCAPTCHA, hCaptcha and Turnstile answers the way all three document it: a
 * form-encoded POST of secret, response and remoteip (plus sitekey, which hCaptcha checks) to
 * the provider's siteverify endpoint, answered with JSON whose `success` says yes or no. A
 * used or expired answer comes back as success false ("timeout-or-duplicate").
 */
export function httpCaptchaVerifier(urls: Record<VerifiedCaptchaProvider, string>, timeoutMs = PROVIDER_TIMEOUT_MS): CaptchaVerifier {
  return {
    async verify(check) {
      const body = new URLSearchParams({ secret: check.secret, response: check.token, remoteip: check.remoteIp, sitekey: check.siteKey });
      const response = await fetch(urls[check.provider], {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`${check.provider} verification answered ${response.status}`);
      const answer = (await response.json()) as { success?: unknown };
      return answer.success === true;
    },
  };
}
