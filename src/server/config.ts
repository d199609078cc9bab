import { FORMS_CONFIG_VARIABLES, parseFormsConfig, type FormsConfig } from "./features/forms/formsConfig";
import { OBJECT_STORAGE_CONFIG_VARIABLES, parseObjectStorageConfig, type ObjectStorageConfig } from "./features/media/objectStorageConfig";
import { CONNECTED_ACCOUNTS_CONFIG_VARIABLES, parseMailchimpApiUrl } from "./features/connectedAccounts/connectedAccountsConfig";
import { PLACES_CONFIG_VARIABLES, parsePlacesConfig, type PlacesConfig } from "./features/places/placesConfig";
import { STORE_CONFIG_VARIABLES, parseStoreConfig, type StoreConfig } from "./features/store/storeConfig";
import type { ConfigVariable } from "./configVariable";
import { isLogLevel, LOG_LEVELS, type LogLevel } from "./log/logLevel";
import { REDIS_CHANNEL_PREFIX_VARIABLE, parseRedisChannelPrefix } from "./redis/redisChannelPrefix";
import { parseTrustedProxies, type TrustedProxies } from "./trustedProxies";
import type { WidgetOrigins } from "../blocks/shared/widgetOrigins";
import { WIDGET_ORIGIN_VARIABLES, parseWidgetOrigins } from "./features/pageAssembly/widgetOriginsConfig";
import { DEFAULT_PAGE_CACHE_MB } from "./features/pageAssembly/pageCache";

/**
 * The one typed configuration of a Tessera server. Only src/server/startServer.ts reads the
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
  /** SMTP server for outgoing mail; null keeps mail in the outbox for owners to read. */
  smtpUrl: string | null;
  /** The From address of outgoing mail. */
  mailFrom: string;
  /** The S3-compatible bucket holding uploaded files; null keeps them under dataDir/media. */
  objectStorage: ObjectStorageConfig | null;
  /** Redis for rate limits and cache invalidation shared by several nodes; null keeps them in process. */
  redisUrl: string | null;
  /** What this deployment's Redis pub/sub channels start with, so deployments sharing one Redis stay apart. */
  redisChannelPrefix: string;
  /** How much the log says (pino's levels, info by default). */
  logLevel: LogLevel;
  /** Log a line for every request as well (at info). */
  logRequests: boolean;
  /** Whose X-Forwarded-* headers to believe: no proxy, the nearest N, or proxies at these addresses (trustedProxies.ts). */
  trustProxy: TrustedProxies;
  /** The bare app domain's public address (scheme and port as visitors use them), or null for http on PORT. */
  publicUrl: string | null;
  /** Form submission rate limit and captcha verification endpoints. */
  forms: FormsConfig;
  /** The payment provider: Stripe keys, or none for the built-in test gateway. */
  store: StoreConfig;
  /** Where embedded providers' widgets load from (their own origins unless overridden). */
  widgetOrigins: WidgetOrigins;
  /** The geocoder behind the map block's address search. */
  places: PlacesConfig;
  /** How many MiB of rendered pages the page cache keeps (PAGE_CACHE_MB). */
  pageCacheMb: number;
  /** MailChimp's API for sites that connect it, {dc} standing for the data centre of the site's key. */
  mailchimpApiUrl: string;
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
  {
    name: "SMTP_URL",
    defaultValue: "(unset)",
    description: "An smtp:// or smtps:// URL (with user and password if needed). When unset, mail is kept in each site's outbox for its owners to read.",
  },
  { name: "MAIL_FROM", defaultValue: "Tessera <no-reply@APP_DOMAIN>", description: "The From address of mail the platform sends." },
  {
    name: "REDIS_URL",
    defaultValue: "(unset)",
    description: "A redis:// URL. Set it when several servers share one database, so rate limits and page-cache invalidation are shared.",
  },
  REDIS_CHANNEL_PREFIX_VARIABLE,
  ...OBJECT_STORAGE_CONFIG_VARIABLES,
  {
    name: "LOG_LEVEL",
    defaultValue: "info",
    description:
      "How much the server logs, as JSON lines on standard error: fatal, error, warn, info, debug, trace or silent. info writes start-up and shutdown, every server error (5xx) with its stack and every failure of background work; warn and error write less.",
  },
  {
    name: "LOG_REQUESTS",
    defaultValue: "false",
    description:
      "true adds a line for every request and its answer (at info, so not with LOG_LEVEL warn or error). Cookies, passwords, crumbs, payment keys and tokens in addresses are never written.",
  },
  {
    name: "TRUST_PROXY",
    defaultValue: "false",
    description:
      "The number of reverse proxies in front of the server (usually 1; only when nothing else can reach it), or their addresses and ranges (10.0.0.5,10.0.1.0/24), when they set X-Forwarded-For and X-Forwarded-Proto: client addresses, https (secure cookies, HSTS) and rate limits then follow those headers as the trusted proxies wrote them. true is refused: it would let a client choose its own address. Leave it false when clients reach the server directly.",
  },
  {
    name: "PUBLIC_URL",
    defaultValue: "http://APP_DOMAIN:PORT",
    description:
      "The platform's address as visitors reach it, such as https://example.com when a proxy serves https on 443. Links made outside a request (the tessera command's invitation links) use its scheme and port: https://{identifier}.example.com.",
  },
  {
    name: "PAGE_CACHE_MB",
    defaultValue: String(DEFAULT_PAGE_CACHE_MB),
    description:
      "How many MiB of rendered pages (brotli and gzip) the server keeps in memory to answer visitors without rendering again, least recently used out. A home page takes about 10 KiB, so the default holds the home pages of about 12,000 busy sites; give more on a platform with more, less on a small machine.",
  },
  ...FORMS_CONFIG_VARIABLES,
  ...STORE_CONFIG_VARIABLES,
  ...WIDGET_ORIGIN_VARIABLES,
  ...PLACES_CONFIG_VARIABLES,
  ...CONNECTED_ACCOUNTS_CONFIG_VARIABLES,
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

/** PUBLIC_URL as scheme, APP_DOMAIN and an optional port (no path), or a problem naming what is wrong. */
function parsePublicUrl(text: string | null, appDomain: string, problems: string[]): string | null {
  if (text === null) return null;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || !["http:", "https:"].includes(url.protocol) || url.hostname !== appDomain || !["", "/"].includes(url.pathname) || url.search || url.username) {
    problems.push(`PUBLIC_URL must be http:// or https:// followed by APP_DOMAIN and, if needed, a port, such as https://${appDomain} (got "${text}").`);
    return null;
  }
  return url.origin;
}

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

  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl)) problems.push("SMTP_URL must start with smtp:// or smtps:// and name a host.");

  const mailFrom = env.MAIL_FROM?.trim() || `Tessera <no-reply@${appDomain}>`;
  if (!/@/.test(mailFrom)) problems.push(`MAIL_FROM must contain an email address (got "${mailFrom}").`);

  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) problems.push("REDIS_URL must start with redis:// or rediss://.");
  const redisChannelPrefix = parseRedisChannelPrefix(env.REDIS_CHANNEL_PREFIX, redisUrl, appDomain, problems);

  const objectStorage = parseObjectStorageConfig(env, problems);

  const logLevelText = env.LOG_LEVEL?.trim().toLowerCase() || "info";
  if (!isLogLevel(logLevelText)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got "${env.LOG_LEVEL}").`);
  const logText = env.LOG_REQUESTS?.trim() || "false";
  if (logText !== "true" && logText !== "false") problems.push(`LOG_REQUESTS must be true or false (got "${logText}").`);
  const trustProxy = parseTrustedProxies(env.TRUST_PROXY, problems);

  const publicUrl = parsePublicUrl(env.PUBLIC_URL?.trim() || null, appDomain, problems);

  const pageCacheText = env.PAGE_CACHE_MB?.trim() || String(DEFAULT_PAGE_CACHE_MB);
  const pageCacheMb = Number(pageCacheText);
  if (!/^\d+$/.test(pageCacheText) || pageCacheMb < 1 || pageCacheMb > 65_536) {
    problems.push(`PAGE_CACHE_MB must be a whole number of MiB from 1 to 65536 (got "${pageCacheText}").`);
  }

  const forms = parseFormsConfig(env, problems);
  const store = parseStoreConfig(env, problems);
  const widgetOrigins = parseWidgetOrigins(env, problems);
  const places = parsePlacesConfig(env, problems);
  const mailchimpApiUrl = parseMailchimpApiUrl(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    appDomain,
    dataDir,
    databaseUrl,
    sessionSecret,
    smtpUrl,
    mailFrom,
    redisUrl,
    redisChannelPrefix,
    objectStorage,
    logLevel: isLogLevel(logLevelText) ? logLevelText : "info",
    logRequests: logText === "true",
    trustProxy,
    publicUrl,
    forms,
    store,
    widgetOrigins,
    places,
    pageCacheMb,
    mailchimpApiUrl,
  };
}
