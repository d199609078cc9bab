import type { CommercePixelEvent } from "../../../../domain/enumerations/trackingEvents";

/** The attribute the runtime looks for to send a commerce event to the site's ad pixel on page load. */
export const PIXEL_EVENT_ATTRIBUTE = "data-pixel-event";

/** A hidden marker: the runtime sends this event (with its data) to the ad pixel when consent allows. */
export function PixelEvent({ event, data }: { event: CommercePixelEvent; data: Record<string, unknown> }) {
  return <span hidden data-pixel-event={event} data-pixel-data={JSON.stringify(data)} />;
}
