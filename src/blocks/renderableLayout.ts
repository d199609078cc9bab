import { isId } from "../domain/ids";
import { blockAnimationSchema } from "./motion/motionSchema";
import { blockSchemaFor } from "./schemaRegistry";
import {
  DEFAULT_SECTION_STYLE,
  GRID_COLUMNS,
  gridPlaceSchema,
  MAX_LAYER,
  sectionStyleSchema,
  type PageSection,
  type PlacedBlock,
} from "./sections/sectionModel";
import type { Layout } from "./types";

/**
 * A stored layout made safe to render: each block is checked on its own and a block that no
 * longer fits its schema or its grid (or whose type is gone) is dropped, and a section style that
 * no longer fits falls back to the default, so one bad block never takes the page down. Returns
 * the names of dropped blocks for logging. A visitor's page is made renderable once per site
 * version (pageAssembly/pageLayout.ts, kept in the site snapshot); stored layouts are never changed in place.
 */
export function renderableLayout(stored: unknown): { layout: Layout; dropped: string[] } {
  const dropped: string[] = [];
  const list = stored && typeof stored === "object" ? (stored as { sections?: unknown }).sections : undefined;
  if (!Array.isArray(list)) return { layout: { sections: [] }, dropped };
  const sections = (list as Raw[]).map((section) => renderableSection(section, dropped)).filter((section) => section !== null);
  return { layout: { sections }, dropped };
}

type Raw = Record<string, unknown> | null | undefined;

function renderableBlock(raw: Raw, dropped: string[]): PlacedBlock | null {
  const definition = raw && typeof raw.type === "string" ? blockSchemaFor(raw.type) : undefined;
  const settings = definition?.schema.safeParse(raw?.settings ?? {});
  const desktop = gridPlaceSchema(GRID_COLUMNS.desktop).safeParse(raw?.desktop);
  const phone = raw?.phone === undefined ? undefined : gridPlaceSchema(GRID_COLUMNS.phone).safeParse(raw.phone);
  const layer = raw?.layer;
  const layerFits = layer === undefined || (Number.isInteger(layer) && (layer as number) >= 0 && (layer as number) <= MAX_LAYER);
  const animation = raw?.animation === undefined ? undefined : blockAnimationSchema.safeParse(raw.animation);
  if (
    !raw ||
    !isId(raw.id) ||
    !definition ||
    !settings?.success ||
    !desktop.success ||
    phone?.success === false ||
    !layerFits ||
    animation?.success === false
  ) {
    dropped.push(`${String(raw?.type)}:${String(raw?.id)}`);
    return null;
  }
  const block: PlacedBlock = { id: raw.id, type: definition.type, settings: settings.data as Record<string, unknown>, desktop: desktop.data };
  if (phone?.success) block.phone = phone.data;
  if (layer !== undefined) block.layer = layer as number;
  if (animation?.success) block.animation = animation.data;
  return block;
}

function withoutPhone(block: PlacedBlock): PlacedBlock {
  const rest = { ...block };
  delete rest.phone;
  return rest;
}

function renderableSection(raw: Raw, dropped: string[]): PageSection | null {
  if (!raw || !isId(raw.id)) return null;
  if ("sharedSectionId" in raw) return isId(raw.sharedSectionId) ? { id: raw.id, sharedSectionId: raw.sharedSectionId } : null;
  const list = Array.isArray(raw.blocks) ? (raw.blocks as Raw[]) : [];
  const blocks = list.map((block) => renderableBlock(block, dropped)).filter((block) => block !== null);
  // Phone places are all or none: a section stored with some missing has its phone arrangement derived again.
  const phoneForAll = blocks.every((block) => block.phone);
  const style = sectionStyleSchema.safeParse(raw.style ?? {});
  return {
    id: raw.id,
    style: style.success ? style.data : DEFAULT_SECTION_STYLE,
    blocks: phoneForAll ? blocks : blocks.map(withoutPhone),
  };
}
