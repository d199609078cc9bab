import { renderToStaticMarkup } from "react-dom/server";
import { blockDefinitionFor } from "../../blocks/registry";
import type { BlockRenderContext, Layout } from "../../blocks/types";
import type { BlockHtmlCache } from "./blockHtmlCache";

/** The cache a render may use, and the site version its entries belong to. */
export interface BlockHtmlStore {
  cache: BlockHtmlCache;
  siteVersion: number;
}

/** Context fields that differ between requests for the same page; a block that reads one is never cached. */
const PER_REQUEST_FIELDS = ["forms", "products", "nonce"] as const;

/** The context a block renders with, noting whether the block read a per-request field. */
function watchedContext(context: BlockRenderContext): { context: BlockRenderContext; readPerRequest: () => boolean } {
  let read = false;
  const watched = { ...context };
  for (const field of PER_REQUEST_FIELDS) {
    Object.defineProperty(watched, field, {
      enumerable: true,
      get: () => {
        read = true;
        return context[field];
      },
    });
  }
  return { context: watched, readPerRequest: () => read };
}

/**
 * Renders a layout's blocks to HTML, in order; a block whose type is no longer registered is left
 * out rather than breaking the page. With a store, each block's HTML is kept under everything it
 * depends on (block type, id and settings, the site, its version and locale, the page's path and
 * title) and reused by later renders; a block that read forms, products or the nonce is not kept,
 * since those change between requests.
 */
export function renderBlocks(layout: Layout, context: BlockRenderContext, store: BlockHtmlStore | null): string {
  let html = "";
  for (const block of layout.blocks) {
    const definition = blockDefinitionFor(block.type);
    if (!definition) continue;
    const { Render } = definition;
    if (!store) {
      html += renderToStaticMarkup(<Render id={block.id} settings={block.settings} context={context} />);
      continue;
    }
    const key = JSON.stringify([context.locale, context.pagePath, context.pageTitle, block.type, block.id, block.settings]);
    const kept = store.cache.get(context.websiteId, store.siteVersion, key);
    if (kept !== undefined) {
      html += kept;
      continue;
    }
    const watched = watchedContext(context);
    const rendered = renderToStaticMarkup(<Render id={block.id} settings={block.settings} context={watched.context} />);
    if (!watched.readPerRequest()) store.cache.set(context.websiteId, store.siteVersion, key, rendered);
    html += rendered;
  }
  return html;
}
