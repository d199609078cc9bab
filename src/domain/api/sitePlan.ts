import type { ApiRoute } from "./route";
import { sitePlanSchema } from "../sitePlan/sitePlanSchema";

/** The plan routes: owners read what the platform administrator set; only the platform home changes it. */
export const sitePlanRoutes = {
  /** The site's status, kind, the kinds its host offers and the host's note. */
  read: { method: "GET", url: "/api/config/billing/plan", schema: { response: { 200: sitePlanSchema } } },
} satisfies Record<string, ApiRoute>;
