import { describe, expect, it } from "vitest";
import { outsideFrameHref, safeFramePath } from "./frame";
import { matchScreen, screenHref } from "./router";
import { SCREENS } from "./screens";

describe("configuration area addresses", () => {
  it("matches screens by path and reads their parameters", () => {
    expect(matchScreen(SCREENS, "")?.screen.id).toBe("pages");
    expect(matchScreen(SCREENS, "pages/0123456789abcdef01234567")).toMatchObject({ screen: { id: "editor" }, params: { ownerId: "0123456789abcdef01234567" } });
    expect(matchScreen(SCREENS, "blogs/abc/")).toMatchObject({ screen: { id: "blog" }, params: { collectionId: "abc" } });
    expect(matchScreen(SCREENS, "no/such/screen")).toBeNull();
    expect(screenHref("pages/:ownerId", { ownerId: "a b" })).toBe("/config/pages/a%20b");
    expect(screenHref("")).toBe("/config/");
  });

  it("opens only same-site pages in the frame (spec 1 §2 frameUrl)", () => {
    expect(safeFramePath("/about?x=1")).toBe("/about?x=1");
    for (const bad of ["https://evil.example/", "//evil.example", "/\\evil", "about", "/config/", "/api/config/me", null])
      expect(safeFramePath(bad)).toBeNull();
    expect(outsideFrameHref("/about")).toBe("/about?noredirect");
    expect(outsideFrameHref("/about?x=1")).toBe("/about?x=1&noredirect");
  });

  it("names every screen and path once", () => {
    expect(new Set(SCREENS.map((s) => s.id)).size).toBe(SCREENS.length);
    expect(new Set(SCREENS.map((s) => s.path)).size).toBe(SCREENS.length);
  });
});
