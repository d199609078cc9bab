import { describe, expect, it } from "vitest";
import { newId } from "../../domain/ids";
import { DEFAULT_SECTION_STYLE, type PageSection, type PlacedBlock, type Section } from "./sectionModel";
import { countPageBlocks, freshCopy, resolveSharedSections } from "./sharedSections";

const block = (id = newId()): PlacedBlock => ({ id, type: "heading", settings: { text: id }, desktop: { column: 1, row: 1, width: 24, height: 1 } });
const section = (blocks: PlacedBlock[]): Section => ({ id: newId(), style: DEFAULT_SECTION_STYLE, blocks });

describe("resolveSharedSections", () => {
  const shared = section([block(), block()]);
  const lookup = (id: string) => (id === "shared" ? shared : undefined);

  it("replaces a placement by the shared section, keeping the placement's id", () => {
    const own = section([block()]);
    const placement = { id: newId(), sharedSectionId: "shared" };
    const shown = resolveSharedSections([own, placement], lookup);
    expect(shown).toEqual([own, { id: placement.id, style: shared.style, blocks: shared.blocks }]);
  });

  it("shows nothing for a missing shared section", () => {
    expect(resolveSharedSections([{ id: newId(), sharedSectionId: "gone" }], lookup)).toEqual([]);
  });

  it("shows a shared section once per page, so block ids stay unique", () => {
    const sections: PageSection[] = [
      { id: newId(), sharedSectionId: "shared" },
      { id: newId(), sharedSectionId: "shared" },
    ];
    const shown = resolveSharedSections(sections, lookup);
    expect(shown).toHaveLength(1);
  });

  it("leaves out a shared block whose id the page's own blocks use", () => {
    const own = section([block(shared.blocks[0]!.id)]);
    const shown = resolveSharedSections([own, { id: newId(), sharedSectionId: "shared" }], lookup);
    expect(shown[1]!.blocks.map((b) => b.id)).toEqual([shared.blocks[1]!.id]);
  });
});

describe("section helpers", () => {
  it("counts a page's blocks with each placed shared section's once", () => {
    const sections: PageSection[] = [section([block()]), { id: newId(), sharedSectionId: "a" }, { id: newId(), sharedSectionId: "a" }];
    expect(countPageBlocks(sections, () => 5)).toBe(6);
  });

  it("copies a section with fresh ids and the same content", () => {
    const original = section([block(), block()]);
    const copy = freshCopy(original);
    expect(copy.id).not.toBe(original.id);
    expect(copy.blocks.map((b) => b.id)).not.toContain(original.blocks[0]!.id);
    expect(copy.blocks.map((b) => b.settings)).toEqual(original.blocks.map((b) => b.settings));
  });
});
