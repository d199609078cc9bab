import { describe, expect, it } from "vitest";
import { utf8Pieces } from "./utf8Pieces";

const joined = (pieces: string[]) => Buffer.from(pieces.join(""), "utf8");

describe("utf8Pieces", () => {
  it("gives the bytes of the joined texts for ASCII, accents, dashes, emoji and lone surrogates", () => {
    for (const pieces of [[], [""], ["<p>plain</p>"], ["Café — ", "“quoted” © 2026 −5"], ["☕ ", "🫘 ends with an emoji 🫘"], ["lone \ud800 surrogate", "!"]]) {
      expect(utf8Pieces(pieces).equals(joined(pieces)), pieces.join("|")).toBe(true);
    }
  });

  it("encodes texts too long for its buffer the usual way, and leaves no earlier answer changed", () => {
    const first = utf8Pieces(["first answer ", "— kept"]);
    const long = ["é".repeat(100_000), "x".repeat(100_000)];
    expect(utf8Pieces(long).equals(joined(long))).toBe(true);
    utf8Pieces(["y".repeat(150_000)]);
    expect(first.toString("utf8")).toBe("first answer — kept");
  });
});
