import { describe, expect, it } from "vitest";
import { SECTION_VIDEO_ISLAND } from "../../../blocks/sections/backgroundVideo";
import { DEFAULT_SECTION_STYLE } from "../../../blocks/sections/sectionModel";
import { PROVIDER_WIDGET_ORIGINS } from "../../../blocks/shared/widgetOrigins";
import type { Layout } from "../../../blocks/types";
import { layoutNeeds } from "./layoutNeeds";

const id = (n: number) => n.toString(16).padStart(24, "0");
const embed = {
  type: "embed",
  settings: { source: "address", url: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC", html: "", title: "", caption: "" },
};

function layoutOf(background: "none" | "video"): Layout {
  const style =
    background === "video" ? { ...DEFAULT_SECTION_STYLE, background: { kind: "video" as const, src: "/s/clip.mp4", overlay: 0 } } : DEFAULT_SECTION_STYLE;
  return {
    sections: [
      { id: id(90), style, blocks: [{ id: id(1), ...embed, desktop: { column: 1, row: 1, width: 24, height: 1 } }] },
      { id: id(91), sharedSectionId: id(92) },
    ],
  };
}

describe("a layout's needs", () => {
  it("are its own sections, its blocks' and sections' islands and its frame origins", () => {
    const layout = layoutOf("video");
    const needs = layoutNeeds(layout, PROVIDER_WIDGET_ORIGINS);
    expect(needs.sections.map((section) => section.id)).toEqual([id(90)]);
    expect(needs.islands).toEqual(["embed", SECTION_VIDEO_ISLAND]);
    expect(needs.frameSources).toEqual(["https://open.spotify.com"]);
  });

  it("are worked out once per layout object, and again for other widget origins or another layout", () => {
    const layout = layoutOf("none");
    const needs = layoutNeeds(layout, PROVIDER_WIDGET_ORIGINS);
    expect(layoutNeeds(layout, PROVIDER_WIDGET_ORIGINS)).toBe(needs);
    const origins = { ...PROVIDER_WIDGET_ORIGINS };
    expect(layoutNeeds(layout, origins)).not.toBe(needs);
    expect(layoutNeeds(layout, origins)).toEqual({ ...needs, widgetOrigins: origins });
    expect(layoutNeeds(layoutOf("none"), PROVIDER_WIDGET_ORIGINS)).not.toBe(needs);
  });
});
