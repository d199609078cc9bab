import { blocksOfLayout } from "./sections/readingOrder";
import { blockSchemaFor } from "./schemaRegistry";
import type { Layout } from "./types";
import { PROVIDER_WIDGET_ORIGINS, type WidgetOrigins } from "./shared/widgetOrigins";

/** The frame origins a page may load: a list (its blocks' players and posts), or any when it carries the owner's code. */
export type FrameSources = readonly string[] | "any";

/**
 * The frame origins a layout's blocks load, for the page's frame-src: each block type's
 * `frameSources` (given where providers' widgets load from), once each and sorted; any origin when a block carries the owner's code (a
 * code block may frame anything).
 */
export function frameSourcesOf(layout: Layout, widgetOrigins: WidgetOrigins = PROVIDER_WIDGET_ORIGINS): FrameSources {
  const origins = new Set<string>();
  for (const block of blocksOfLayout(layout)) {
    const definition = blockSchemaFor(block.type);
    if (definition?.carriesCode) return "any";
    for (const origin of definition?.frameSources?.(block.settings, widgetOrigins) ?? []) origins.add(origin);
  }
  return [...origins].sort();
}
