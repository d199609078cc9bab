import { iconElement } from "../../../browser/icons";
import {
  parsePopupOverlayRecord,
  shouldShowPopupOverlay,
  type PopupOverlayRecord,
  type PopupOverlaySettings,
} from "../../../domain/visitorSettings/popupOverlaySettings";
import { isOwnerLink } from "../../../domain/visitorSettings/ownerLinks";
import type { SiteContext } from "../../../domain/siteContext";
import { postQuietly } from "../../../browser/census/censusClient";
import { censusPayload } from "../../../browser/census/censusPayload";
import { registerOpenPopup } from "../openPopups";
import { OVERLAY_STYLE } from "./overlayStyle";

/** The localStorage key of the popup's local record (version, submitted flag, closed date). */
const POPUP_RECORD_KEY = "tessera-popup-overlay";
/** Widest screen counted as a phone for enableMobile (spec 2 §9 mobile breakpoint). */
const MOBILE_MAX_WIDTH = 432;

function readRecord(): PopupOverlayRecord | null {
  try {
    return parsePopupOverlayRecord(localStorage.getItem(POPUP_RECORD_KEY));
  } catch {
    return null;
  }
}

function writeRecord(record: PopupOverlayRecord): void {
  try {
    localStorage.setItem(POPUP_RECORD_KEY, JSON.stringify(record));
  } catch {
    return;
  }
}

function ensureStyle(): void {
  if (document.getElementById("tsr-overlay-style")) return;
  const style = document.createElement("style");
  style.id = "tsr-overlay-style";
  style.textContent = OVERLAY_STYLE;
  document.head.append(style);
}

/**
 * Shows the popup overlay when the rules of spec 1 §4 allow it, remembering in the local record
 * when it was closed and whether the visitor signed up (followed the call to action), and
 * reports the view to the census.
 */
export function showPopupOverlayIfDue(context: SiteContext, nowMs: number = Date.now()): HTMLElement | null {
  const settings: PopupOverlaySettings = context.websiteSettings.popupOverlaySettings;
  const place = {
    pageType: context.pageType,
    isMobile: window.innerWidth <= MOBILE_MAX_WIDTH,
    screenshotMode: new URLSearchParams(location.search).has("screenshot"),
  };
  const record = readRecord();
  if (!shouldShowPopupOverlay(settings, record, place, nowMs)) return null;
  ensureStyle();

  const overlay = document.createElement("div");
  overlay.className = `tsr-popup-overlay tsr-popup-overlay--${settings.style.toLowerCase()}`;
  overlay.setAttribute("role", "dialog");
  overlay.setAttribute("aria-modal", "true");
  overlay.setAttribute("aria-labelledby", "tsr-popup-overlay-title");
  const box = document.createElement("div");
  box.className = "tsr-popup-overlay__box";
  const close = document.createElement("button");
  close.type = "button";
  close.className = "tsr-popup-overlay__close";
  close.setAttribute("aria-label", "Close");
  close.append(iconElement("cross"));
  const title = document.createElement("h2");
  title.id = "tsr-popup-overlay-title";
  title.textContent = settings.title;
  const message = document.createElement("p");
  message.textContent = settings.message;
  box.append(close, title, message);
  const remember = (patch: Partial<PopupOverlayRecord>) => {
    const current = readRecord();
    writeRecord({ version: settings.version, submitted: current?.submitted ?? false, closedAt: current?.closedAt ?? null, ...patch });
  };
  const finish = (patch: Partial<PopupOverlayRecord>) => {
    unregister();
    overlay.remove();
    remember({ closedAt: Date.now(), ...patch });
  };
  const dismiss = () => finish({});
  if (settings.ctaText) {
    const cta = document.createElement("a");
    cta.className = "tsr-button tsr-button--primary tsr-popup-overlay__cta";
    cta.textContent = settings.ctaText;
    cta.href = settings.ctaUrl && isOwnerLink(settings.ctaUrl) ? settings.ctaUrl : "#";
    cta.addEventListener("click", (event) => {
      if (cta.getAttribute("href") === "#") event.preventDefault();
      finish({ submitted: true });
    });
    box.append(cta);
  }
  close.addEventListener("click", dismiss);
  overlay.addEventListener("click", (event) => {
    if (event.target === overlay) dismiss();
  });
  overlay.append(box);
  document.body.append(overlay);
  const unregister = registerOpenPopup(() => {
    overlay.remove();
    remember({ closedAt: Date.now() });
  });
  remember({ closedAt: null });
  close.focus();
  postQuietly("/api/census/overlay", { data: JSON.stringify(censusPayload(context)) });
  return overlay;
}
