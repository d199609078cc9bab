import type { z } from "zod";
import { siteStylesRoutes, type siteStylesBodySchema } from "../../domain/api/siteStyles";
import { call } from "./call";

/** The site styles calls, made from the routes of src/domain/api/siteStyles.ts. */
export const siteStylesApi = {
  load: () => call(siteStylesRoutes.read, {}),
  save: (styles: z.input<typeof siteStylesBodySchema>) => call(siteStylesRoutes.save, { body: styles }),
};
