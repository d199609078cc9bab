import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_STYLE, type Section } from "../../../../blocks/sections/sectionModel";
import { copyToClipboard, pasteFromClipboard } from "./editorClipboard";

/** A Storage kept in memory, standing for the browser's localStorage shared by the site's pages. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

let counter = 0;
const makeId = () => (++counter).toString(16).padStart(24, "f");

describe("the editor's clipboard", () => {
  it("pastes a copied section with fresh ids each time, so it can be pasted twice on another page", () => {
    const storage = new MemoryStorage();
    const section: Section = {
      id: "a".repeat(24),
      style: { ...DEFAULT_SECTION_STYLE, theme: "dark" },
      blocks: [
        {
          id: "b".repeat(24),
          type: "text",
          settings: { html: "<p>Hi</p>" },
          desktop: { column: 3, row: 1, width: 10, height: 2 },
          phone: { column: 1, row: 1, width: 8, height: 1 },
        },
      ],
    };
    copyToClipboard(storage, { kind: "section", section });
    const first = pasteFromClipboard(storage, makeId);
    const second = pasteFromClipboard(storage, makeId);
    if (first?.kind !== "section" || second?.kind !== "section" || "sharedSectionId" in first.section || "sharedSectionId" in second.section)
      throw new Error("a section was expected");
    expect(first.section.id).not.toBe(section.id);
    expect(first.section.id).not.toBe(second.section.id);
    expect(first.section.blocks[0]!.id).not.toBe(second.section.blocks[0]!.id);
    expect({ ...first.section.blocks[0], id: "" }).toEqual({ ...section.blocks[0], id: "" });
    expect(first.section.style.theme).toBe("dark");
  });

  it("pastes a copied block, and nothing when the clipboard is empty or holds something else", () => {
    const storage = new MemoryStorage();
    expect(pasteFromClipboard(storage, makeId)).toBeNull();
    copyToClipboard(storage, {
      kind: "block",
      block: { id: "c".repeat(24), type: "heading", settings: {}, desktop: { column: 1, row: 1, width: 24, height: 1 } },
    });
    const pasted = pasteFromClipboard(storage, makeId);
    expect(pasted?.kind === "block" && pasted.block.type).toBe("heading");
    storage.setItem("tessera-editor-clipboard", "{not json");
    expect(pasteFromClipboard(storage, makeId)).toBeNull();
    storage.setItem(
      "tessera-editor-clipboard",
      JSON.stringify({ kind: "block", block: { id: "x", type: "text", settings: {}, desktop: { column: 20, row: 1, width: 10, height: 1 } } }),
    );
    expect(pasteFromClipboard(storage, makeId)).toBeNull();
  });
});
