import type { z } from "zod";
import type { siteStylesBodySchema } from "../../domain/api/siteStyles";
import { api } from "./client";

/** The site's styles as the server answers them, every field filled. */
export type SiteStylesAnswer = z.output<typeof siteStylesBodySchema>;

/** The site styles calls; their shape is the route schema of src/domain/api/siteStyles.ts (served in /api/openapi.json). */
export const siteStylesApi = {
  load: () => api.get<SiteStylesAnswer>("/api/config/site/design"),
  save: (styles: z.input<typeof siteStylesBodySchema>) => api.put<SiteStylesAnswer>("/api/config/site/design", styles),
};
