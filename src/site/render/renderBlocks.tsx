import { createHash } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { blockDefinitionFor } from "../../blocks/registry";
import { blocksOfLayout } from "../../blocks/sections/readingOrder";
import type { BlockInstance, BlockRenderContext, Layout } from "../../blocks/types";
import type { BlockHtmlCache } from "./blockHtmlCache";

/** The cache a render may use, and the site version its entries belong to. */
export interface BlockHtmlStore {
  cache: BlockHtmlCache;
  siteVersion: number;
}

/** Each block's own part of its key (type, id, settings), by block object: a visitor's layout is kept per site version, so it is written once. */
const blockKeys = new WeakMap<BlockInstance, string>();

function blockKey(block: BlockInstance): string {
  let key = blockKeys.get(block);
  if (key === undefined) {
    key = JSON.stringify([block.type, block.id, block.settings]);
    blockKeys.set(block, key);
  }
  return key;
}

/** The context a block renders with, noting whether the block read the nonce (new on every request). */
function watchedContext(context: BlockRenderContext): { context: BlockRenderContext; readNonce: () => boolean } {
  let read = false;
  const watched = { ...context };
  Object.defineProperty(watched, "nonce", {
    enumerable: true,
    get: () => {
      read = true;
      return context.nonce;
    },
  });
  return { context: watched, readNonce: () => read };
}

/**
 * Renders a layout's blocks to HTML, in reading order (section by section); a block whose type is no longer registered is left
 * out rather than breaking the page. The first block that shows a picture is told so
 * (`leadPicture`): its picture is the page's largest paint. With a store, each block's HTML is
 * kept under everything it can depend on (block type, id and settings, and the whole render
 * context but the nonce: the site, its version and locale, the page's path and title, the forms
 * and products loaded for the page, whether it holds the lead picture) and reused by later
 * renders (the context by its SHA-256, so keys stay short); a block that read the nonce, which is new on every request, is not kept.
 */
export function renderBlocks(layout: Layout, context: BlockRenderContext, store: BlockHtmlStore | null): string {
  let html = "";
  const blocks = blocksOfLayout(layout);
  const lead = blocks.find((block) => blockDefinitionFor(block.type)?.showsPicture);
  const shared = store
    ? createHash("sha256")
        .update(JSON.stringify({ ...context, nonce: undefined, leadPicture: undefined }))
        .digest("base64")
    : "";
  for (const block of blocks) {
    const definition = blockDefinitionFor(block.type);
    if (!definition) continue;
    const { Render } = definition;
    const blockContext = block === lead ? { ...context, leadPicture: true } : context;
    if (!store) {
      html += renderToStaticMarkup(<Render id={block.id} settings={block.settings} context={blockContext} />);
      continue;
    }
    const key = `${shared}${block === lead ? "L" : "-"}${blockKey(block)}`;
    const kept = store.cache.get(context.websiteId, store.siteVersion, key);
    if (kept !== undefined) {
      html += kept;
      continue;
    }
    const watched = watchedContext(blockContext);
    const rendered = renderToStaticMarkup(<Render id={block.id} settings={block.settings} context={watched.context} />);
    if (!watched.readNonce()) store.cache.set(context.websiteId, store.siteVersion, key, rendered);
    html += rendered;
  }
  return html;
}
