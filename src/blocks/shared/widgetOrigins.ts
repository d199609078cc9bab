/** The providers whose widgets, frames and booking pages blocks embed. */
export type WidgetProvider = "opentable" | "tock" | "acuity" | "x";

/** Where each provider's widget scripts, frames and booking pages load from (protocol, host and port). */
export type WidgetOrigins = Readonly<Record<WidgetProvider, string>>;

/**
 * The providers' own origins. The server's configuration may point one at a stand-in (tests) or
 * a proxy; site settings never can, so an owner cannot make a page load script from elsewhere.
 */
export const PROVIDER_WIDGET_ORIGINS: WidgetOrigins = {
  opentable: "https://www.opentable.com",
  tock: "https://www.exploretock.com",
  acuity: "https://app.acuityscheduling.com",
  x: "https://platform.twitter.com",
};

/** The origin a block loads a provider's widget from: the server's configured one, else the provider's own. */
export function widgetOrigin(origins: WidgetOrigins | undefined, provider: WidgetProvider): string {
  return (origins ?? PROVIDER_WIDGET_ORIGINS)[provider];
}
