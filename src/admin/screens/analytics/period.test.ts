import { describe, expect, it } from "vitest";
import { lastDays, periodProblem } from "./period";

describe("analytics periods", () => {
  it("counts the last N days including today", () => {
    expect(lastDays(7, new Date("2026-03-10T15:00:00Z"))).toEqual({ from: "2026-03-04", to: "2026-03-10" });
    expect(lastDays(30, new Date("2026-03-01T00:00:00Z"))).toEqual({ from: "2026-01-31", to: "2026-03-01" });
  });

  it("refuses empty, reversed and over-long periods with the owner's words", () => {
    expect(periodProblem({ from: "", to: "2026-03-01" })).toBe("Choose a start and an end date.");
    expect(periodProblem({ from: "2026-03-10", to: "2026-03-01" })).toBe("The start must not be after the end.");
    expect(periodProblem({ from: "2025-01-01", to: "2026-01-02" })).toBe("Choose at most 366 days.");
    expect(periodProblem({ from: "2025-01-01", to: "2026-01-01" })).toBeNull();
    expect(periodProblem({ from: "2026-03-01", to: "2026-03-01" })).toBeNull();
  });
});
