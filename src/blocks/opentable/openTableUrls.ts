import { widgetOrigin, type WidgetOrigins } from "../shared/widgetOrigins";

/** OpenTable's two widget variants: the full reservation form (date, time, party size) or a single button. */
export const OPENTABLE_VARIANTS = ["standard", "button"] as const;

/** One of OPENTABLE_VARIANTS. */
export type OpenTableVariant = (typeof OPENTABLE_VARIANTS)[number];

/** The restaurant's OpenTable booking page, in the page's language. */
export function openTableBookingUrl(origins: WidgetOrigins | undefined, restaurantId: string, locale: string): string {
  return `${widgetOrigin(origins, "opentable")}/restref/client/?rid=${encodeURIComponent(restaurantId)}&lang=${encodeURIComponent(locale)}`;
}

/** OpenTable's reservation widget loader script for a restaurant and variant; it draws the widget beside itself. */
export function openTableWidgetScript(origins: WidgetOrigins | undefined, restaurantId: string, variant: OpenTableVariant, locale: string): string {
  const query = new URLSearchParams({
    rid: restaurantId,
    type: variant,
    theme: "standard",
    iframe: "true",
    domain: "com",
    lang: locale,
    newtab: "false",
    ot_source: "Restaurant website",
  });
  return `${widgetOrigin(origins, "opentable")}/widget/reservation/loader?${query.toString()}`;
}
