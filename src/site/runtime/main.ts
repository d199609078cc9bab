import { CONSOLE_MESSAGES } from "../../domain/messages/consoleMessages";
import { refreshCartIcons } from "../../browser/cartIcon";
import { recordEvent } from "../../browser/census/censusClient";
import { loadPart, withPart } from "../../browser/partLoader";
import { COMMERCE_PIXEL_EVENT, NEWSLETTER_SUBSCRIBED_WINDOW_EVENT, PIXEL_EVENT_MARKER } from "../../domain/enumerations/trackingEvents";
import type { DataLayerRequest } from "./dataLayer";
import type { DialogOptions, DialogResult } from "./dialogs";
import { installErrorReporter } from "./errorReporter";
import { loadIslands } from "./islandLoader";
import { installKeyboard } from "./keyboard";
import { showLogoutNoticeIfAsked } from "./logoutNotice";
import { redirectOwnerIfDue } from "./ownerRedirect";
import { readSiteContext } from "../../browser/siteContextReader";
import { installSiteMenuTrigger } from "./siteMenuTrigger";
import { TIME_SINCE_SELECTOR } from "./timeSinceSelector";
import { LANGUAGE_ALTERNATES_SELECTOR } from "./languageAlternatesSelector";
import { installHeaderLanguages } from "./headerLanguages";
import { flushTraceOnHide, trace } from "./trace";
import { watchFontFailures } from "./fontFailures";
import { startOverlays, startVisitorTracking } from "./visitorTracking";
import { installWidgetTriggers } from "./widgetTriggers";

/** What the runtime offers the page's own scripts as window.Tessera. */
export interface TesseraGlobal {
  /** Runs a callback once the page is ready; warns when no window is given. */
  load(callback: () => void, context?: Window): void;
  /** The data layer (loaded on first use). */
  request<T = unknown>(call: DataLayerRequest): Promise<T>;
  /** Shows a dialog (loaded on first use) and resolves with how it was answered. */
  dialog(options: DialogOptions): Promise<DialogResult>;
  recordEvent: typeof recordEvent;
  trace: typeof trace;
}

declare global {
  interface Window {
    Tessera?: TesseraGlobal;
  }
}

const pixel = () => import("../../browser/commercePixel");

function whenReady(callback: () => void): void {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", callback, { once: true });
  else callback();
}

/**
 * The small script every published page loads: error reporting, keyboard, the header's language list, the owner redirect,
 * consent and census tracking, islands and page notices. Everything else (cookie banner,
 * popup, bars, dialogs, tooltips, the phone menu, data layer, error overlay, time-since) loads on demand.
 */
function start(): void {
  if (window.Tessera) {
    console.warn(CONSOLE_MESSAGES.secondRun);
    return;
  }
  window.Tessera = {
    load(callback, context) {
      if (!context) console.warn(CONSOLE_MESSAGES.assumedWindowContext);
      whenReady(callback);
    },
    request: (call) => loadPart("dataLayer", () => import("./dataLayer")).then((m) => m.request(call)),
    dialog: (options) => loadPart("dialogs", () => import("./dialogs")).then((m) => m.showDialog(options)),
    recordEvent,
    trace,
  };
  const context = readSiteContext();
  installErrorReporter(context);
  flushTraceOnHide();
  watchFontFailures(document.fonts);
  whenReady(() => {
    installKeyboard(context);
    installWidgetTriggers();
    installSiteMenuTrigger();
    installHeaderLanguages();
    if (context && redirectOwnerIfDue(context)) return;
    if (context) {
      startVisitorTracking(context);
      startOverlays(context);
    }
    refreshCartIcons();
    if (document.querySelector(PIXEL_EVENT_MARKER)) void withPart("commercePixel", PIXEL_EVENT_MARKER, pixel, (m) => m.trackPageEvents());
    window.addEventListener(
      NEWSLETTER_SUBSCRIBED_WINDOW_EVENT,
      () => void withPart("commercePixel", NEWSLETTER_SUBSCRIBED_WINDOW_EVENT, pixel, (m) => m.trackCommerceEvent(COMMERCE_PIXEL_EVENT.LEAD)),
    );
    void loadIslands();
    void showLogoutNoticeIfAsked();
    if (document.querySelector(TIME_SINCE_SELECTOR))
      void withPart(
        "timeSince",
        TIME_SINCE_SELECTOR,
        () => import("./timeSince"),
        (m) => m.startTimeSince(),
      );
    if (document.querySelector(LANGUAGE_ALTERNATES_SELECTOR))
      void withPart(
        "languageSuggestion",
        LANGUAGE_ALTERNATES_SELECTOR,
        () => import("./languageSuggestion"),
        (m) => m.showLanguageSuggestion(),
      );
  });
}

start();
