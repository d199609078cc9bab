import { describe, expect, it } from "vitest";
import { passesCoreWebVitals } from "./coreWebVitals";
import { formatPerformance, percentile75, ratePerformance } from "./pageSpeedRatings";

describe("page speed ratings", () => {
  it("rates a value good up to the good threshold, poor only above the poor one", () => {
    expect(ratePerformance("LCP", 2500)).toBe("good");
    expect(ratePerformance("LCP", 2501)).toBe("needs-improvement");
    expect(ratePerformance("LCP", 4000)).toBe("needs-improvement");
    expect(ratePerformance("LCP", 4001)).toBe("poor");
    expect(ratePerformance("CLS", 0.1)).toBe("good");
    expect(ratePerformance("CLS", 0.25)).toBe("needs-improvement");
    expect(ratePerformance("CLS", 0.26)).toBe("poor");
    expect(ratePerformance("FID", 101)).toBe("needs-improvement");
    expect(ratePerformance("TTFB", 1801)).toBe("poor");
    expect(ratePerformance("FCP", 1800)).toBe("good");
  });

  it("rates INP good up to 200 ms and poor above 500 ms", () => {
    expect(ratePerformance("INP", 200)).toBe("good");
    expect(ratePerformance("INP", 201)).toBe("needs-improvement");
    expect(ratePerformance("INP", 500)).toBe("needs-improvement");
    expect(ratePerformance("INP", 501)).toBe("poor");
  });

  it("passes a page view when each Core Web Vital its browser measured is good, and judges none without any", () => {
    expect(passesCoreWebVitals({ LCP: 2500, INP: 200, CLS: 0.1 })).toBe(true);
    expect(passesCoreWebVitals({ LCP: 2500, INP: null, CLS: 0.1 })).toBe(true);
    expect(passesCoreWebVitals({ LCP: 1000, INP: 201, CLS: 0 })).toBe(false);
    expect(passesCoreWebVitals({ LCP: 2501, INP: null, CLS: null })).toBe(false);
    expect(passesCoreWebVitals({ LCP: 900, INP: 40, CLS: 0.11 })).toBe(false);
    expect(passesCoreWebVitals({ LCP: null, INP: null, CLS: null })).toBeNull();
  });

  it("takes the 75th percentile by nearest rank, whatever the order", () => {
    expect(percentile75([])).toBeNull();
    expect(percentile75([7])).toBe(7);
    expect(percentile75([4, 1, 3, 2])).toBe(3);
    expect(percentile75([5, 1, 4, 2, 3])).toBe(4);
    expect(percentile75(Array.from({ length: 100 }, (_, i) => 100 - i))).toBe(75);
  });

  it("writes times in ms under a second, in seconds above, and the layout shift with two decimals", () => {
    expect(formatPerformance("TTFB", 349.6)).toBe("350 ms");
    expect(formatPerformance("INP", 200)).toBe("200 ms");
    expect(formatPerformance("LCP", 1234)).toBe("1.2 s");
    expect(formatPerformance("CLS", 0.0456)).toBe("0.05");
  });
});
