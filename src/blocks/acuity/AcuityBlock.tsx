import type { BlockRenderProps } from "../types";
import { BookingEmbed } from "../shared/BookingEmbed";
import { widgetOrigin } from "../shared/widgetOrigins";
import { RESTAURANT_MESSAGES } from "../../domain/messages/restaurantMessages";
import { acuitySchema, type AcuitySettings } from "./schema";

/** Renders the Acuity block: the link to the owner's scheduling page, which the island also frames. */
export function AcuityBlock({ id, settings, context }: BlockRenderProps<AcuitySettings>) {
  const query = new URLSearchParams({ owner: settings.owner });
  if (settings.appointmentType) query.set("appointmentType", settings.appointmentType);
  const bookingUrl = `${widgetOrigin(context.widgetOrigins, "acuity")}/schedule.php?${query.toString()}`;
  return (
    <BookingEmbed
      id={id}
      schema={acuitySchema}
      settings={settings}
      bookingUrl={bookingUrl}
      linkLabel="Book on Acuity Scheduling"
      widget={{ kind: "frame", src: `${bookingUrl}&ref=embedded_csp`, title: "Acuity Scheduling calendar" }}
      previewAlert={RESTAURANT_MESSAGES.acuityPreviewOnly}
    />
  );
}
