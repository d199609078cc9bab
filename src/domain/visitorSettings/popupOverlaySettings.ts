import { PAGE_TYPE } from "../enumerations/pageTypes";
import { isId } from "../ids";
import { POPUP_OVERLAY_LIMITS } from "../limits/visitorLimits";

/** Layouts of the popup overlay. */
export const POPUP_OVERLAY_STYLE = { CARD: "CARD", FULL: "FULL" } as const;
/** A popup overlay layout. */
type PopupOverlayStyle = (typeof POPUP_OVERLAY_STYLE)[keyof typeof POPUP_OVERLAY_STYLE];

/** Popup overlay settings (spec 1 §3) plus the content Tessera shows in it. */
export interface PopupOverlaySettings {
  isEnabled: boolean;
  style: PopupOverlayStyle;
  /** Raised by the owner to show the popup again to visitors who closed an older one. */
  version: number;
  showUntilSignup: boolean;
  /** Days before a closed popup shows again; -1 means never again. */
  displayFrequency: number;
  enableMobile: boolean;
  title: string;
  message: string;
  ctaText: string;
  /** Where the call to action leads (a content link or an http(s) address); empty keeps the visitor on the page. */
  ctaUrl: string;
  /** The site's form (one with an email field) the popup signs visitors up with; "" for none. */
  formId: string;
}

/** Bounds of popup overlay values. */
export const POPUP_OVERLAY_VALUE_LIMITS = {
  maxVersion: 1_000_000,
  maxDisplayFrequency: 365,
  titleMaxLength: 120,
  messageMaxLength: 1000,
  ctaMaxLength: 50,
  urlMaxLength: 500,
} as const;

/** The popup overlay settings of a site that never set them. */
const DEFAULT_POPUP_OVERLAY_SETTINGS: PopupOverlaySettings = {
  isEnabled: false,
  style: POPUP_OVERLAY_STYLE.CARD,
  version: 1,
  showUntilSignup: false,
  displayFrequency: 7,
  enableMobile: true,
  title: "",
  message: "",
  ctaText: "",
  ctaUrl: "",
  formId: "",
};

function integerIn(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

function text(value: unknown, max: number): string {
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

/** Stored settings with every missing or invalid value replaced by its default. */
export function normalizePopupOverlaySettings(raw: Record<string, unknown>): PopupOverlaySettings {
  const L = POPUP_OVERLAY_VALUE_LIMITS;
  const d = DEFAULT_POPUP_OVERLAY_SETTINGS;
  return {
    isEnabled: raw.isEnabled === true,
    style: raw.style === POPUP_OVERLAY_STYLE.FULL ? POPUP_OVERLAY_STYLE.FULL : POPUP_OVERLAY_STYLE.CARD,
    version: integerIn(raw.version, 1, L.maxVersion, d.version),
    showUntilSignup: raw.showUntilSignup === true,
    displayFrequency: integerIn(raw.displayFrequency, POPUP_OVERLAY_LIMITS.neverShowAgainFrequency, L.maxDisplayFrequency, d.displayFrequency),
    enableMobile: raw.enableMobile !== false,
    title: text(raw.title, L.titleMaxLength),
    message: text(raw.message, L.messageMaxLength),
    ctaText: text(raw.ctaText, L.ctaMaxLength),
    ctaUrl: text(raw.ctaUrl, L.urlMaxLength),
    formId: isId(raw.formId) ? raw.formId : d.formId,
  };
}

/** What the browser remembers about the popup (spec 1 §3 "local record"). */
export interface PopupOverlayRecord {
  version: number;
  submitted: boolean;
  /** Epoch milliseconds of the last close, or null when never closed. */
  closedAt: number | null;
}

/** Where the popup is asked to show: the page kind, the device and whether the page is being captured. */
export interface PopupOverlayPlace {
  pageType: number;
  isMobile: boolean;
  screenshotMode: boolean;
}

const MS_PER_DAY = 86_400_000;
const HIDDEN_ON: readonly number[] = [PAGE_TYPE.LOCK_SCREEN, PAGE_TYPE.NOT_FOUND, PAGE_TYPE.SPLASH_PAGE];

/** Whether a kind of page may show the popup at all (not a lock screen, splash or not-found page), so the server leaves its form off the others. */
export function popupOverlayMayShowOn(pageType: number): boolean {
  return !HIDDEN_ON.includes(pageType);
}

/**
 * The popup overlay rules of spec 1 §4: never on lock-screen, splash or not-found pages, in
 * screenshot mode or on a phone unless enabled there; never again after signup when
 * showUntilSignup; again when the stored version is older, or once displayFrequency days have
 * passed since it was closed (-1: never again).
 */
export function shouldShowPopupOverlay(settings: PopupOverlaySettings, record: PopupOverlayRecord | null, place: PopupOverlayPlace, nowMs: number): boolean {
  if (!settings.isEnabled || place.screenshotMode || !popupOverlayMayShowOn(place.pageType)) return false;
  if (place.isMobile && !settings.enableMobile) return false;
  if (!record) return true;
  if (settings.showUntilSignup && record.submitted) return false;
  if (record.version < settings.version) return true;
  if (record.closedAt === null) return true;
  if (settings.displayFrequency === POPUP_OVERLAY_LIMITS.neverShowAgainFrequency) return false;
  return nowMs - record.closedAt >= settings.displayFrequency * MS_PER_DAY;
}

/** What happens to the popup that the local record keeps: it is shown, closed (its close button, Escape, the backdrop or its link), or its form signs the visitor up. */
export type PopupOverlayMoment = "shown" | "closed" | "signed-up";

/**
 * The local record after a moment of the popup, at `nowMs`: showing it clears the close date;
 * closing it dates the close; only a successful submission of its form marks the visitor as
 * signed up (following its link is a close, not a sign-up), and dates the close too, as the
 * popup has nothing more to ask. The record always takes the current version.
 */
export function popupOverlayRecordAfter(record: PopupOverlayRecord | null, moment: PopupOverlayMoment, version: number, nowMs: number): PopupOverlayRecord {
  const submitted = (record?.submitted ?? false) || moment === "signed-up";
  return { version, submitted, closedAt: moment === "shown" ? null : nowMs };
}

/** Reads a stored local record, or null when it is missing or not a record. */
export function parsePopupOverlayRecord(text: string | null): PopupOverlayRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PopupOverlayRecord>;
    if (typeof value !== "object" || value === null || typeof value.version !== "number") return null;
    return { version: value.version, submitted: value.submitted === true, closedAt: typeof value.closedAt === "number" ? value.closedAt : null };
  } catch {
    return null;
  }
}
