import { describe, expect, it } from "vitest";
import { DIALOG_STYLE } from "./dialogStyles";

describe("DIALOG_STYLE", () => {
  it("pins the styles of spec 2 §4", () => {
    expect(Object.values(DIALOG_STYLE)).toEqual(["confirm-or-reject", "confirm-or-cancel", "confirm-only", "no-buttons"]);
  });
});
