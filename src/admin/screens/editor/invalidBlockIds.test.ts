import { describe, expect, it } from "vitest";
import type { PageSection } from "../../../blocks/sections/sectionModel";
import { invalidBlockIds } from "./invalidBlockIds";

const place = { column: 1, row: 1, width: 24, height: 1 };

describe("the blocks the outline marks as needing a fix", () => {
  it("names the page's own blocks whose settings their schema refuses, and passes over shared sections", () => {
    const sections = [
      {
        id: "s1",
        style: {},
        blocks: [
          { id: "good", type: "heading", settings: { text: "Our beans", level: 2, align: "left" }, desktop: place },
          { id: "bad", type: "heading", settings: { text: "Our beans", level: 9, align: "left" }, desktop: place },
          { id: "unknown", type: "no-such-block", settings: {}, desktop: place },
        ],
      },
      { id: "s2", sharedSectionId: "shared" },
    ] as PageSection[];
    expect([...invalidBlockIds(sections)]).toEqual(["bad", "unknown"]);
  });
});
