import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { textOf } from "../shared/plainText";
import { bookingTextFields, providerNumber } from "../shared/bookingSettings";
import { BookingPreview } from "../shared/BookingPreview";
import { widgetOrigin } from "../shared/widgetOrigins";

const settings = z.strictObject({
  owner: providerNumber("Enter your Acuity Scheduling account number.", "An Acuity account number has up to 12 digits."),
  appointmentType: z
    .string()
    .trim()
    .max(12, "An appointment type is a number of up to 12 digits.")
    .regex(/^\d*$/, "An appointment type is a number of up to 12 digits.")
    .default(""),
  ...bookingTextFields,
});

/** Settings of an Acuity block: the owner id, an optional appointment type, and the heading and text beside the calendar. */
export type AcuitySettings = z.infer<typeof settings>;

/** The Acuity Scheduling embed (spec 2 §3, code 60): the owner's booking calendar in a frame. */
export const acuitySchema: BlockSchemaDefinition<AcuitySettings> = {
  type: "acuity",
  code: BLOCK_TYPE.acuity,
  label: "Acuity Scheduling",
  description: "Your Acuity Scheduling calendar, where visitors book appointments.",
  category: "interactive",
  schema: settings,
  example: { owner: "1", appointmentType: "", heading: "Book an appointment", description: "" },
  Preview: ({ example }) => BookingPreview({ label: example.heading || "Book an appointment" }),
  summary: (s) => textOf(s.heading) || textOf(s.owner),
  island: "acuity",
  frameSources: (_settings, origins) => [widgetOrigin(origins, "acuity")],
};
