import { describe, expect, it } from "vitest";
import { workflowLabel } from "./workflow";

describe("workflowLabel", () => {
  it("maps published, scheduled and draft as spec 1 §4 says", () => {
    expect(workflowLabel(1)).toBe("Available");
    expect(workflowLabel(2)).toBe("Scheduled");
    expect(workflowLabel(4)).toBe("Hidden");
  });

  it("calls every other state Unsupported", () => {
    for (const state of [3, 5, 6, 0, 7, -1, Number.NaN]) {
      expect(workflowLabel(state)).toBe("Unsupported");
    }
  });
});
