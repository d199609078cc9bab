import { describe, expect, it } from "vitest";
import { utf8Bytes } from "./utf8Bytes";

describe("utf8Bytes", () => {
  it("gives the same bytes as Buffer.from for ASCII, accents, dashes, emoji and lone surrogates", () => {
    for (const text of ["", "<p>plain</p>", "Café — “quoted” © 2026 −5", "☕ 🫘 ends with an emoji 🫘", "lone \ud800 surrogate"]) {
      expect(utf8Bytes(text).equals(Buffer.from(text, "utf8")), text).toBe(true);
    }
  });

  it("encodes a text too long for its buffer the usual way, and leaves no earlier answer changed", () => {
    const first = utf8Bytes("first answer — kept");
    const long = "é".repeat(200_000);
    expect(utf8Bytes(long).equals(Buffer.from(long, "utf8"))).toBe(true);
    utf8Bytes("x".repeat(80_000));
    expect(first.toString("utf8")).toBe("first answer — kept");
  });
});
