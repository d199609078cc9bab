/**
 * The rules of Tessera's built-in captcha, shared by the browser that solves it and the server
 * that checks it: find a nonce such that SHA-256 of "{challenge}:{nonce}" starts with the
 * challenge's number of zero bits. The answer sent as captchaKey is "{challenge}:{nonce}".
 */
export const PROOF_OF_WORK = {
  /** Zero bits asked for: about 260 000 hashes on average, a fraction of a second in a browser. */
  difficultyBits: 18,
  /** How long a challenge may be answered. */
  challengeTtlMs: 10 * 60 * 1000,
} as const;

/** The text whose hash must start with zero bits. */
export function proofOfWorkInput(challenge: string, nonce: string): string {
  return `${challenge}:${nonce}`;
}

/** Whether a hash starts with at least `bits` zero bits. */
export function hasLeadingZeroBits(hash: Uint8Array, bits: number): boolean {
  const whole = Math.floor(bits / 8);
  for (let i = 0; i < whole; i++) if (hash[i] !== 0) return false;
  const rest = bits % 8;
  return rest === 0 || (hash[whole] ?? 0xff) >> (8 - rest) === 0;
}

/** Splits an answer into its challenge and nonce, or null when it is not one. */
export function splitProofOfWorkAnswer(answer: string): { challenge: string; nonce: string } | null {
  const at = answer.lastIndexOf(":");
  if (at <= 0 || at === answer.length - 1) return null;
  return { challenge: answer.slice(0, at), nonce: answer.slice(at + 1) };
}
