import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MetricSummary, PageSpeedSummary } from "../../../domain/api/analytics";
import { PAGE_SPEED_METRICS } from "../../../domain/enumerations/performanceMetrics";
import { PageSpeed } from "./PageSpeed";

const METRICS: MetricSummary[] = [
  { metric: "CLS", p75: 0.05, rating: "good", samples: 4 },
  { metric: "FCP", p75: 1200, rating: "good", samples: 4 },
  { metric: "FID", p75: null, rating: null, samples: 0 },
  { metric: "LCP", p75: 3100, rating: "needs-improvement", samples: 4 },
  { metric: "TTFB", p75: 2000, rating: "poor", samples: 4 },
  { metric: "INP", p75: 120, rating: "good", samples: 3 },
];
const EMPTY = { views: 0, metrics: METRICS.map((m) => ({ ...m, p75: null, rating: null, samples: 0 })), passing: { judged: 0, passed: 0 } };
const GROUP = { views: 4, metrics: METRICS, passing: { judged: 4, passed: 3 } };
const SPEED: PageSpeedSummary = {
  ...GROUP,
  devices: [{ device: "mobile", ...GROUP }],
  pages: [{ path: "/", ...GROUP }],
  trend: {
    step: "week",
    points: [
      { from: "2026-01-01", to: "2026-01-07", ...GROUP },
      { from: "2026-01-08", to: "2026-01-10", ...EMPTY },
    ],
  },
};

/** The text a person reads in some markup: tags dropped, entities of apostrophes read back. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("the analytics screen's page speed", () => {
  const html = renderToStaticMarkup(<PageSpeed speed={SPEED} />);
  const text = textOf(html);

  it("shows the three Core Web Vitals first, each explained with its good and poor limits, then the share good on all three", () => {
    expect(text).toContain(
      [
        "Main content shown 3.1 s Needs improvement How long until the largest picture or block of text appears; 2.5 s or less is good, over 4.0 s is poor.",
        "Answer to taps and keys 120 ms Good How long the page takes to show what a visitor's click, tap or key press did, counting nearly the slowest of each visit; 200 ms or less is good, over 500 ms is poor.",
        "Page jumps 0.05 Good How much words and pictures jump about while the page loads; 0.10 or less is good, over 0.25 is poor.",
        "Good on all three 75 % Page views whose main content, answers and page jumps were all good, of the 4 that measured them.",
      ].join(" "),
    );
  });

  it("shows the other figures smaller, and the first tap only when older browsers measured it", () => {
    expect(text).toContain(
      "Other figures First words or pictures 1.2 s Good How long until the first words or pictures appear; 1.8 s or less is good, over 3.0 s is poor.",
    );
    expect(text).toContain("Server answer 2.0 s Poor How long the server takes to start sending the page; 800 ms or less is good, over 1.8 s is poor.");
    expect(text).not.toContain("Answer to the first tap");
    const older = {
      ...SPEED,
      metrics: METRICS.map((m) => (m.metric === "FID" ? { metric: "FID" as const, p75: 40, rating: "good" as const, samples: 1 } : m)),
    };
    expect(textOf(renderToStaticMarkup(<PageSpeed speed={older} />))).toContain(
      "Answer to the first tap 40 ms Good How long the page takes to react to a visitor's first click or tap, in browsers that cannot time every one; 100 ms or less is good, over 300 ms is poor.",
    );
  });

  it("lists the period week by week, then per device and page, with the Core Web Vitals and the share good on all three", () => {
    expect(text).toContain("Week by week");
    expect(text).toContain("2026-01-01 to 2026-01-07 4 3.1 s Needs improvement 120 ms Good 0.05 Good 75 %");
    expect(text).toContain("2026-01-08 to 2026-01-10 0 – – – –");
    expect(text).toContain("Phone 4 3.1 s Needs improvement 120 ms Good 0.05 Good 75 % 1.2 s Good 2.0 s Poor");
    expect(html).toContain('<caption class="sr-only">Page speed per week</caption>');
    const daily = { ...SPEED, trend: { step: "day" as const, points: [{ from: "2026-01-01", to: "2026-01-01", ...GROUP }] } };
    const dailyText = textOf(renderToStaticMarkup(<PageSpeed speed={daily} />));
    expect(dailyText).toContain("Day by day");
    expect(dailyText).toContain("2026-01-01 4 3.1 s");
  });

  it("never shows a bare abbreviation, in the cards or as a table column", () => {
    for (const metric of PAGE_SPEED_METRICS) expect(text).not.toMatch(new RegExp(`\\b${metric}\\b`));
    expect(text).not.toContain("Contentful");
  });
});
