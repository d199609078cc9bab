import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_STYLE, type PageSection } from "../../../../blocks/sections/sectionModel";
import { SectionOutline } from "./SectionOutline";

const heading = (id: string, text: string, desktop: { column: number; row: number }, phoneRow?: number) => ({
  id,
  type: "heading",
  settings: { text, level: 2, align: "left" },
  desktop: { ...desktop, width: 8, height: 1 },
  ...(phoneRow ? { phone: { column: 1, row: phoneRow, width: 8, height: 1 } } : {}),
});

function render(sections: PageSection[], arrangement: "desktop" | "phone", isFixed = false): string {
  const nothing = () => undefined;
  return renderToStaticMarkup(
    <SectionOutline
      sections={sections}
      arrangement={arrangement}
      flowing={false}
      isFixed={isFixed}
      invalidIds={new Set()}
      isDisabled={false}
      onSelectSection={nothing}
      onSelectBlock={nothing}
      onSectionCommand={nothing}
      onBlockCommand={nothing}
      onAddBlock={nothing}
      onPasteBlock={nothing}
      onMoveSection={nothing}
    />,
  );
}

const order = (html: string) => [...html.matchAll(/aria-label="Edit Heading: ([^"]+)"/g)].map((m) => m[1]);

describe("the outline of sections and blocks", () => {
  const section: PageSection = {
    id: "a".repeat(24),
    style: DEFAULT_SECTION_STYLE,
    blocks: [
      heading("1".repeat(24), "Right", { column: 13, row: 1 }, 1),
      heading("2".repeat(24), "Left", { column: 1, row: 1 }, 2),
      heading("3".repeat(24), "Below", { column: 1, row: 2 }, 3),
    ],
  };

  it("lists a section's blocks in the reading order of the arrangement edited", () => {
    expect(order(render([section], "desktop"))).toEqual(["Left", "Right", "Below"]);
    expect(order(render([section], "phone"))).toEqual(["Right", "Left", "Below"]);
  });

  it("names each section and offers adding a block to each only when there are several", () => {
    const one = render([section], "desktop");
    expect(one).toContain('aria-label="Move Section 1"');
    expect(one).not.toContain("Add block to section 1");
    const two = render([section, { id: "b".repeat(24), sharedSectionId: "c".repeat(24) }], "desktop");
    expect(two).toContain("Add block to section 1");
    expect(two).toContain("Shared section");
    expect(two).not.toContain("Add block to section 2");
  });

  it("links a shared section's placement to its own editor", () => {
    const html = render([section, { id: "b".repeat(24), sharedSectionId: "c".repeat(24) }], "desktop");
    expect(html).toContain(`href="/config/library/${"c".repeat(24)}"`);
    expect(html).toContain('aria-label="Edit shared section (section 2)"');
  });

  it("offers no moving, copying or deleting of the one section of a shared section edited on its own", () => {
    expect(render([section], "desktop")).toContain('aria-label="Actions for Section 1"');
    expect(render([section], "desktop", true)).not.toContain('aria-label="Actions for Section 1"');
  });
});
