import { z } from "zod";

/** The answer of `GET /api/crumb`: the visitor's crumb, also set as the crumb cookie. */
export const crumbAnswerSchema = z.object({ crumb: z.string() });
