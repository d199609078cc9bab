import { createHash } from "node:crypto";
import type { Db } from "../../../db/database";
import { CAPTCHA_PROVIDER, type FormCaptcha } from "../../../domain/forms/formDefinition";
import { FORM_TEXTS } from "../../../domain/forms/formTexts";
import { FORM_MESSAGES } from "../../../domain/messages/formMessages";
import type { Clock } from "../../clock";
import { captchaKeysRepository } from "./captchaKeysRepository";
import { tokenUsesRepository } from "./tokenUsesRepository";
import type { CaptchaVerifier } from "./captchaVerifier";
import type { ProofOfWorkChallenges } from "./proofOfWorkChallenges";

/** Whether a submission's captcha passed, and the message for the visitor when it did not. */
export type CaptchaOutcome = { ok: true } | { ok: false; message: string };

/** How long a third-party answer's use is remembered; providers refuse them long before. */
const PROVIDER_ANSWER_MEMORY_MS = 30 * 60 * 1000;
/** Longest third-party answer worth sending on. */
const MAX_PROVIDER_ANSWER_LENGTH = 8192;

/**
 * Checks the captcha of a submission: none, Tessera's own proof of work, or a third-party
 * provider verified on the server with the site's secret. Each answer works once: its hash is
 * recorded before it is accepted, so a replayed or stale answer is refused.
 */
export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly challenges: ProofOfWorkChallenges,
    private readonly verifier: CaptchaVerifier,
  ) {}

  async check(input: { websiteId: string; captcha: FormCaptcha; answer: string | undefined; remoteIp: string }): Promise<CaptchaOutcome> {
    const { websiteId, captcha, answer, remoteIp } = input;
    if (captcha === "none") return { ok: true };
    const now = this.clock.now();
    if (captcha === CAPTCHA_PROVIDER.BUILTIN) {
      if (!answer) return { ok: false, message: FORM_MESSAGES.captchaIncomplete };
      const verified = this.challenges.verify(answer, websiteId, now);
      if (!verified) return { ok: false, message: FORM_TEXTS.captchaRefused };
      return this.use(websiteId, verified.useHash, verified.expiresAt);
    }
    const keys = await captchaKeysRepository.find(this.db, websiteId, captcha);
    if (!keys) return { ok: false, message: FORM_MESSAGES.recaptchaNotSetUp };
    if (!answer) return { ok: false, message: FORM_MESSAGES.captchaIncomplete };
    if (answer.length > MAX_PROVIDER_ANSWER_LENGTH) return { ok: false, message: FORM_TEXTS.captchaRefused };
    const useHash = createHash("sha256").update(`${captcha}|${answer}`).digest("hex");
    const fresh = await this.use(websiteId, useHash, new Date(now.getTime() + PROVIDER_ANSWER_MEMORY_MS));
    if (!fresh.ok) return fresh;
    const passed = await this.verifier.verify({ provider: captcha, secret: keys.secretKey, siteKey: keys.siteKey, token: answer, remoteIp });
    return passed ? { ok: true } : { ok: false, message: FORM_TEXTS.captchaRefused };
  }

  private async use(websiteId: string, tokenHash: string, expiresAt: Date): Promise<CaptchaOutcome> {
    const fresh = await tokenUsesRepository.useToken(this.db, { tokenHash, websiteId, kind: "captcha", expiresAt: expiresAt.toISOString() });
    return fresh ? { ok: true } : { ok: false, message: FORM_TEXTS.captchaRefused };
  }
}
