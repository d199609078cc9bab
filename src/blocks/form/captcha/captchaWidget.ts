/**
 * What the form island needs of a captcha: its answer for SaveFormSubmission's captchaKey,
 * a reset after a failed submission, and whether the submit button waits for it.
 */
export interface CaptchaWidget {
  /** Third-party widgets hold the submit button disabled until they are solved. */
  readonly bindsSubmit: boolean;
  /** Starts the captcha (loads the provider's script, or begins the proof of work). Safe to call again. */
  start(): void;
  /** The answer to send, or null while the captcha is not done. */
  answer(): string | null;
  /** Forgets the answer (it is used up) and starts over. */
  reset(): void;
}

/** Called with true when the captcha is solved and false when its answer goes away. */
export type CaptchaListener = (solved: boolean) => void;

/**
 * Starts a form's captcha when the visitor first enters the form, or at once when the focus is
 * already in it: a visitor who began typing before the page's script arrived is checked too,
 * instead of meeting "Complete CAPTCHA before submitting." when they send.
 */
export function startCaptchaOnEntry(form: HTMLFormElement, captcha: CaptchaWidget): void {
  form.addEventListener("focusin", () => captcha.start());
  form.addEventListener("pointerdown", () => captcha.start());
  if (form.contains(document.activeElement)) captcha.start();
}
