import type { PerformanceMetric } from "../../../domain/enumerations/performanceMetrics";
import { formatPerformance, PERFORMANCE_METRIC_DEFINITIONS } from "../../../domain/pageSpeed/pageSpeedRatings";

/** How the analytics screen names a page speed figure and explains it in one sentence. */
interface SpeedFigure {
  /** The figure's name in plain words, on its card and as its table column. */
  name: string;
  /** What it measures, what is good and what is poor, the limits read from the ratings. */
  explanation: string;
}

/** What each figure measures, before "; … or less is good, over … is poor." */
const MEASURES: Record<PerformanceMetric, { name: string; measures: string }> = {
  CLS: { name: "Page jumps", measures: "How much words and pictures jump about while the page loads" },
  FCP: { name: "First words or pictures", measures: "How long until the first words or pictures appear" },
  FID: {
    name: "Answer to the first tap",
    measures: "How long the page takes to react to a visitor's first click or tap, in browsers that cannot time every one",
  },
  INP: {
    name: "Answer to taps and keys",
    measures: "How long the page takes to show what a visitor's click, tap or key press did, counting nearly the slowest of each visit",
  },
  LCP: { name: "Main content shown", measures: "How long until the largest picture or block of text appears" },
  TTFB: { name: "Server answer", measures: "How long the server takes to start sending the page" },
};

/**
 * The owner's words for a page speed figure, so the analytics screen never shows a bare
 * abbreviation: its name and one sentence saying what it measures, what is good and what is poor.
 */
export function speedFigure(metric: PerformanceMetric): SpeedFigure {
  const { name, measures } = MEASURES[metric];
  const { good, poor } = PERFORMANCE_METRIC_DEFINITIONS[metric];
  return { name, explanation: `${measures}; ${formatPerformance(metric, good)} or less is good, over ${formatPerformance(metric, poor)} is poor.` };
}
