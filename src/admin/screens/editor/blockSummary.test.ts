import { describe, expect, it } from "vitest";
import { blockSummary } from "./blockSummary";

const summary = (type: string, settings: Record<string, unknown>) => blockSummary({ id: "a", type, settings });

describe("a block's line in the block list", () => {
  it("names the type by its label and shows the block's own words", () => {
    expect(summary("heading", { text: "Our beans" })).toEqual({ label: "Heading", detail: "Our beans" });
    expect(summary("text", { html: "<p>Fresh&nbsp;roasted &amp; <b>fair</b></p>" })).toEqual({ label: "Text", detail: "Fresh roasted & fair" });
    expect(summary("markdown", { markdown: "## Hello" })).toEqual({ label: "Markdown", detail: "## Hello" });
    expect(summary("button", { label: "Shop now" })).toEqual({ label: "Button", detail: "Shop now" });
    expect(summary("video", { url: "https://vimeo.com/1" })).toEqual({ label: "Video", detail: "https://vimeo.com/1" });
  });

  it("describes pictures by their alternative text, file name or count", () => {
    expect(summary("image", { src: "/s/abc/roastery.jpg", alt: "" }).detail).toBe("roastery.jpg");
    expect(summary("image", { src: "/s/abc/roastery.jpg", alt: "The roaster" }).detail).toBe("The roaster");
    expect(summary("gallery", { slides: [{}] }).detail).toBe("1 image");
    expect(summary("gallery", { slides: [{}, {}] }).detail).toBe("2 images");
  });

  it("shows nothing for blocks without words, settings of the wrong shape or unknown types", () => {
    expect(summary("spacer", { height: 48 })).toEqual({ label: "Spacer", detail: "" });
    expect(summary("heading", { text: 3 })).toEqual({ label: "Heading", detail: "" });
    expect(summary("hologram", {})).toEqual({ label: "hologram", detail: "" });
  });

  it("cuts long lines to 80 characters", () => {
    const { detail } = summary("quote", { text: "x".repeat(100) });
    expect(detail).toBe(`${"x".repeat(79)}…`);
  });
});
