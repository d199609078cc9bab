import { describe, expect, it } from "vitest";
import { parseLayout } from "../layout";
import { parseSection } from "./sectionCheck";
import { STARTER_SECTIONS, starterSectionCopy, starterSectionFor } from "./starterSections";

describe("the starter library", () => {
  it("ships the eight designs of the issue", () => {
    expect(STARTER_SECTIONS.map((s) => s.key)).toEqual(["hero", "features", "image-text", "testimonials", "pricing", "contact", "gallery", "newsletter"]);
  });

  it.each(STARTER_SECTIONS.map((s) => [s.key, s] as const))("%s is a valid section", (_key, starter) => {
    const copy = starterSectionCopy(starter);
    expect(parseSection(copy).blocks).toHaveLength(starter.blocks.length);
    expect(parseLayout({ sections: [copy] }).sections).toEqual([parseSection(copy)]);
  });

  it("gives every copy fresh ids", () => {
    const starter = starterSectionFor("features")!;
    const [first, second] = [starterSectionCopy(starter), starterSectionCopy(starter)];
    expect(first.id).not.toBe(second.id);
    const ids = [...first.blocks, ...second.blocks].map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps each column's blocks together on phones", () => {
    const features = starterSectionFor("features")!;
    const phoneOrder = [...features.blocks].sort((a, b) => a.phone!.row - b.phone!.row).map((b) => String(b.settings.text ?? b.settings.html));
    expect(phoneOrder.slice(0, 4)).toEqual(["What you get", "Fast", "<p>Pages load at once, on every phone.</p>", "Simple"]);
  });
});
