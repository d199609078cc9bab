import type { Db } from "../../../db/database";
import type { CoreWebVitalsPass, MetricSummary, PageSpeedSummary } from "../../../domain/api/analytics";
import { PAGE_SPEED_METRICS, type PerformanceMetric } from "../../../domain/enumerations/performanceMetrics";
import { passesCoreWebVitals } from "../../../domain/pageSpeed/coreWebVitals";
import { percentile75, ratePerformance } from "../../../domain/pageSpeed/pageSpeedRatings";
import { speedTrendSteps } from "../../../domain/pageSpeed/speedTrendSteps";

/** The most samples a report reads: enough for steady percentiles, few enough to sort at once. */
const MAX_SAMPLES = 20_000;
/** How many pages the report lists. */
const MAX_PAGES = 10;

/** A sample's metrics, each in the column named after it in lower case. */
type Sample = Record<Lowercase<PerformanceMetric>, number | null> & { path: string; device: string; day: string };

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
  return PAGE_SPEED_METRICS.map((metric) => {
    const values = samples.map((sample) => sample[metric.toLowerCase() as Lowercase<PerformanceMetric>]).filter((value): value is number => value !== null);
    const p75 = percentile75(values);
    return { metric, p75, rating: p75 === null ? null : ratePerformance(metric, p75), samples: values.length };
  });
}

/** How many samples measured a Core Web Vital and how many of those had each one measured good. */
function passing(samples: readonly Sample[]): CoreWebVitalsPass {
  const verdicts = samples.map((sample) => passesCoreWebVitals({ LCP: sample.lcp, INP: sample.inp, CLS: sample.cls })).filter((v) => v !== null);
  return { judged: verdicts.length, passed: verdicts.filter(Boolean).length };
}

/** What the report says of a group of samples. */
function measured(samples: readonly Sample[]) {
  return { views: samples.length, metrics: summarise(samples), passing: passing(samples) };
}

/**
 * The samples of a site's period, the latest of each day up to an even share of the 20,000 read at
 * most, so a busy day cannot crowd the period's other days out of the trend.
 */
async function readSamples(db: Db, websiteId: string, from: string, to: string, days: number): Promise<Sample[]> {
  const perDay = Math.ceil(MAX_SAMPLES / days);
  const ranked = db
    .selectFrom("pageSpeedSamples")
    .where("websiteId", "=", websiteId)
    .where("day", ">=", from)
    .where("day", "<=", to)
    .select((eb) => [
      "path",
      "device",
      "day",
      "cls",
      "fcp",
      "fid",
      "inp",
      "lcp",
      "ttfb",
      eb.fn
        .agg<number>("row_number")
        .over((ob) => ob.partitionBy("day").orderBy("createdAt", "desc"))
        .as("latest"),
    ]);
  return db
    .selectFrom(ranked.as("ranked"))
    .where("latest", "<=", perDay)
    .select(["path", "device", "day", "cls", "fcp", "fid", "inp", "lcp", "ttfb"])
    .execute();
}

/**
 * How fast a site's pages were for its visitors over a range of UTC days: each metric's 75th
 * percentile over the page views whose browsers reported it and how many views passed the Core
 * Web Vitals, over the whole period, per kind of device (phones first), for the ten pages with the
 * most reports and per day (periods up to two weeks) or week.
 */
export async function pageSpeedReport(db: Db, websiteId: string, from: string, to: string): Promise<PageSpeedSummary> {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  const samples = await readSamples(db, websiteId, from, to, days);
  const trend = speedTrendSteps(from, to);
  const byDevice = groupBy(samples, (sample) => sample.device);
  const devices = DEVICES.filter((device) => byDevice.has(device)).map((device) => ({ device, ...measured(byDevice.get(device)!) }));
  const pages = [...groupBy(samples, (sample) => sample.path).entries()]
    .sort(([pathA, a], [pathB, b]) => b.length - a.length || pathA.localeCompare(pathB))
    .slice(0, MAX_PAGES)
    .map(([path, list]) => ({ path, ...measured(list) }));
  const points = trend.steps.map((step) => ({ ...step, ...measured(samples.filter((sample) => sample.day >= step.from && sample.day <= step.to)) }));
  return { ...measured(samples), devices, pages, trend: { step: trend.step, points } };
}
