import type { ReactNode } from "react";
import { RESTAURANT_MESSAGES } from "../../domain/messages/restaurantMessages";
import { BlockFrame } from "./BlockFrame";

/** How a provider's widget enters the page: its script (which draws the widget beside itself) or its page in a frame. */
interface BookingWidget {
  kind: "script" | "frame";
  src: string;
  /** The frame's name for screen readers (frames only). */
  title: string;
}

/** What a booking or scheduling block shows: its block identity, its words and its provider's booking page and widget. */
export interface BookingEmbedProps {
  id: string;
  /** The block type's schema, whose type, code and island the frame carries. */
  schema: { type: string; code: number; island?: string | undefined };
  /** The owner's heading and text above or beside the widget. */
  settings: { heading: string; description: string };
  /** The provider's booking page, the link that works without script and after a failure. */
  bookingUrl: string;
  linkLabel: string;
  widget: BookingWidget;
  /** The alert a signed-in account sees instead of the live widget. */
  previewAlert: string;
  /** Provider attributes the widget's script reads from its container. */
  containerAttributes?: Record<string, string>;
}

/**
 * The shared rendering of the restaurant booking and scheduling blocks: the heading and text,
 * and a plain link to the provider's booking page, which works without script. The island
 * (shared/mountBookingEmbed.ts) loads the provider's widget from the data attributes, showing
 * loading then loaded, and keeps the link when the widget fails or its provider cannot be
 * reached. The text sits beside the widget when the block itself is wider than 640 px, above it
 * otherwise, whatever the window's width (bookingEmbed.css).
 */
export function BookingEmbed(props: BookingEmbedProps): ReactNode {
  const { heading, description } = props.settings;
  return (
    <BlockFrame id={props.id} type={props.schema.type} code={props.schema.code} island={props.schema.island} className="tsr-booking-block">
      <div
        className="tsr-booking"
        data-widget-kind={props.widget.kind}
        data-widget-src={props.widget.src}
        data-widget-title={props.widget.title}
        data-preview-alert={props.previewAlert}
        data-loading-text={RESTAURANT_MESSAGES.widgetLoading}
      >
        {heading || description ? (
          <div className="tsr-booking__intro">
            {heading ? <h3 className="tsr-booking__heading">{heading}</h3> : null}
            {description ? <p className="tsr-booking__description">{description}</p> : null}
          </div>
        ) : null}
        <div className="tsr-booking__widget">
          <p className="tsr-booking__status" role="status" />
          <div className="tsr-booking__slot" {...props.containerAttributes} />
          <a className="tsr-booking__link" href={props.bookingUrl} target="_blank" rel="noopener noreferrer">
            {props.linkLabel}
          </a>
        </div>
      </div>
    </BlockFrame>
  );
}
