import type { BlockRenderProps } from "../types";
import { BookingEmbed } from "../shared/BookingEmbed";
import { widgetOrigin } from "../shared/widgetOrigins";
import { RESTAURANT_MESSAGES } from "../../domain/messages/restaurantMessages";
import { tockSchema, type TockSettings } from "./schema";

/**
 * Renders the Tock block: the link to the business's Tock page (its events list for the events
 * variant), and Tock's script for the island, with the business and variant on the container
 * Tock's script fills (found by the id Tock's script looks for, so one Tock block per page).
 */
export function TockBlock({ id, settings, context }: BlockRenderProps<TockSettings>) {
  const origin = widgetOrigin(context.widgetOrigins, "tock");
  const business = encodeURIComponent(settings.business.toLowerCase());
  const events = settings.variant === "events";
  return (
    <BookingEmbed
      id={id}
      schema={tockSchema}
      settings={settings}
      bookingUrl={events ? `${origin}/${business}/experiences` : `${origin}/${business}`}
      linkLabel={events ? "See events on Tock" : "Reserve on Tock"}
      widget={{ kind: "script", src: `${origin}/tock.js`, title: "Tock" }}
      containerAttributes={{
        id: "Tock_widget_container",
        "data-tock-business": settings.business.toLowerCase(),
        "data-tock-display-mode": events ? "Events" : "Button",
        "data-tock-locale": context.locale.toLowerCase(),
      }}
      previewAlert={RESTAURANT_MESSAGES.tockPreviewOnly}
    />
  );
}
