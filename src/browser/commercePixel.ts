import { pixelAllowed } from "../domain/commerce/pixelConsent";
import { PIXEL_EVENT_MARKER, type CommercePixelEvent } from "../domain/enumerations/trackingEvents";
import { isRestrictive } from "../domain/visitorSettings/trackingConsent";
import { readConsent } from "./consent/consent";
import { readSiteContext } from "./siteContextReader";

/** Where the social ad pixel's script is loaded from. */
const PIXEL_SCRIPT_URL = "https://connect.facebook.net/en_US/fbevents.js";

type PixelFunction = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean };

declare global {
  interface Window {
    fbq?: PixelFunction;
  }
}

function pixel(pixelId: string): PixelFunction {
  if (window.fbq) return window.fbq;
  const queue: unknown[][] = [];
  const fbq: PixelFunction = (...args: unknown[]) => void queue.push(args);
  fbq.queue = queue;
  window.fbq = fbq;
  const script = document.createElement("script");
  script.async = true;
  script.src = PIXEL_SCRIPT_URL;
  document.head.append(script);
  fbq("init", pixelId);
  return fbq;
}

/**
 * Sends a commerce event (AddToCart, ViewContent, Search, Lead, CompleteRegistration, Purchase)
 * to the site's ad pixel when one is configured and the visitor's consent allows it (spec 1 §7).
 */
export function trackCommerceEvent(event: CommercePixelEvent, data: Record<string, unknown> = {}): boolean {
  const context = readSiteContext();
  const pixelId = String(context?.websiteSettings.storeSettings.pixelId ?? "");
  const restrictive = context ? isRestrictive(context.cookieSettings) : false;
  if (!pixelAllowed(pixelId, readConsent(), restrictive)) return false;
  pixel(pixelId)("track", event, data);
  return true;
}

/** Sends the events the page's markup names (data-pixel-event, e.g. ViewContent on a product page, Purchase on the confirmation). */
export function trackPageEvents(doc: Document = document): void {
  for (const marker of Array.from(doc.querySelectorAll<HTMLElement>(PIXEL_EVENT_MARKER))) {
    let data: Record<string, unknown> = {};
    try {
      data = JSON.parse(marker.dataset.pixelData ?? "{}") as Record<string, unknown>;
    } catch {
      data = {};
    }
    trackCommerceEvent(marker.dataset.pixelEvent as CommercePixelEvent, data);
  }
}
