import { describe, expect, it } from "vitest";
import { speedTrendSteps } from "./speedTrendSteps";

describe("the page speed trend's steps", () => {
  it("are days up to two weeks", () => {
    expect(speedTrendSteps("2026-02-27", "2026-03-02")).toEqual({
      step: "day",
      steps: ["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"].map((day) => ({ from: day, to: day })),
    });
    expect(speedTrendSteps("2026-01-01", "2026-01-14").steps).toHaveLength(14);
  });

  it("are weeks from the period's first day beyond two weeks, the last one holding what is left", () => {
    expect(speedTrendSteps("2026-01-01", "2026-01-15")).toEqual({
      step: "week",
      steps: [
        { from: "2026-01-01", to: "2026-01-07" },
        { from: "2026-01-08", to: "2026-01-14" },
        { from: "2026-01-15", to: "2026-01-15" },
      ],
    });
    const year = speedTrendSteps("2025-12-31", "2026-12-31");
    expect(year.steps).toHaveLength(53);
    expect(year.steps.at(-1)).toEqual({ from: "2026-12-30", to: "2026-12-31" });
  });
});
