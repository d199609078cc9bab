import { z } from "zod";
import { BLOCK_TYPE, BLOCK_VARIANTS } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { textOf } from "../shared/plainText";
import { bookingTextFields } from "../shared/bookingSettings";
import { BookingPreview } from "../shared/BookingPreview";
import { widgetOrigin } from "../shared/widgetOrigins";

const settings = z.strictObject({
  business: z
    .string()
    .trim()
    .min(1, "Enter your Tock page name (the part after exploretock.com/).")
    .max(100, "A Tock page name can be at most 100 characters.")
    .regex(/^[a-z0-9-]+$/i, "A Tock page name holds only letters, digits and dashes."),
  variant: z
    .enum(BLOCK_VARIANTS.tock, { error: "Choose a widget: reservations or events." })
    .meta({ optionLabels: { reservations: "Reservations", events: "Events" } })
    .default("reservations"),
  ...bookingTextFields,
});

/** Settings of a Tock block: the business's Tock page name, the variant, and the heading and text beside it. */
export type TockSettings = z.infer<typeof settings>;

/** Tock's booking widget in its reservations and events variants (spec 2 §3, code 68). */
export const tockSchema: BlockSchemaDefinition<TockSettings> = {
  type: "tock",
  code: BLOCK_TYPE.tock,
  label: "Tock",
  description: "Tock's widget for table reservations or ticketed events.",
  category: "interactive",
  schema: settings,
  example: { business: "tessera-bakery", variant: "reservations", heading: "Reserve with Tock", description: "" },
  Preview: ({ example }) => BookingPreview({ label: example.heading || "Reserve with Tock" }),
  summary: (s) => textOf(s.heading) || textOf(s.business),
  island: "tock",
  frameSources: (_settings, origins) => [widgetOrigin(origins, "tock")],
};
