import { afterEach, describe, expect, it, vi } from "vitest";
import { watchFontFailures } from "./fontFailures";

type Face = Pick<FontFace, "family" | "status">;

/** A page's FontFaceSet: the faces it already holds, its settling, and the loadingerror events of later failures. */
function fontSet(faces: Face[]) {
  const target = new EventTarget();
  let settle!: () => void;
  const ready = new Promise<void>((resolve) => (settle = resolve));
  const fonts = Object.assign(target, { ready, forEach: (each: (face: Face) => void) => faces.forEach((face) => each(face)) });
  const fail = (failed: Face[]) => target.dispatchEvent(Object.assign(new Event("loadingerror"), { fontfaces: failed }));
  return { fonts: fonts as unknown as FontFaceSet, settle: async () => (settle(), await ready), fail };
}

describe("font failures", () => {
  afterEach(() => vi.restoreAllMocks());

  it('warns "Requested font no longer in Typekit" once the fonts settle, naming the families whose files did not arrive', async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const set = fontSet([
      { family: "Fraunces", status: "error" },
      { family: "Fraunces", status: "error" },
      { family: "Inter", status: "loaded" },
      { family: "Work Sans", status: "error" },
    ]);
    watchFontFailures(set.fonts);
    expect(warn).not.toHaveBeenCalled();
    await set.settle();
    expect(warn).toHaveBeenCalledExactlyOnceWith("Requested font no longer in Typekit", "Fraunces, Work Sans");
  });

  it("warns for a family that fails later, and names each family once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const set = fontSet([{ family: "Fraunces", status: "error" }]);
    watchFontFailures(set.fonts);
    await set.settle();
    set.fail([
      { family: "Fraunces", status: "error" },
      { family: "Inter", status: "error" },
    ]);
    expect(warn.mock.calls).toEqual([
      ["Requested font no longer in Typekit", "Fraunces"],
      ["Requested font no longer in Typekit", "Inter"],
    ]);
  });

  it("says nothing when the fonts load, or where the browser has no font set", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const set = fontSet([{ family: "Inter", status: "loaded" }]);
    watchFontFailures(set.fonts);
    await set.settle();
    watchFontFailures(undefined);
    expect(warn).not.toHaveBeenCalled();
  });
});
