import { z } from "zod";

/** The heading and text every booking and scheduling block shows beside its widget. */
export const bookingTextFields = {
  heading: z.string().trim().max(200, "A heading can be at most 200 characters.").default(""),
  description: z.string().trim().max(1000, "A description can be at most 1000 characters.").default(""),
};

/** A provider's numeric id (a restaurant id, an Acuity owner id), as digits. */
export function providerNumber(missing: string, wrong: string) {
  return z.string().trim().min(1, missing).max(12, wrong).regex(/^\d+$/, wrong);
}
