import { describe, expect, it } from "vitest";
import { PAGE_SPEED_METRICS, PERFORMANCE_METRICS } from "./performanceMetrics";

describe("performance metrics", () => {
  it("are the five of spec 2 §9", () => {
    expect(PERFORMANCE_METRICS).toEqual(["CLS", "FCP", "FID", "LCP", "TTFB"]);
  });

  it("are measured with INP, FID's successor among the Core Web Vitals", () => {
    expect(PAGE_SPEED_METRICS).toEqual(["CLS", "FCP", "FID", "LCP", "TTFB", "INP"]);
  });
});
