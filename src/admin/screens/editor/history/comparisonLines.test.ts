import { describe, expect, it } from "vitest";
import { comparisonLines } from "./comparisonLines";

const none = { versionId: "v", blocksAdded: [], blocksRemoved: [], blocksChanged: [], blocksMoved: [], sectionsAdded: [], sectionsRemoved: [], same: false };
const block = (label: string, detail = "", was = detail) => ({ id: label, type: label.toLowerCase(), label, detail, was });

describe("a comparison in words", () => {
  it("says when the draft is the version", () => {
    expect(comparisonLines({ ...none, same: true })).toEqual(["The draft is the same as this version."]);
  });

  it("names the blocks by type and content line, a changed line before and after, and counts sections", () => {
    expect(
      comparisonLines({
        ...none,
        blocksAdded: [block("Heading", "Open daily"), block("Spacer")],
        blocksChanged: [block("Text", "Open from nine", "Open from seven"), block("Image", "Shop front")],
        blocksMoved: [block("Button", "Call us")],
        sectionsAdded: [{ id: "s", blocks: 2 }],
        sectionsRemoved: [
          { id: "a", blocks: 1 },
          { id: "b", blocks: null },
        ],
      }),
    ).toEqual([
      "Added since: Heading “Open daily”, Spacer",
      "Changed since: Text “Open from seven” → “Open from nine”, Image “Shop front”",
      "Moved since: Button “Call us”",
      "1 section added since",
      "2 sections removed since",
    ]);
  });
});
