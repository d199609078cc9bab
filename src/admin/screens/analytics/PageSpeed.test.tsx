import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MetricSummary, PageSpeedSummary } from "../../../domain/api/analytics";
import { PERFORMANCE_METRICS } from "../../../domain/enumerations/performanceMetrics";
import { PageSpeed } from "./PageSpeed";

const METRICS: MetricSummary[] = [
  { metric: "CLS", p75: 0.05, rating: "good", samples: 4 },
  { metric: "FCP", p75: 1200, rating: "good", samples: 4 },
  { metric: "FID", p75: 40, rating: "good", samples: 4 },
  { metric: "LCP", p75: 3100, rating: "needs-improvement", samples: 4 },
  { metric: "TTFB", p75: 2000, rating: "poor", samples: 4 },
];
const SPEED: PageSpeedSummary = {
  views: 4,
  metrics: METRICS,
  devices: [{ device: "mobile", views: 4, metrics: METRICS }],
  pages: [{ path: "/", views: 4, metrics: METRICS }],
};

/** The text a person reads in some markup: tags dropped, entities of apostrophes read back. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("the analytics screen's page speed", () => {
  const text = textOf(renderToStaticMarkup(<PageSpeed speed={SPEED} />));

  it("explains each figure where it is shown, in one sentence saying what it measures and what is good", () => {
    for (const sentence of [
      "Page jumps 0.05 Good How much words and pictures jump about while the page loads; 0.10 or less is good.",
      "First words or pictures 1.2 s Good How long until the first words or pictures appear; 1.8 s or less is good.",
      "Answer to the first tap 40 ms Good How long the page takes to react to a visitor's first click or tap; 100 ms or less is good.",
      "Main content shown 3.1 s Needs improvement How long until the largest picture or block of text appears; 2.5 s or less is good.",
      "Server answer 2.0 s Poor How long the server takes to start sending the page; 800 ms or less is good.",
    ]) {
      expect(text).toContain(sentence);
    }
  });

  it("never shows a bare abbreviation, in the cards or as a table column", () => {
    for (const metric of PERFORMANCE_METRICS) expect(text).not.toMatch(new RegExp(`\\b${metric}\\b`));
    expect(text).not.toContain("Contentful");
  });
});
