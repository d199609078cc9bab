import { randomBytes } from "node:crypto";
import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { injectSiteCode, type SiteCode } from "./injectSiteCode";
import { renderDocument } from "./renderDocument";
import { utf8Pieces } from "./utf8Pieces";

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

/**
 * A kept shell with one request's parts in its slots, as the page's UTF-8 bytes (filled-in text is
 * never read for slots). The shell is cut at its slots and the pieces encoded one after another
 * (utf8Pieces), so the page is never joined into one string first.
 */
export function fillPageShell(shell: string, parts: ShellParts): Buffer {
  const pieces: string[] = [];
  let from = 0;
  for (const slot of shell.matchAll(SLOT_PATTERN)) {
    pieces.push(shell.slice(from, slot.index));
    const name = slot[1] as Exclude<keyof ShellParts, "blocks">;
    if (name === "content") pieces.push(...contentPieces(parts));
    else pieces.push(parts[name]);
    from = slot.index + slot[0].length;
  }
  pieces.push(shell.slice(from));
  return utf8Pieces(pieces);
}

/** The content with its blocks in its blocks slot (the first, if any). */
function contentPieces(parts: ShellParts): string[] {
  const at = parts.content.indexOf(SHELL_SLOT.blocks);
  if (at < 0) return [parts.content];
  return [parts.content.slice(0, at), parts.blocks, parts.content.slice(at + SHELL_SLOT.blocks.length)];
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
