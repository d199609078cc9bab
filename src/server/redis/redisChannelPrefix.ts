import type { ConfigVariable } from "../configVariable";

/** The variable naming this deployment's Redis channels, as the README's table lists it. */
export const REDIS_CHANNEL_PREFIX_VARIABLE: ConfigVariable = {
  name: "REDIS_CHANNEL_PREFIX",
  defaultValue: "tessera:APP_DOMAIN:{database}",
  description:
    "What this deployment's Redis pub/sub channels start with, so deployments sharing one Redis never clear each other's caches (pub/sub ignores the database number). The default names APP_DOMAIN and REDIS_URL's database number (0 unless the URL ends in /N); every server of one deployment must use the same prefix.",
};

/** The longest prefix accepted: channel names travel with every published change. */
const MAX_PREFIX_LENGTH = 200;

/** The database number a redis:// URL selects (its path, as ioredis reads it), 0 when it names none. */
function databaseNumberOf(redisUrl: string | null): string {
  const path = redisUrl && URL.canParse(redisUrl) ? new URL(redisUrl).pathname : "";
  return /^\/\d+$/.test(path) ? String(Number(path.slice(1))) : "0";
}

/**
 * The channel prefix from REDIS_CHANNEL_PREFIX, or `tessera:{APP_DOMAIN}:{database number}`: two
 * deployments differ in their domain or their database, and the servers of one deployment agree
 * without being told.
 */
export function parseRedisChannelPrefix(text: string | undefined, redisUrl: string | null, appDomain: string, problems: string[]): string {
  const prefix = text?.trim();
  if (!prefix) return `tessera:${appDomain}:${databaseNumberOf(redisUrl)}`;
  if (prefix.length > MAX_PREFIX_LENGTH || /\s/.test(prefix)) {
    problems.push(`REDIS_CHANNEL_PREFIX must be at most ${MAX_PREFIX_LENGTH} characters without spaces (got "${prefix}").`);
  }
  return prefix;
}
