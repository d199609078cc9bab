import { z } from "zod";

const EVENT_NAME = z.string().regex(/^[A-Za-z][\w.:-]{0,63}$/, "must be an event name.");

/** The form body of `POST /api/census/RecordHit` (spec 1 §7): the event, the census JSON and the visitor cookie. */
export const recordHitBodySchema = z.object({
  event: EVENT_NAME,
  data: z.string().optional(),
  ss_cvr: z.string().max(200).optional(),
  crumb: z.string().optional(),
});

/** The form body of the other census calls: the census JSON and the id of what the hit is about (buttonId, formId, overlayId). */
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
