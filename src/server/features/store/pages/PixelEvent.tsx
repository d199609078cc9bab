import type { CommercePixelEvent } from "../../../../domain/enumerations/trackingEvents";

/** A hidden marker: the runtime sends this event (with its data) to the ad pixel when consent allows. */
export function PixelEvent({ event, data }: { event: CommercePixelEvent; data: Record<string, unknown> }) {
  return <span hidden data-pixel-event={event} data-pixel-data={JSON.stringify(data)} />;
}
