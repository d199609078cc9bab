import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { hasLeadingZeroBits, PROOF_OF_WORK, proofOfWorkInput, splitProofOfWorkAnswer } from "../../../domain/forms/proofOfWork";

/** A challenge for the browser to solve. */
export interface ProofOfWorkChallenge {
  challenge: string;
  difficulty: number;
}

/** A checked answer: its use record makes it work once. */
export interface VerifiedAnswer {
  useHash: string;
  expiresAt: Date;
}

/** Longest answer worth looking at. */
const MAX_ANSWER_LENGTH = 300;

/**
 * Tessera's self-hosted captcha: stateless, signed proof-of-work challenges bound to a site.
 * Issuing writes nothing; an answer is good when the signature, site and expiry check out and
 * its hash has the challenge's zero bits. The caller records its use so it works once.
 */
export class ProofOfWorkChallenges {
  constructor(
    private readonly secret: string,
    private readonly difficulty: number = PROOF_OF_WORK.difficultyBits,
  ) {}

  issue(websiteId: string, now: Date): ProofOfWorkChallenge {
    const id = randomBytes(12).toString("base64url");
    const expires = (now.getTime() + PROOF_OF_WORK.challengeTtlMs).toString(36);
    const body = `${id}.${expires}.${this.difficulty}`;
    return { challenge: `${body}.${this.sign(websiteId, body)}`, difficulty: this.difficulty };
  }

  verify(answer: string, websiteId: string, now: Date): VerifiedAnswer | null {
    if (answer.length > MAX_ANSWER_LENGTH) return null;
    const split = splitProofOfWorkAnswer(answer);
    if (!split || !/^\d{1,16}$/.test(split.nonce)) return null;
    const [id, expires, difficultyText, signature, extra] = split.challenge.split(".");
    if (!id || !expires || !difficultyText || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(websiteId, `${id}.${expires}.${difficultyText}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const expiresAt = new Date(parseInt(expires, 36));
    if (!(expiresAt.getTime() > now.getTime())) return null;
    const hash = createHash("sha256").update(proofOfWorkInput(split.challenge, split.nonce)).digest();
    if (!hasLeadingZeroBits(hash, Number(difficultyText))) return null;
    return { useHash: createHash("sha256").update(`pow|${id}`).digest("hex"), expiresAt };
  }

  private sign(websiteId: string, body: string): string {
    return createHmac("sha256", this.secret).update(`captcha-pow|${websiteId}|${body}`).digest("base64url");
  }
}
