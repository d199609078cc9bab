import { describe, expect, it } from "vitest";
import { describeCancel, describeMove, keyboardPlace } from "./keyboardPlacement";

describe("keyboard placement", () => {
  const place = { column: 4, row: 2, width: 8, height: 2 };

  it("moves by one cell with an arrow and resizes by one cell with Shift", () => {
    expect(keyboardPlace(place, "ArrowRight", false, "desktop")).toEqual({ ...place, column: 5 });
    expect(keyboardPlace(place, "ArrowUp", false, "desktop")).toEqual({ ...place, row: 1 });
    expect(keyboardPlace(place, "ArrowRight", true, "desktop")).toEqual({ ...place, width: 9 });
    expect(keyboardPlace(place, "ArrowUp", true, "desktop")).toEqual({ ...place, height: 1 });
    expect(keyboardPlace(place, "Enter", false, "desktop")).toBeNull();
  });

  it("stops at the grid's edges and at one cell", () => {
    expect(keyboardPlace({ column: 1, row: 1, width: 1, height: 1 }, "ArrowLeft", false, "phone")).toEqual({ column: 1, row: 1, width: 1, height: 1 });
    expect(keyboardPlace({ column: 1, row: 1, width: 1, height: 1 }, "ArrowLeft", true, "phone")).toEqual({ column: 1, row: 1, width: 1, height: 1 });
    expect(keyboardPlace({ column: 1, row: 1, width: 8, height: 1 }, "ArrowRight", false, "phone")).toEqual({ column: 1, row: 1, width: 8, height: 1 });
    expect(keyboardPlace({ column: 3, row: 1, width: 6, height: 1 }, "ArrowRight", true, "phone")).toEqual({ column: 2, row: 1, width: 7, height: 1 });
  });

  it("says where a block went in words", () => {
    expect(describeMove("Text", place, { ...place, column: 5 })).toBe("Text block moved to column 5, row 2, 8 columns wide, 2 rows tall");
    expect(describeMove("Text", place, { ...place, width: 1, height: 1 })).toBe("Text block resized to column 4, row 2, 1 column wide, 1 row tall");
    expect(describeMove("Image", place, { column: 1, row: 1, width: 2, height: 3 })).toBe(
      "Image block moved and resized to column 1, row 1, 2 columns wide, 3 rows tall",
    );
    expect(describeCancel("Text", place)).toBe("Move cancelled. Text block is back at column 4, row 2, 8 columns wide, 2 rows tall");
  });
});
