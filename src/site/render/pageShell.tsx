import { randomBytes } from "node:crypto";
import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { injectSiteCode, type SiteCode } from "./injectSiteCode";
import { renderDocument } from "./renderDocument";

/** Random per process, so no page text or owner code can name a slot. */
const MARK = `tsr-slot-${randomBytes(12).toString("hex")}`;

/** What each request fills into a kept shell. */
interface ShellParts {
  /** The response's script nonce, new on every request. */
  nonce: string;
  /** What the page's content put in the head (React writes an eager picture's preload there). */
  head: string;
  /** The page's content, inside `<main>`; its blocks slot, if any, takes `blocks`. */
  content: string;
  /** The page's blocks' HTML (renderSections, or renderFlowingSection for a post), kept out of the content's React render. */
  blocks: string;
  /** The site context as script-safe JSON. */
  context: string;
}

/** The stand-ins a shell (and a page's content, for its blocks) is rendered with, one per part each request fills in. */
export const SHELL_SLOT: Readonly<Record<keyof ShellParts, string>> = {
  nonce: `${MARK}-nonce`,
  head: `${MARK}-head`,
  content: `${MARK}-content`,
  context: `${MARK}-context`,
  blocks: `${MARK}-blocks`,
};

const SLOT_PATTERN = new RegExp(`${MARK}-(nonce|head|content|context)`, "g");

/**
 * Renders a page document whose nonce, content and context are the SHELL_SLOT stand-ins into a
 * shell kept between requests: the owner's header and footer code placed in it (their scripts
 * taking the nonce slot), and a head slot right after the viewport meta, where the content's
 * preloads come ahead of the stylesheet as they would in one render.
 */
export function renderPageShell(document: ReactElement, code: SiteCode): string {
  const html = injectSiteCode(renderDocument(document), code, SHELL_SLOT.nonce);
  const viewport = html.indexOf('<meta name="viewport"');
  const afterViewport = viewport < 0 ? html.indexOf("<head>") + "<head>".length : html.indexOf("/>", viewport) + 2;
  return `${html.slice(0, afterViewport)}${SHELL_SLOT.head}${html.slice(afterViewport)}`;
}

/** A kept shell with one request's parts in its slots (filled-in text is never read for slots). */
export function fillPageShell(shell: string, parts: ShellParts): string {
  const content = parts.content.replace(SHELL_SLOT.blocks, () => parts.blocks);
  return shell.replace(SLOT_PATTERN, (_slot, name: Exclude<keyof ShellParts, "blocks">) => (name === "content" ? content : parts[name]));
}

/** A page's content as HTML: what it puts in the head, and its body's markup. */
export interface PageContent {
  head: string;
  body: string;
}

/**
 * Renders a page's content on its own, as a document's body, so what React hoists out of it
 * into the head (an eager picture's preload) is returned apart from the body's markup.
 */
export function renderPageContent(content: ReactNode): PageContent {
  const html = renderToStaticMarkup(
    // Only the head's and body's insides are kept; the wrapper's language is never sent.
    <html lang="und">
      <head />
      <body>{content}</body>
    </html>,
  );
  const headStart = html.indexOf("<head>") + "<head>".length;
  const headEnd = html.indexOf("</head>", headStart);
  const bodyStart = html.indexOf("<body>", headEnd) + "<body>".length;
  return { head: html.slice(headStart, headEnd), body: html.slice(bodyStart, html.lastIndexOf("</body>")) };
}
