import type { Db } from "../../../db/database";
import type { MetricSummary, PageSpeedSummary } from "../../../domain/api/analytics";
import { PERFORMANCE_METRICS, type PerformanceMetric } from "../../../domain/enumerations/performanceMetrics";
import { percentile75, ratePerformance } from "../../../domain/pageSpeed/pageSpeedRatings";

/** The most recent samples a report reads: enough for steady percentiles, few enough to sort at once. */
const MAX_SAMPLES = 20_000;
/** How many pages the report lists. */
const MAX_PAGES = 10;

/** A sample's metrics, each in the column named after it in lower case. */
type Sample = Record<Lowercase<PerformanceMetric>, number | null> & { path: string; device: string };

/** The kinds of device, in the order the report lists them. */
const DEVICES = ["mobile", "tablet", "desktop"] as const;

/** The samples grouped by a key, each group in the samples' order. */
function groupBy(samples: readonly Sample[], key: (sample: Sample) => string): Map<string, Sample[]> {
  const groups = new Map<string, Sample[]>();
  for (const sample of samples) {
    const group = groups.get(key(sample));
    if (group) group.push(sample);
    else groups.set(key(sample), [sample]);
  }
  return groups;
}

/** Each metric's 75th percentile, its rating and how many of the samples measured it. */
function summarise(samples: readonly Sample[]): MetricSummary[] {
  return PERFORMANCE_METRICS.map((metric) => {
    const values = samples.map((sample) => sample[metric.toLowerCase() as Lowercase<PerformanceMetric>]).filter((value): value is number => value !== null);
    const p75 = percentile75(values);
    return { metric, p75, rating: p75 === null ? null : ratePerformance(metric, p75), samples: values.length };
  });
}

/**
 * How fast a site's pages were for its visitors over a range of UTC days: each metric's 75th
 * percentile over the page views whose browsers reported it (the latest 20,000 when there are
 * more), and the same per kind of device (phones first) and for the ten pages with the most reports.
 */
export async function pageSpeedReport(db: Db, websiteId: string, from: string, to: string): Promise<PageSpeedSummary> {
  const samples: Sample[] = await db
    .selectFrom("pageSpeedSamples")
    .where("websiteId", "=", websiteId)
    .where("day", ">=", from)
    .where("day", "<=", to)
    .select(["path", "device", "cls", "fcp", "fid", "lcp", "ttfb"])
    .orderBy("createdAt", "desc")
    .limit(MAX_SAMPLES)
    .execute();
  const byDevice = groupBy(samples, (sample) => sample.device);
  const devices = DEVICES.filter((device) => byDevice.has(device)).map((device) => {
    const list = byDevice.get(device)!;
    return { device, views: list.length, metrics: summarise(list) };
  });
  const pages = [...groupBy(samples, (sample) => sample.path).entries()]
    .sort(([pathA, a], [pathB, b]) => b.length - a.length || pathA.localeCompare(pathB))
    .slice(0, MAX_PAGES)
    .map(([path, list]) => ({ path, views: list.length, metrics: summarise(list) }));
  return { views: samples.length, metrics: summarise(samples), devices, pages };
}
