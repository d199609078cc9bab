import { COOKIE_NAME, RESTRICTIVE_POLICY_CLEARED_COOKIES } from "../../domain/enumerations/trackingCookies";
import { COOKIE_LIMITS } from "../../domain/limits/visitorLimits";
import { deleteCookie, readCookie, writeCookie } from "../cookies";

/** The window event fired when the visitor accepts or declines cookies; detail is the choice. */
export const CONSENT_CHANGED_EVENT = "tessera:consent-changed";

/** The visitor's stored choice: true accepted, false declined, null not asked yet (or asked by an older banner). */
export function readConsent(doc: Document = document): boolean | null {
  const value = readCookie(COOKIE_NAME.CONSENT, doc);
  return value === "true" ? true : value === "false" ? false : null;
}

/** Stores the choice in ss_cookieAllowed for 30 days (banner version 2 writes plain true or false) and tells the page. */
export function storeConsent(accepted: boolean): void {
  writeCookie(COOKIE_NAME.CONSENT, String(accepted), COOKIE_LIMITS.consent.maxAgeSeconds);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: accepted }));
}

/** Clears the nine tracking cookies of spec 1 §9 (ss_cvr and ss_cvt among them). */
export function clearTrackingCookies(doc: Document = document): void {
  for (const name of RESTRICTIVE_POLICY_CLEARED_COOKIES) deleteCookie(name, doc);
}

/**
 * Runs the owner's tracking scripts held back until consent: each
 * `<script type="text/plain" data-tracking>` is replaced by a runnable copy.
 */
export function activateTrackingScripts(doc: Document = document): void {
  for (const held of Array.from(doc.querySelectorAll<HTMLScriptElement>('script[type="text/plain"][data-tracking]'))) {
    const script = doc.createElement("script");
    for (const { name, value } of Array.from(held.attributes)) if (name !== "type" && name !== "data-tracking") script.setAttribute(name, value);
    script.text = held.text;
    held.replaceWith(script);
  }
}
