import { describe, expect, it } from "vitest";
import { comparisonLines } from "./comparisonLines";

const none = { versionId: "v", blocksAdded: [], blocksRemoved: [], blocksChanged: [], blocksMoved: [], sectionsAdded: [], sectionsRemoved: [], same: false };
const block = (label: string) => ({ id: label, type: label.toLowerCase(), label });

describe("a comparison in words", () => {
  it("says when the draft is the version", () => {
    expect(comparisonLines({ ...none, same: true })).toEqual(["The draft is the same as this version."]);
  });

  it("names the blocks by type and counts sections, leaving out what did not change", () => {
    expect(
      comparisonLines({
        ...none,
        blocksAdded: [block("Heading"), block("Text")],
        blocksMoved: [block("Image")],
        sectionsAdded: [{ id: "s", blocks: 2 }],
        sectionsRemoved: [
          { id: "a", blocks: 1 },
          { id: "b", blocks: null },
        ],
      }),
    ).toEqual(["Added since: Heading, Text", "Moved since: Image", "1 section added since", "2 sections removed since"]);
  });
});
