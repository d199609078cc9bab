import { BlockList, isIP } from "node:net";

/** Whom the server believes about a request's client and scheme: nobody, the nearest N proxies, or proxies at these addresses. */
export type TrustedProxies = false | number | string[];

/** The most proxy hops one may name; more is a typo, not a deployment. */
const MOST_HOPS = 10;

/** Why TRUST_PROXY=true is refused, in words an operator can act on. */
export const TRUST_EVERY_HOP_REFUSAL =
  "TRUST_PROXY=true would trust every hop, so a client could write any address at the start of X-Forwarded-For and pass the rate limits as someone else. Give the number of proxies in front of the server (usually 1) or their addresses, such as 10.0.0.5,10.0.1.0/24.";

/** Whether one entry of an address list is an IP address or a CIDR range Node can check addresses against. */
function isAddressOrRange(entry: string): boolean {
  const [address, bits, extra] = entry.split("/");
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > (family === 4 ? 32 : 128)) return false;
  new BlockList().addSubnet(address, Number(bits), family === 4 ? "ipv4" : "ipv6");
  return true;
}

/**
 * Reads TRUST_PROXY: unset or false trusts no proxy; a number trusts that many hops nearest the
 * server (the client's address is then taken that many entries from the right of
 * X-Forwarded-For, where a client behind the proxies cannot write); a comma-separated list trusts
 * proxies at those addresses or ranges. `true` is refused with TRUST_EVERY_HOP_REFUSAL. Problems are added to `problems`.
 */
export function parseTrustedProxies(text: string | undefined, problems: string[]): TrustedProxies {
  const value = text?.trim() || "false";
  if (value === "false") return false;
  if (value === "true") {
    problems.push(TRUST_EVERY_HOP_REFUSAL);
    return false;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= MOST_HOPS) return hops;
    problems.push(`TRUST_PROXY must be a number of proxies from 1 to ${MOST_HOPS}, or their addresses (got "${value}").`);
    return false;
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length === 0) return entries;
  problems.push(
    `TRUST_PROXY must be a number of proxies or a comma-separated list of their addresses or ranges; not an address: ${wrong.map((entry) => `"${entry}"`).join(", ")}.`,
  );
  return false;
}

/**
 * The trust as Fastify takes it. A hop count becomes a function trusting that many hops nearest
 * the server, since Fastify alone now refuses counts (a client that reaches the server without
 * the proxies could claim the hops); a count is for servers only the proxies can reach, which
 * the README says, and an address list is safe either way.
 */
export function fastifyTrust(trusted: TrustedProxies): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== "number") return trusted;
  return (_address, hop) => hop < trusted;
}
