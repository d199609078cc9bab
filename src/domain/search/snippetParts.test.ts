import { describe, expect, it } from "vitest";
import { MATCH_END, MATCH_START, snippetParts } from "./snippetParts";
import { searchWords } from "./searchQuery";

describe("snippet parts", () => {
  it("splits a marked snippet into plain text and matched terms", () => {
    expect(snippetParts(`Climb the ${MATCH_START}lighthouse${MATCH_END} by the ${MATCH_START}bay${MATCH_END}.`)).toEqual([
      { text: "Climb the ", match: false },
      { text: "lighthouse", match: true },
      { text: " by the ", match: false },
      { text: "bay", match: true },
      { text: ".", match: false },
    ]);
  });

  it("keeps text that looks like HTML as text", () => {
    expect(snippetParts(`<b>${MATCH_START}tea${MATCH_END}</b>`)).toEqual([
      { text: "<b>", match: false },
      { text: "tea", match: true },
      { text: "</b>", match: false },
    ]);
  });
});

describe("search words", () => {
  it("keeps letters and digits in lower case, once each, at most eight", () => {
    expect(searchWords(`Café "OR" (tea*) 12-oz café`)).toEqual(["café", "or", "tea", "12", "oz"]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
    expect(searchWords(' *"() ')).toEqual([]);
  });
});
