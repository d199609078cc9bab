import { describe, expect, it } from "vitest";
import { stateLabel, workflowLabel } from "./workflow";

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

describe("stateLabel", () => {
  it("names needs review and private by the spec's content statuses, the rest by their workflow labels", () => {
    expect([1, 2, 3, 4, 5].map(stateLabel)).toEqual(["Available", "Scheduled", "Needs Review", "Hidden", "Private"]);
    expect(stateLabel(6)).toBe("Unsupported");
  });
});
