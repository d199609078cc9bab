import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_STYLE, type Section } from "../sections/sectionModel";
import { withNavigationNames } from "./namedNavigations";

const id = (n: number) => n.toString(16).padStart(24, "0");
const place = { column: 1, row: 1, width: 24, height: 1 };

function navigation(n: number, settings: Record<string, unknown>) {
  return { id: id(n), type: "navigation", settings: { navigation: "main", direction: "horizontal", screenReaderName: "", ...settings }, desktop: place };
}

function section(n: number, blocks: Section["blocks"]): Section {
  return { id: id(100 + n), style: DEFAULT_SECTION_STYLE, blocks };
}

const names = (sections: Section[]) => sections.flatMap((s) => s.blocks.map((block) => block.settings.screenReaderName));

describe("navigation names on a page", () => {
  it("gives unnamed navigations names no other navigation of the page has: Site, then Footer in the last section, More pages for the hidden pages", () => {
    const page = [
      section(1, [navigation(1, {}), navigation(2, { navigation: "hidden" })]),
      section(2, [navigation(3, {})]),
      section(3, [navigation(4, {}), navigation(5, {})]),
    ];
    expect(names(withNavigationNames(page))).toEqual(["Site", "More pages", "Site 2", "Footer", "Site 3"]);
  });

  it("keeps names the owner typed and names the others around them, never Main (the site header's)", () => {
    const page = [section(1, [navigation(1, { screenReaderName: "Site" }), navigation(2, {}), navigation(3, { screenReaderName: "Shop" })])];
    expect(names(withNavigationNames(page))).toEqual(["Site", "Site 2", "Shop"]);
    expect(names(withNavigationNames([section(1, [navigation(1, { screenReaderName: "site 2" }), navigation(2, {}), navigation(3, {})])]))).toEqual([
      "site 2",
      "Site",
      "Site 3",
    ]);
  });

  it("returns a page whose navigations are all named as it is, and leaves sections without an unnamed navigation untouched", () => {
    const named = [section(1, [navigation(1, { screenReaderName: "Site" })])];
    expect(withNavigationNames(named)).toBe(named);
    const first = section(1, [navigation(1, { screenReaderName: "Site" })]);
    const [kept] = withNavigationNames([first, section(2, [navigation(2, {})])]);
    expect(kept).toBe(first);
  });
});
