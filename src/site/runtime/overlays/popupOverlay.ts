import { iconElement } from "../../../browser/icons";
import { pageWords } from "../../../browser/pageWords";
import { CONTROL_SCRIPT_WORDS } from "../../../domain/messages/controlWords";
import {
  parsePopupOverlayRecord,
  popupOverlayRecordAfter,
  shouldShowPopupOverlay,
  type PopupOverlayMoment,
  type PopupOverlayRecord,
  type PopupOverlaySettings,
} from "../../../domain/visitorSettings/popupOverlaySettings";
import { OVERLAY_FORM_DOM } from "../../../domain/visitorSettings/popupForms";
import { isOwnerLink } from "../../../domain/visitorSettings/ownerLinks";
import type { SiteContext } from "../../../domain/siteContext";
import { postQuietly } from "../../../browser/census/censusClient";
import { censusPayload } from "../../../browser/census/censusPayload";
import { trappedFocusIndex } from "../focusCycle";
import { mountIsland } from "../islandLoader";
import { registerOpenPopup } from "../openPopups";
import { OVERLAY_STYLE } from "./overlayStyle";
import { keptData } from "../../../browser/keptData";

/** The key of the popup's local record (version, submitted flag, closed date) among the kept data. */
const POPUP_RECORD_KEY = "tessera-popup-overlay";
/** Widest screen counted as a phone for enableMobile (spec 2 §9 mobile breakpoint). */
const MOBILE_MAX_WIDTH = 432;
/** The id of the popup's heading, which names its dialog. */
const TITLE_ID = "tsr-popup-overlay-title";

function readRecord(): PopupOverlayRecord | null {
  return parsePopupOverlayRecord(keptData().read(POPUP_RECORD_KEY));
}

/** Keeps a moment of the popup in the local record (local storage, or a cookie where storage is refused), at the page's clock. */
function remember(moment: PopupOverlayMoment, version: number): void {
  keptData().keep(POPUP_RECORD_KEY, JSON.stringify(popupOverlayRecordAfter(readRecord(), moment, version, Date.now())));
}

function ensureStyle(): void {
  if (document.getElementById("tsr-overlay-style")) return;
  const style = document.createElement("style");
  style.id = "tsr-overlay-style";
  style.textContent = OVERLAY_STYLE;
  document.head.append(style);
}

function focusableIn(box: HTMLElement): HTMLElement[] {
  return Array.from(
    box.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])"),
  ).filter((element) => element.getClientRects().length > 0);
}

/** Keeps Tab and Shift+Tab inside the popup while it is open. */
function trapFocus(overlay: HTMLElement, box: HTMLElement): void {
  overlay.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const focusable = focusableIn(box);
    const next = trappedFocusIndex(focusable.length, focusable.indexOf(document.activeElement as HTMLElement), event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    focusable[next]?.focus();
  });
}

/** The heading, message and call to action the owner wrote, in the order they show. */
function ownerContent(settings: PopupOverlaySettings): { title: HTMLElement | null; message: HTMLElement | null; cta: HTMLAnchorElement | null } {
  let title: HTMLElement | null = null;
  if (settings.title) {
    title = document.createElement("h2");
    title.id = TITLE_ID;
    title.textContent = settings.title;
  }
  let message: HTMLElement | null = null;
  if (settings.message) {
    message = document.createElement("p");
    message.textContent = settings.message;
  }
  let cta: HTMLAnchorElement | null = null;
  if (settings.ctaText) {
    cta = document.createElement("a");
    cta.className = "tsr-button tsr-button--outline tsr-button--medium tsr-popup-overlay__cta";
    cta.textContent = settings.ctaText;
    cta.href = settings.ctaUrl && isOwnerLink(settings.ctaUrl) ? settings.ctaUrl : "#";
  }
  return { title, message, cta };
}

/**
 * Shows the popup overlay when the rules of spec 1 §4 allow it, as a modal dialog named by its
 * title (or its form): focus moves in, Tab stays inside, Escape, the close button and the
 * backdrop close it, and focus returns where it was. The page's hidden popup form (rendered by
 * the server) is moved in and its island mounted, so it sends with isOverlayForm. The local
 * record keeps when it was shown and closed, and a sign-up only when the form was sent
 * successfully: following the call to action's link is a close. The view is reported to the census.
 */
export function showPopupOverlayIfDue(context: SiteContext, nowMs: number = Date.now()): HTMLElement | null {
  const settings: PopupOverlaySettings = context.websiteSettings.popupOverlaySettings;
  const place = {
    pageType: context.pageType,
    isMobile: window.innerWidth <= MOBILE_MAX_WIDTH,
    screenshotMode: new URLSearchParams(location.search).has("screenshot"),
  };
  if (!shouldShowPopupOverlay(settings, readRecord(), place, nowMs)) return null;
  ensureStyle();
  const returnFocus = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;

  const overlay = document.createElement("div");
  overlay.className = `tsr-popup-overlay tsr-popup-overlay--${settings.style.toLowerCase()}`;
  const box = document.createElement("div");
  box.className = "tsr-popup-overlay__box";
  box.setAttribute("role", "dialog");
  box.setAttribute("aria-modal", "true");
  const close = document.createElement("button");
  close.type = "button";
  close.className = "tsr-popup-overlay__close";
  const words = pageWords({ closeButton: CONTROL_SCRIPT_WORDS.closeButton, popupName: CONTROL_SCRIPT_WORDS.popupName });
  close.setAttribute("aria-label", words.closeButton);
  close.append(iconElement("cross"));
  const { title, message, cta } = ownerContent(settings);
  const formBlock = settings.formId ? document.getElementById(OVERLAY_FORM_DOM.elementId) : null;
  const formName = formBlock?.querySelector("form")?.getAttribute("aria-label") ?? "";
  if (title) box.setAttribute("aria-labelledby", TITLE_ID);
  else box.setAttribute("aria-label", formName || words.popupName);
  box.append(close, ...[title, message, formBlock, cta].filter((part): part is HTMLElement => part !== null));

  let open = true;
  const finish = () => {
    if (!open) return;
    open = false;
    unregister();
    overlay.remove();
    remember("closed", settings.version);
    if (returnFocus?.isConnected) returnFocus.focus();
  };
  close.addEventListener("click", finish);
  overlay.addEventListener("click", (event) => {
    if (event.target === overlay) finish();
  });
  if (cta) {
    cta.addEventListener("click", (event) => {
      if (cta.getAttribute("href") === "#") event.preventDefault();
      finish();
    });
  }
  box.addEventListener(OVERLAY_FORM_DOM.signedUpEvent, () => remember("signed-up", settings.version));
  trapFocus(overlay, box);

  overlay.append(box);
  document.body.append(overlay);
  const unregister = registerOpenPopup(finish);
  remember("shown", settings.version);
  if (formBlock) {
    formBlock.hidden = false;
    const island = formBlock.getAttribute(OVERLAY_FORM_DOM.islandAttribute);
    if (island) void mountIsland(formBlock, island, `#${OVERLAY_FORM_DOM.elementId}`);
  }
  close.focus();
  postQuietly("/api/census/overlay", { data: JSON.stringify(censusPayload(context)) });
  return overlay;
}
