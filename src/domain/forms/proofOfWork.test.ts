import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasLeadingZeroBits, proofOfWorkInput, splitProofOfWorkAnswer } from "./proofOfWork";
import { prefixHasher, sha256 } from "./sha256";

describe("the browser's SHA-256", () => {
  it("agrees with node:crypto on any text, including multi-block and non-ASCII input", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (text) => {
        expect(Buffer.from(sha256(text)).toString("hex")).toBe(createHash("sha256").update(text).digest("hex"));
      }),
      { numRuns: 300 },
    );
    expect(Buffer.from(sha256("")).toString("hex")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  });
});

describe("proof of work", () => {
  it("counts leading zero bits exactly", () => {
    expect(hasLeadingZeroBits(Uint8Array.from([0, 0, 0x3f]), 18)).toBe(true);
    expect(hasLeadingZeroBits(Uint8Array.from([0, 0, 0x40]), 18)).toBe(false);
    expect(hasLeadingZeroBits(Uint8Array.from([0, 0x01]), 15)).toBe(true);
    expect(hasLeadingZeroBits(Uint8Array.from([0, 0x01]), 16)).toBe(false);
    expect(hasLeadingZeroBits(Uint8Array.from([0x80]), 0)).toBe(true);
  });

  it("splits an answer at its last colon", () => {
    expect(splitProofOfWorkAnswer(proofOfWorkInput("a.b.c", "42"))).toEqual({ challenge: "a.b.c", nonce: "42" });
    expect(splitProofOfWorkAnswer("no-nonce:")).toBeNull();
    expect(splitProofOfWorkAnswer(":42")).toBeNull();
    expect(splitProofOfWorkAnswer("plain")).toBeNull();
  });
});

describe("the prefix hasher", () => {
  it("hashes prefix plus number like SHA-256 of the whole text, at any prefix length", () => {
    for (const length of [0, 1, 54, 55, 56, 63, 64, 65, 119, 120, 128, 150]) {
      const prefix = "p".repeat(length);
      const hash = prefixHasher(prefix);
      for (const n of [0, 7, 123456789]) {
        expect(Buffer.from(hash(n)).toString("hex")).toBe(createHash("sha256").update(`${prefix}${n}`).digest("hex"));
      }
    }
  });
});
