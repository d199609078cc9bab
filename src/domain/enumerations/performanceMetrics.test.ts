import { describe, expect, it } from "vitest";
import { PERFORMANCE_METRICS } from "./performanceMetrics";

describe("performance metrics", () => {
  it("are the five of spec 2 §9", () => {
    expect(PERFORMANCE_METRICS).toEqual(["CLS", "FCP", "FID", "LCP", "TTFB"]);
  });
});
