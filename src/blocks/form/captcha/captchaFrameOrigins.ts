/**
 * Where reCAPTCHA, hCaptcha and Turnstile draw their challenges (frames): a page with a form or
 * newsletter block allows these in its frame-src, as a form's captcha provider may be any of them.
 */
export const CAPTCHA_FRAME_ORIGINS: readonly string[] = [
  "https://www.google.com",
  "https://www.recaptcha.net",
  "https://*.hcaptcha.com",
  "https://challenges.cloudflare.com",
];
