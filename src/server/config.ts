/**
 * The one typed configuration of a Tessera server. Only src/server/main.ts reads the
 * environment; everything else receives an AppConfig. Each variable is documented here and
 * in the README's table (a test keeps the two in step).
 */
export interface AppConfig {
  port: number;
  appDomain: string;
  dataDir: string;
  /** PostgreSQL connection string; null selects the embedded SQLite file in dataDir. */
  databaseUrl: string | null;
  /** Secret for signing session-bound tokens; generated once into dataDir when absent. */
  sessionSecret: string;
}

/** One environment variable the server understands. */
export interface ConfigVariable {
  name: string;
  defaultValue: string;
  description: string;
}

/** The documented variables, in the order the README lists them. */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: "PORT", defaultValue: "3000", description: "TCP port the server listens on (1-65535)." },
  {
    name: "APP_DOMAIN",
    defaultValue: "localhost",
    description: "The platform's own domain. A site answers at {identifier}.APP_DOMAIN; the bare domain serves the platform home page.",
  },
  { name: "DATA_DIR", defaultValue: "./data", description: "Where the SQLite database, the session secret and uploaded files live." },
  {
    name: "DATABASE_URL",
    defaultValue: "(unset)",
    description: "A postgres:// connection string. When set, PostgreSQL is used instead of the SQLite file DATA_DIR/tessera.db.",
  },
  {
    name: "SESSION_SECRET",
    defaultValue: "(generated)",
    description: "At least 32 characters. When unset, a random secret is generated once and kept in DATA_DIR/session-secret.",
  },
];

/** What the environment says before the session secret is settled. */
export type ConfigDraft = Omit<AppConfig, "sessionSecret"> & { sessionSecret: string | null };

/** A start-up failure listing every bad variable at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const MIN_SECRET_LENGTH = 32;

/**
 * Reads the variables from an environment-shaped object, collecting every problem before
 * failing, so an operator fixes them in one go.
 */
export function parseConfig(env: Record<string, string | undefined>): ConfigDraft {
  const problems: string[] = [];

  const portText = env.PORT?.trim() || "3000";
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    problems.push(`PORT must be a whole number from 1 to 65535 (got "${portText}").`);
  }

  const appDomain = (env.APP_DOMAIN?.trim() || "localhost").toLowerCase();
  if (!DOMAIN_PATTERN.test(appDomain)) {
    problems.push(`APP_DOMAIN must be a domain name such as example.com (got "${env.APP_DOMAIN}").`);
  }

  const dataDir = env.DATA_DIR?.trim() || "./data";

  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push("DATABASE_URL must start with postgres:// or postgresql://.");
  }

  const sessionSecret = env.SESSION_SECRET ?? null;
  if (sessionSecret !== null && sessionSecret.length < MIN_SECRET_LENGTH) {
    problems.push(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return { port, appDomain, dataDir, databaseUrl, sessionSecret };
}
