/** argon2 (a native module) is loaded on the first password hashed or checked, not at start-up. */
const argon2 = () => import("@node-rs/argon2");

/** Argon2id (the library's default algorithm) with OWASP's minimum memory and time cost. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A hash precomputed once so unknown accounts cost as much to check as known ones. */
let decoyHash: Promise<string> | null = null;

/** Hashes a password with argon2id for storage. */
export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, OPTIONS);
}

/** Checks a password against a stored argon2id hash; a malformed hash is a mismatch. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await (await argon2()).verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * Spends the same time as a real check when the account does not exist, so response times
 * do not reveal which emails have accounts.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword("decoy password that never matches");
  await verifyPassword(await decoyHash, password);
  return false;
}
