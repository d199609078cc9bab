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
