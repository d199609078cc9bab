import { useMemo, type RefObject } from "react";
import type { SiteStyles } from "../../../domain/siteStyles/siteStylesSchema";
import { headerAttributes, SITE_STYLES_ELEMENT_ID, siteStyleSheet } from "../../../domain/siteStyles/styleSheet";
import { useFramePages } from "./framePages";

/**
 * Writes styles into the page the editing frame shows, as the server would: the page's
 * <style id="tsr-site-styles"> gets the new custom properties and the header its layout
 * attributes. The frame is the site's own origin, so nothing is added to the visitor runtime.
 */
function applyStyles(frame: HTMLIFrameElement, styles: SiteStyles): void {
  const doc = frame.contentDocument;
  if (!doc?.head || doc.location.origin !== window.location.origin) return;
  let element = doc.getElementById(SITE_STYLES_ELEMENT_ID);
  if (!element) {
    element = doc.createElement("style");
    element.id = SITE_STYLES_ELEMENT_ID;
    doc.head.append(element);
  }
  element.textContent = siteStyleSheet(styles);
  const header = doc.querySelector(".tsr-site-header");
  if (!header) return;
  for (const [name, value] of Object.entries(headerAttributes(styles.header))) {
    if (value === undefined) header.removeAttribute(name);
    else header.setAttribute(name, value);
  }
}

/** Keeps the editing frame showing `styles` (null: leave it as served), again after each page it loads. */
export function useFrameStyles(frameRef: RefObject<HTMLIFrameElement | null>, styles: SiteStyles | null): void {
  useFramePages(
    frameRef,
    useMemo(() => (styles ? (frame: HTMLIFrameElement) => applyStyles(frame, styles) : null), [styles]),
  );
}
