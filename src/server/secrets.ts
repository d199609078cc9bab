import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The file in DATA_DIR that keeps the generated session secret. */
export const SESSION_SECRET_FILE = "session-secret";

/**
 * The session secret kept in the data directory, generated (384 random bits, readable by the
 * owner only) the first time. Never a built-in default, so no two installs share one.
 */
export function loadOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
