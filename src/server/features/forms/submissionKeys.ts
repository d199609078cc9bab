import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** How long a submission key stays good: the browser asks for one just before it sends. */
export const SUBMISSION_KEY_TTL_MS = 10 * 60 * 1000;

/** What a key is good for, once checked. */
export interface VerifiedKey {
  /** SHA-256 of the key's random part: recorded when the key is used, so it works once. */
  useHash: string;
  expiresAt: Date;
}

/**
 * Submission keys (spec 1 §4: FormSubmissionKey, then SaveFormSubmission). A key is a random
 * id, an expiry and an HMAC over both plus the site and the form, so it is bound to one form
 * of one site and expires on its own; issuing one writes nothing. Single use comes from
 * recording the id's hash in the same transaction as the submission.
 */
export class SubmissionKeys {
  constructor(
    private readonly secret: string,
    private readonly ttlMs = SUBMISSION_KEY_TTL_MS,
  ) {}

  issue(websiteId: string, formId: string, now: Date): string {
    const id = randomBytes(16).toString("base64url");
    const expires = (now.getTime() + this.ttlMs).toString(36);
    return `${id}.${expires}.${this.sign(websiteId, formId, id, expires)}`;
  }

  /** The key's use record when it is well formed, signed for this site and form, and not expired; else null. */
  verify(key: string, websiteId: string, formId: string, now: Date): VerifiedKey | null {
    const [id, expires, signature, extra] = key.split(".");
    if (!id || !expires || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(websiteId, formId, id, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const expiresAt = new Date(parseInt(expires, 36));
    if (!(expiresAt.getTime() > now.getTime())) return null;
    return { useHash: createHash("sha256").update(`key|${id}`).digest("hex"), expiresAt };
  }

  private sign(websiteId: string, formId: string, id: string, expires: string): string {
    return createHmac("sha256", this.secret).update(`form-key|${websiteId}|${formId}|${id}|${expires}`).digest("base64url");
  }
}
