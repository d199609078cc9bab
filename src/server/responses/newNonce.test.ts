import { expect, it } from "vitest";
import { newNonce } from "./sitePagePolicy";

it("gives every page its own 128-bit nonce, across refills of the random pool", () => {
  const nonces = Array.from({ length: 600 }, () => newNonce());
  expect(new Set(nonces).size).toBe(600);
  for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  expect(nonces.every((nonce) => /^[A-Za-z0-9+/]{22}==$/.test(nonce))).toBe(true);
});
