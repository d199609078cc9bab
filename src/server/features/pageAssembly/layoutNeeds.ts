import { islandsOf } from "../../../blocks/layout";
import { withNavigationNames } from "../../../blocks/navigation/namedNavigations";
import { frameSourcesOf, type FrameSources } from "../../../blocks/frameSources";
import { isSharedPlacement, type Section } from "../../../blocks/sections/sectionModel";
import type { WidgetOrigins } from "../../../blocks/shared/widgetOrigins";
import type { Layout } from "../../../blocks/types";
import { sectionIslands } from "../../../site/render/sections/renderSections";

/** What a page needs for its layout's blocks besides their HTML. */
export interface LayoutNeeds {
  /** The sections the layout holds itself, as rendered: shared sections' placements left out, unnamed navigations named (withNavigationNames). */
  sections: Section[];
  /** The islands its blocks and sections load, once each. */
  islands: string[];
  /** The frame origins its blocks load, given where providers' widgets load from. */
  frameSources: FrameSources;
  widgetOrigins: WidgetOrigins;
}

/** Needs by layout object: a visitor's layout is kept per site version, so its blocks are walked once, not at every render. */
const kept = new WeakMap<Layout, LayoutNeeds>();

/** A layout's own sections, islands and frame origins, worked out once per layout object and widget origins. */
export function layoutNeeds(layout: Layout, widgetOrigins: WidgetOrigins): LayoutNeeds {
  const known = kept.get(layout);
  if (known?.widgetOrigins === widgetOrigins) return known;
  const sections = withNavigationNames(layout.sections.filter((section): section is Section => !isSharedPlacement(section)));
  const needs = { sections, islands: [...islandsOf(layout), ...sectionIslands(sections)], frameSources: frameSourcesOf(layout, widgetOrigins), widgetOrigins };
  kept.set(layout, needs);
  return needs;
}
