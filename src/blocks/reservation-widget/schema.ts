import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { textOf } from "../shared/plainText";
import { bookingTextFields, providerNumber } from "../shared/bookingSettings";
import { BookingPreview } from "../shared/BookingPreview";
import { widgetOrigin } from "../shared/widgetOrigins";

const settings = z.strictObject({
  restaurantId: providerNumber("Enter your restaurant's number on OpenTable.", "An OpenTable restaurant number has up to 12 digits."),
  ...bookingTextFields,
});

/** Settings of a reservation widget: the OpenTable restaurant id, and the heading and text beside it. */
export type ReservationWidgetSettings = z.infer<typeof settings>;

/**
 * The reservation-widget block (spec 2 §2 restaurant booking blocks): the restaurant's whole
 * OpenTable booking page in a frame on the site's page, where the OpenTable block draws
 * OpenTable's compact widget.
 */
export const reservationWidgetSchema: BlockSchemaDefinition<ReservationWidgetSettings> = {
  type: "reservation-widget",
  code: BLOCK_TYPE.reservationWidget,
  label: "Reservation widget",
  description: "Your restaurant's OpenTable booking page, in a frame on your page.",
  category: "interactive",
  schema: settings,
  example: { restaurantId: "1", heading: "Reservations", description: "Parties of up to eight; call us for larger groups." },
  Preview: ({ example }) => BookingPreview({ label: example.heading || "Reservations" }),
  summary: (s) => textOf(s.heading) || textOf(s.restaurantId),
  island: "reservation-widget",
  frameSources: (_settings, origins) => [widgetOrigin(origins, "opentable")],
};
