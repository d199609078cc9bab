import { islandsOf } from "../../../blocks/layout";
import { withNavigationNames } from "../../../blocks/navigation/namedNavigations";
import { frameSourcesOf, type FrameSources } from "../../../blocks/frameSources";
import { renderableLayout } from "../../../blocks/renderableLayout";
import { isSharedPlacement, type Section } from "../../../blocks/sections/sectionModel";
import type { WidgetOrigins } from "../../../blocks/shared/widgetOrigins";
import type { Layout } from "../../../blocks/types";
import { sectionIslands } from "../../../site/render/sections/renderSections";

/**
 * A page's or post's stored layout made ready to render, with what the page needs besides its
 * blocks' HTML. Made once per site version for visitors (kept in the site snapshot), for each
 * request in an editor's preview.
 */
export interface PageLayout {
  /** The layout made renderable (renderableLayout). */
  layout: Layout;
  /** The sections the layout holds itself, as rendered: shared sections' placements left out, unnamed navigations named (withNavigationNames). */
  sections: Section[];
  /** The islands its blocks and sections load, once each. */
  islands: string[];
  /** The frame origins its blocks load, given where providers' widgets load from. */
  frameSources: FrameSources;
}

/** A stored layout's renderable form, own sections, islands and frame origins. */
export function pageLayout(stored: unknown, widgetOrigins: WidgetOrigins): PageLayout {
  const { layout } = renderableLayout(stored);
  const sections = withNavigationNames(layout.sections.filter((section): section is Section => !isSharedPlacement(section)));
  return { layout, sections, islands: [...islandsOf(layout), ...sectionIslands(sections)], frameSources: frameSourcesOf(layout, widgetOrigins) };
}
