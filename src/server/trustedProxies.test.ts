import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { TRUST_EVERY_HOP_REFUSAL, fastifyTrust, parseTrustedProxies, type TrustedProxies } from "./trustedProxies";

/** What TRUST_PROXY reads as, and the problems it adds. */
function read(text: string | undefined): { trusted: TrustedProxies; problems: string[] } {
  const problems: string[] = [];
  return { trusted: parseTrustedProxies(text, problems), problems };
}

/** The client address and scheme a server with this trust sees for a request from `peer` carrying `forwarded`. */
async function seen(trusted: TrustedProxies, peer: string, forwarded: string) {
  const app = Fastify({ trustProxy: fastifyTrust(trusted) });
  app.get("/", async (request) => ({ ip: request.ip, protocol: request.protocol }));
  const answer = await app.inject({ url: "/", remoteAddress: peer, headers: { "x-forwarded-for": forwarded, "x-forwarded-proto": "https" } });
  await app.close();
  return answer.json() as { ip: string; protocol: string };
}

describe("TRUST_PROXY", () => {
  it("reads nothing or false as no proxy, a number as hops, and a list as addresses and ranges", () => {
    expect(read(undefined)).toEqual({ trusted: false, problems: [] });
    expect(read("false")).toEqual({ trusted: false, problems: [] });
    expect(read(" 2 ")).toEqual({ trusted: 2, problems: [] });
    expect(read("10.0.0.5, 10.0.1.0/24,::1")).toEqual({ trusted: ["10.0.0.5", "10.0.1.0/24", "::1"], problems: [] });
  });

  it("refuses true, saying why and what to give instead, and anything that is not a count or an address", () => {
    expect(read("true").problems).toEqual([TRUST_EVERY_HOP_REFUSAL]);
    expect(TRUST_EVERY_HOP_REFUSAL).toContain("Give the number of proxies in front of the server (usually 1) or their addresses");
    expect(read("0").problems).toEqual(['TRUST_PROXY must be a number of proxies from 1 to 10, or their addresses (got "0").']);
    expect(read("10.0.0.5,proxy.local,10.0.0.0/33").problems).toEqual([
      'TRUST_PROXY must be a number of proxies or a comma-separated list of their addresses or ranges; not an address: "proxy.local", "10.0.0.0/33".',
    ]);
  });

  it("behind one proxy, a client's own entry at the start of X-Forwarded-For is not taken as its address", async () => {
    expect(await seen(1, "10.0.0.5", "6.6.6.6, 198.51.100.7")).toEqual({ ip: "198.51.100.7", protocol: "https" });
    expect(await seen(["10.0.0.5"], "10.0.0.5", "6.6.6.6, 198.51.100.7")).toEqual({ ip: "198.51.100.7", protocol: "https" });
    expect(await seen(["10.0.0.0/24"], "10.0.0.9", "198.51.100.7")).toEqual({ ip: "198.51.100.7", protocol: "https" });
  });

  it("believes no header from a peer that is not a trusted proxy, nor from anyone when none is trusted", async () => {
    expect(await seen(["10.0.0.5"], "203.0.113.9", "6.6.6.6")).toEqual({ ip: "203.0.113.9", protocol: "http" });
    expect(await seen(false, "203.0.113.9", "6.6.6.6")).toEqual({ ip: "203.0.113.9", protocol: "http" });
  });
});
