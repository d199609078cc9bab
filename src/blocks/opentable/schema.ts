import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { textOf } from "../shared/plainText";
import { bookingTextFields, providerNumber } from "../shared/bookingSettings";
import { BookingPreview } from "../shared/BookingPreview";
import { OPENTABLE_VARIANTS } from "./openTableUrls";
import { widgetOrigin } from "../shared/widgetOrigins";

const settings = z.strictObject({
  restaurantId: providerNumber("Enter your restaurant's number on OpenTable.", "An OpenTable restaurant number has up to 12 digits."),
  variant: z
    .enum(OPENTABLE_VARIANTS, { error: "Choose a widget: standard or button." })
    .meta({ optionLabels: { standard: "Standard", button: "Button" } })
    .default("standard"),
  ...bookingTextFields,
});

/** Settings of an OpenTable block: the restaurant id, the widget variant, and the heading and text beside it. */
export type OpenTableSettings = z.infer<typeof settings>;

/** OpenTable's reservation widget in its two variants (spec 2 §2 restaurant booking blocks, code 49). */
export const openTableSchema: BlockSchemaDefinition<OpenTableSettings> = {
  type: "opentable",
  code: BLOCK_TYPE.opentable,
  label: "OpenTable",
  description: "OpenTable's table reservation widget: the full booking form or a single button.",
  category: "interactive",
  schema: settings,
  example: { restaurantId: "1", variant: "standard", heading: "Book a table", description: "Lunch and dinner, Tuesday to Sunday." },
  Preview: ({ example }) => BookingPreview({ label: example.heading || "Reserve a table" }),
  summary: (s) => textOf(s.heading) || textOf(s.restaurantId),
  island: "opentable",
  frameSources: (_settings, origins) => [widgetOrigin(origins, "opentable")],
};
