import { describe, expect, it } from "vitest";
import { SECTION_VIDEO_ISLAND } from "../../../blocks/sections/backgroundVideo";
import { DEFAULT_SECTION_STYLE } from "../../../blocks/sections/sectionModel";
import { PROVIDER_WIDGET_ORIGINS } from "../../../blocks/shared/widgetOrigins";
import { pageLayout } from "./pageLayout";

const id = (n: number) => n.toString(16).padStart(24, "0");
const embed = {
  type: "embed",
  settings: { source: "address", url: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC", html: "", title: "", caption: "" },
};

const style = { ...DEFAULT_SECTION_STYLE, background: { kind: "video" as const, src: "/s/clip.mp4", overlay: 0 } };
const stored = {
  sections: [
    { id: id(90), style, blocks: [{ id: id(1), ...embed, desktop: { column: 1, row: 1, width: 24, height: 1 } }] },
    { id: id(91), sharedSectionId: id(92) },
  ],
};

describe("a page's layout", () => {
  it("is its own sections, its blocks' and sections' islands and its frame origins", () => {
    const page = pageLayout(stored, PROVIDER_WIDGET_ORIGINS);
    expect(page.layout.sections.map((section) => section.id)).toEqual([id(90), id(91)]);
    expect(page.sections.map((section) => section.id)).toEqual([id(90)]);
    expect(page.islands).toEqual(["embed", SECTION_VIDEO_ISLAND]);
    expect(page.frameSources).toEqual(["https://open.spotify.com"]);
  });
});
