import { describe, expect, it } from "vitest";
import { alignmentGuides, guidePixels, placeRect, snapDrag } from "./gridSnapping";
import { tracksFrom, type GridTracks } from "./gridTracks";

// A 24-column grid 100 px from the frame's left: 30 px columns with 10 px gaps; rows of 50 px, 10 px gaps,
// the second row grown to 110 px by its content.
const tracks: GridTracks = {
  columns: tracksFrom(Array(24).fill("30px").join(" "), 10, 100),
  rows: tracksFrom("50px 110px 50px", 10, 200),
  rowSize: 50,
  rowGap: 10,
};
const phoneTracks: GridTracks = { columns: tracksFrom(Array(8).fill("40px").join(" "), 8, 0), rows: [], rowSize: 48, rowGap: 8 };

describe("grid snapping", () => {
  it("reads tracks from a computed template", () => {
    expect(tracksFrom("30px 40.5px", 10, 5)).toEqual([
      { start: 5, size: 30 },
      { start: 45, size: 40.5 },
    ]);
    expect(tracksFrom("none", 10, 5)).toEqual([]);
  });

  it("finds a place's pixels, measured rows first and base-size rows below them", () => {
    expect(placeRect({ column: 2, row: 2, width: 3, height: 1 }, tracks)).toEqual({ left: 140, top: 260, width: 110, height: 110 });
    expect(placeRect({ column: 1, row: 4, width: 1, height: 2 }, tracks)).toEqual({ left: 100, top: 440, width: 30, height: 110 });
  });

  it("snaps a move to the nearest cell and keeps the block inside the columns", () => {
    const start = { column: 1, row: 1, width: 8, height: 1 };
    expect(snapDrag(start, "move", 4 * 40 + 12, 0, tracks, "desktop")).toEqual({ column: 5, row: 1, width: 8, height: 1 });
    expect(snapDrag(start, "move", 118, 70, tracks, "desktop")).toEqual({ column: 4, row: 2, width: 8, height: 1 });
    expect(snapDrag(start, "move", 5000, 0, tracks, "desktop")).toEqual({ column: 17, row: 1, width: 8, height: 1 });
    expect(snapDrag(start, "move", -500, -500, tracks, "desktop")).toEqual(start);
    expect(snapDrag(start, "move", 0, 240, tracks, "desktop")).toEqual({ column: 1, row: 4, width: 8, height: 1 });
  });

  it("snaps a resize handle's edges and never makes a block smaller than one cell", () => {
    const start = { column: 3, row: 1, width: 4, height: 1 };
    expect(snapDrag(start, "e", 81, 0, tracks, "desktop")).toEqual({ column: 3, row: 1, width: 6, height: 1 });
    expect(snapDrag(start, "se", 0, 175, tracks, "desktop")).toEqual({ column: 3, row: 1, width: 4, height: 3 });
    expect(snapDrag(start, "w", 1000, 0, tracks, "desktop")).toEqual({ column: 6, row: 1, width: 1, height: 1 });
    expect(snapDrag(start, "nw", -79, 0, tracks, "desktop")).toEqual({ column: 1, row: 1, width: 6, height: 1 });
    expect(snapDrag({ column: 1, row: 1, width: 8, height: 1 }, "e", -100, 0, phoneTracks, "phone")).toEqual({ column: 1, row: 1, width: 6, height: 1 });
  });

  it("shows guides where the moving block's edges or centre meet another block's, or the grid's middle", () => {
    const guides = alignmentGuides({ column: 5, row: 3, width: 4, height: 2 }, [{ column: 9, row: 1, width: 8, height: 2 }], "desktop");
    expect(guides).toEqual([
      { axis: "x", line: 9 },
      { axis: "y", line: 3 },
    ]);
    expect(alignmentGuides({ column: 9, row: 1, width: 8, height: 1 }, [], "desktop")).toEqual([{ axis: "x", line: 13 }]);
    expect(guidePixels({ axis: "x", line: 2 }, tracks)).toBe(135);
    expect(guidePixels({ axis: "x", line: 1.5 }, tracks)).toBe(117.5);
    expect(guidePixels({ axis: "x", line: 25 }, tracks)).toBe(1050);
    expect(guidePixels({ axis: "y", line: 1 }, tracks)).toBe(200);
  });
});
