import { useEffect, useMemo, useState, type RefObject } from "react";
import type { SiteStyles } from "../../../domain/siteStyles/siteStylesSchema";
import { useFramePages } from "./framePages";
import type { identityMarkup, IdentityMarkup } from "./identityMarkup";

/**
 * Writes the header's title, the footer and the site icon into the page the editing frame shows,
 * touching only what differs, so a page loaded as saved keeps its own elements; pages without the
 * site's header and footer keep none. The frame is the site's own origin, so nothing is added to
 * the visitor runtime.
 */
function applyIdentity(frame: HTMLIFrameElement, markup: IdentityMarkup): void {
  const doc = frame.contentDocument;
  if (!doc?.body || doc.location.origin !== window.location.origin) return;
  const title = doc.querySelector(".tsr-site-header .tsr-site-title");
  if (title) {
    const next = title.cloneNode(false) as Element;
    next.innerHTML = markup.title;
    if (!next.isEqualNode(title)) title.replaceChildren(...next.childNodes);
  }
  const footer = doc.querySelector(".tsr-site-footer");
  const drawn = doc.createElement("template");
  drawn.innerHTML = markup.footer;
  const next = drawn.content.firstElementChild;
  if (footer && next && !next.isEqualNode(footer)) footer.replaceWith(next);
  doc.querySelector('link[rel="icon"]')?.setAttribute("href", markup.favicon);
}

/**
 * Keeps the editing frame showing the logo, icon and footer of `styles` (null: leave them as
 * served), again after each page it loads. React's server renderer, which draws them, is loaded
 * apart from the screen, so the form shows without waiting for it.
 */
export function useFrameIdentity(frameRef: RefObject<HTMLIFrameElement | null>, siteTitle: string, styles: SiteStyles | null): void {
  const [draw, setDraw] = useState<typeof identityMarkup | null>(null);
  useEffect(() => {
    let live = true;
    void import("./identityMarkup").then((module) => {
      if (live) setDraw(() => module.identityMarkup);
    });
    return () => {
      live = false;
    };
  }, []);
  const identity = styles?.identity;
  const footer = styles?.footer;
  const write = useMemo(() => {
    if (!draw || !identity || !footer) return null;
    const markup = draw(siteTitle, { identity, footer });
    return (frame: HTMLIFrameElement) => applyIdentity(frame, markup);
  }, [draw, siteTitle, identity, footer]);
  useFramePages(frameRef, write);
}
