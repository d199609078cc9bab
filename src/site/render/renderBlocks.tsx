import { createHash } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import type { RenderedWidth } from "../../blocks/image/imageSizes";
import { blockDefinitionFor } from "../../blocks/registry";
import type { BlockInstance, BlockRenderContext } from "../../blocks/types";
import type { BlockHtmlCache } from "./blockHtmlCache";
import type { SiteVersions } from "../../domain/siteVersions";

/** The cache a render may use, the site version its entries belong to, and the page they are the same for. */
export interface BlockHtmlStore {
  cache: BlockHtmlCache;
  versions: SiteVersions;
  /**
   * The page's path when its render is the same for every visitor of this site version (its
   * layout, block data and site are the version's), so its finished sections are kept under it;
   * absent for a render of its own (an editor's preview, block data that changes with the time).
   */
  page?: string;
}

/**
 * Renders one block of a page to HTML; `lead` tells it it holds the page's lead picture, and
 * `cell` how wide its grid cell is (for the lead picture's sizes). "" for a type no longer registered.
 */
export interface BlockHtmlRenderer {
  (block: BlockInstance, lead: boolean, cell?: readonly RenderedWidth[]): string;
  /** How many blocks rendered so far read the nonce: their HTML belongs to this request alone. */
  nonceReads(): number;
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

/** Whether a block's type shows a picture, so that the first such block may hold the page's lead picture. */
export function showsPicture(block: BlockInstance): boolean {
  return blockDefinitionFor(block.type)?.showsPicture === true;
}

/**
 * Renders a page's blocks one at a time, each on its own, so wrappers (a section's grid cells)
 * can be put around their HTML. A block whose type is no longer registered gives "" rather than
 * breaking the page. With a store, each block's HTML is kept under everything it can depend on
 * (block type, id and settings, and the whole render context but the nonce: the site, its
 * version and locale, the page's path and title, what the page's block loaders answered,
 * whether it holds the lead picture) and reused by later renders (the context by its SHA-256,
 * so keys stay short); a block that read the nonce, which is new on every request, is not kept.
 */
export function blockHtmlRenderer(context: BlockRenderContext, store: BlockHtmlStore | null): BlockHtmlRenderer {
  // Made at the first block looked up: a render whose sections are all kept finished needs none.
  let shared: string | undefined;
  const contextKey = () =>
    (shared ??= createHash("sha256")
      .update(JSON.stringify({ ...context, nonce: undefined, leadPicture: undefined, loaded: [...(context.loaded?.values() ?? [])] }))
      .digest("base64"));
  let nonceReads = 0;
  const render = (block: BlockInstance, lead: boolean, cell?: readonly RenderedWidth[]): string => {
    const definition = blockDefinitionFor(block.type);
    if (!definition) return "";
    const { Render } = definition;
    const blockContext = lead ? { ...context, leadPicture: true, cellWidths: cell } : context;
    if (!store) return renderToStaticMarkup(<Render id={block.id} settings={block.settings} context={blockContext} />);
    const key = `${contextKey()}${lead ? `L${cell ? JSON.stringify(cell) : ""}` : "-"}${JSON.stringify([block.type, block.id, block.settings])}`;
    const kept = store.cache.get(context.websiteId, store.versions, key);
    if (kept !== undefined) return kept;
    const watched = watchedContext(blockContext);
    const rendered = renderToStaticMarkup(<Render id={block.id} settings={block.settings} context={watched.context} />);
    if (watched.readNonce()) nonceReads += 1;
    else store.cache.set(context.websiteId, store.versions, key, rendered);
    return rendered;
  };
  return Object.assign(render, { nonceReads: () => nonceReads });
}
