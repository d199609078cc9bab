import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { DEFAULT_SECTION_STYLE } from "../../../blocks/sections/sectionModel";
import { systemClock } from "../../clock";
import { singleColumnDemoAs } from "../../testing/siteFiles";
import { exportSite, importSite } from "./siteFile";

const place = (row: number, column = 1, width = 24, height = 1) => ({ column, row, width, height });
const heading = (text: string, extra: Record<string, unknown> = {}) => ({
  id: newId(),
  type: "heading",
  settings: { text, level: 2, align: "left", shrinkToFit: false },
  ...extra,
});

/** A page of three sections (a styled one of blocks side by side with phone places and a layer, a shared placement, a plain one) and a blog post. */
function sectionsSite(identifier: string) {
  const page = {
    sections: [
      {
        id: newId(),
        style: { ...DEFAULT_SECTION_STYLE, height: "full", theme: "dark", background: { kind: "colour", colour: "accent" } },
        blocks: [
          heading("Left", { desktop: place(1, 1, 12, 2), phone: place(2, 1, 8) }),
          heading("Right", { desktop: place(1, 13, 12), phone: place(1, 1, 8), layer: 3 }),
        ],
      },
      { id: newId(), sharedSectionId: newId() },
      { id: newId(), style: DEFAULT_SECTION_STYLE, blocks: [heading("Below", { desktop: place(1) })] },
    ],
  };
  const post = {
    sections: [{ id: newId(), style: DEFAULT_SECTION_STYLE, blocks: [heading("One", { desktop: place(1) }), heading("Two", { desktop: place(2) })] }],
  };
  return {
    file: {
      format: "tessera-site",
      version: 2,
      website: { identifier, title: `Sections ${identifier}` },
      collections: [
        { type: 10, title: "Home", urlSlug: "home", navigation: "main", position: 0, layout: { draft: page, published: page } },
        {
          type: 1,
          title: "Journal",
          urlSlug: "journal",
          navigation: "main",
          position: 1,
          items: [{ title: "Hello", urlSlug: "hello", publishState: 1, publishOn: "2026-10-01T09:00:00.000Z", layout: { draft: post, published: post } }],
        },
      ],
    },
    page,
    post,
  };
}

describeEachDatabase("site files with sections", (database) => {
  it("imports and exports sections, styles, grid and phone places, layers and shared placements without loss", async () => {
    const { db } = database();
    const { file, page, post } = sectionsSite("gridded");
    await importSite(db, systemClock, JSON.stringify(file));
    const first = await exportSite(db, "gridded");
    const exported = JSON.parse(first);
    expect(exported.version).toBe(2);
    expect(exported.collections[0].layout.draft).toEqual(page);
    expect(exported.collections[0].layout.published).toEqual(page);
    expect(exported.collections[1].items[0].layout.draft).toEqual(post);
    await importSite(db, systemClock, first);
    expect(await exportSite(db, "gridded")).toBe(first);
  });

  it("imports a version 1 file's single-column layouts as one stacked section each, a draft and its published layout alike", async () => {
    const { db } = database();
    const legacy = JSON.parse(singleColumnDemoAs("legacy"));
    expect(legacy.version).toBe(1);
    await importSite(db, systemClock, JSON.stringify(legacy));
    const exported = JSON.parse(await exportSite(db, "legacy"));
    const layouts = exported.collections
      .flatMap((c: { layout?: unknown; items: { layout?: unknown }[] }) => [c.layout, ...c.items.map((i) => i.layout)])
      .filter(Boolean);
    const legacyLayouts = legacy.collections
      .flatMap((c: { layout?: unknown; items?: { layout?: unknown }[] }) => [c.layout, ...(c.items ?? []).map((i) => i.layout)])
      .filter(Boolean);
    expect(layouts.length).toBe(legacyLayouts.length);
    layouts.forEach(
      (layout: { draft: { sections: { id: string; style: unknown; blocks: unknown[] }[] }; published: typeof layout.draft | null }, index: number) => {
        const before = legacyLayouts[index] as { draft: { blocks: { id: string; type: string }[] } };
        expect(layout.draft.sections).toHaveLength(1);
        const [section] = layout.draft.sections;
        expect(section!.style).toEqual(DEFAULT_SECTION_STYLE);
        expect(section!.blocks).toEqual(
          before.draft.blocks.map((block, row) => expect.objectContaining({ id: block.id, type: block.type, desktop: place(row + 1) })),
        );
        if (layout.published) expect(layout.published.sections[0]!.id).toBe(section!.id);
      },
    );
  });

  it("refuses bad sections with the path of the bad field, a post of more than one section, and an unknown version", async () => {
    const { db } = database();
    const offGrid = JSON.parse(JSON.stringify(sectionsSite("offgrid").file));
    offGrid.collections[0].layout.draft.sections[2].blocks[0].desktop = place(1, 20, 10);
    await expect(importSite(db, systemClock, JSON.stringify(offGrid))).rejects.toThrow(
      "collections[0].layout.draft.sections[2].blocks[0].desktop.width: A block must end within the grid's 24 columns.",
    );
    const twoSections = JSON.parse(JSON.stringify(sectionsSite("twosections").file));
    twoSections.collections[1].items[0].layout.draft.sections.push({ id: newId(), blocks: [] });
    await expect(importSite(db, systemClock, JSON.stringify(twoSections))).rejects.toThrow(
      "collections[1].items[0].layout.draft.sections: A flowing layout holds exactly one section.",
    );
    await expect(importSite(db, systemClock, JSON.stringify({ ...sectionsSite("future").file, version: 3 }))).rejects.toThrow("version: must be 1 or 2.");
  });
});
