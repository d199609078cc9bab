import { z } from "zod";
import type { ApiRoute } from "./route";

/** The steps the getting-started guide can list, in the order it lists them. */
export const GUIDE_STEP_IDS = ["identity", "styles", "publish", "product", "domain"] as const;

/** One first step of a new site: what to do, whether the site's data shows it done, and the screen where it is done. */
export const guideStepSchema = z.object({
  id: z.enum(GUIDE_STEP_IDS),
  title: z.string(),
  rule: z.string(),
  done: z.boolean(),
  href: z.string(),
});

/** The answer of `GET /api/config/guide`: the site's first steps, each done or not. */
export const guideSchema = z.object({ steps: z.array(guideStepSchema) });

/** One step of the guide as the configuration area shows it. */
export type GuideStep = z.output<typeof guideStepSchema>;

/** The getting-started guide of the configuration area's top bar (read by whoever may read the settings). */
export const guideRoutes = {
  read: { method: "GET", url: "/api/config/guide", schema: { response: { 200: guideSchema } } },
} satisfies Record<string, ApiRoute>;
