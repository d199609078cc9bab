import { createHash } from "node:crypto";
import { hasLeadingZeroBits, proofOfWorkInput } from "../../../../domain/forms/proofOfWork";

/** Solves a built-in captcha challenge as a browser would, returning the captchaKey answer. */
export function solveChallenge(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce++) {
    const input = proofOfWorkInput(challenge, String(nonce));
    if (hasLeadingZeroBits(createHash("sha256").update(input).digest(), difficulty)) return input;
  }
}
