import { z } from "zod";
import { PAGE_SPEED_METRICS, type PerformanceMetric } from "../enumerations/performanceMetrics";
import { PERFORMANCE_METRIC_DEFINITIONS } from "../pageSpeed/pageSpeedRatings";

const EVENT_NAME = z.string().regex(/^[A-Za-z][\w.:-]{0,63}$/, "must be an event name.");

/** The form body of `POST /api/census/RecordHit` (spec 1 §7): the event, the census JSON and the visitor cookie. */
export const recordHitBodySchema = z.object({
  event: EVENT_NAME,
  data: z.string().optional(),
  ss_cvr: z.string().max(200).optional(),
  crumb: z.string().optional(),
});

/**
 * The form body of the other census calls: the census JSON and the id of what the hit is about
 * (buttonId, formId, overlayId). Its other fields stay free: each call reads the one id it takes.
 */
export const censusBodySchema = z.object({ data: z.string().optional(), crumb: z.string().optional() }).catchall(z.unknown());

/** The id a button, form or overlay hit names. */
export const censusTargetIdSchema = z
  .string()
  .max(64)
  .regex(/^[\w-]*$/, "must be an id.")
  .default("");

/** The path of `POST /api/census/RecordQuickView/:id`. */
export const quickViewParamsSchema = z.object({ id: z.string() });

/** Every census answer: 202 with whether the hit was stored (false when untracked), 503 when the writer is saturated. */
export const censusAnswers = {
  202: z.object({ recorded: z.boolean() }),
  503: z.object({ recorded: z.boolean() }),
};

/** A metric's value as a form field: a plain decimal number within what a browser can measure. */
const metricField = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}(\.\d{1,9})?$/, "must be a number.")
    .refine((value) => Number(value) <= max, `must be at most ${max}.`)
    .optional();

/**
 * The form body of `POST /api/census/page-speed`: the census JSON and the page view's performance
 * metrics (spec 2 §9's five and INP), each optional as a browser measures only some; at least one,
 * and nothing else.
 */
export const pageSpeedBodySchema = z
  .object({
    data: z.string().optional(),
    crumb: z.string().optional(),
    ...(Object.fromEntries(PAGE_SPEED_METRICS.map((metric) => [metric, metricField(PERFORMANCE_METRIC_DEFINITIONS[metric].max)])) as Record<
      PerformanceMetric,
      ReturnType<typeof metricField>
    >),
  })
  .strict()
  .refine((body) => PAGE_SPEED_METRICS.some((metric) => body[metric] !== undefined), "must hold at least one of CLS, FCP, FID, INP, LCP and TTFB.");
