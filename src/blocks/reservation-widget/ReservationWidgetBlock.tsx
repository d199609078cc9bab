import type { BlockRenderProps } from "../types";
import { BookingEmbed } from "../shared/BookingEmbed";
import { RESTAURANT_MESSAGES } from "../../domain/messages/restaurantMessages";
import { openTableBookingUrl } from "../opentable/openTableUrls";
import { reservationWidgetSchema, type ReservationWidgetSettings } from "./schema";

/** Renders the reservation widget: the link to the booking page, which the island also frames. */
export function ReservationWidgetBlock({ id, settings, context }: BlockRenderProps<ReservationWidgetSettings>) {
  const bookingUrl = openTableBookingUrl(context.widgetOrigins, settings.restaurantId, context.locale);
  return (
    <BookingEmbed
      id={id}
      schema={reservationWidgetSchema}
      settings={settings}
      bookingUrl={bookingUrl}
      linkLabel="Reserve a table on OpenTable"
      widget={{ kind: "frame", src: `${bookingUrl}&iframe=true`, title: "OpenTable reservations" }}
      previewAlert={RESTAURANT_MESSAGES.openTablePreviewOnly}
    />
  );
}
