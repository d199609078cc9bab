import type { BlockRenderProps } from "../types";
import { BookingEmbed } from "../shared/BookingEmbed";
import { RESTAURANT_MESSAGES } from "../../domain/messages/restaurantMessages";
import { openTableBookingUrl, openTableWidgetScript } from "./openTableUrls";
import { openTableSchema, type OpenTableSettings } from "./schema";

/** Renders the OpenTable block: the link to the restaurant's booking page, and the widget's loader script for the island. */
export function OpenTableBlock({ id, settings, context }: BlockRenderProps<OpenTableSettings>) {
  return (
    <BookingEmbed
      id={id}
      schema={openTableSchema}
      settings={settings}
      bookingUrl={openTableBookingUrl(context.widgetOrigins, settings.restaurantId, context.locale)}
      linkLabel="Reserve a table on OpenTable"
      widget={{
        kind: "script",
        src: openTableWidgetScript(context.widgetOrigins, settings.restaurantId, settings.variant, context.locale),
        title: "OpenTable reservations",
      }}
      previewAlert={RESTAURANT_MESSAGES.openTablePreviewOnly}
    />
  );
}
