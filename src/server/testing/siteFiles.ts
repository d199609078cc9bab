import { readFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../projectRoot";
import { DEMO_SITE_FILE } from "../seed/demoSeed";
import { newId } from "../../domain/ids";

/** The demo site file as it was before pages became sections (version 1, single-column layouts). */
const SINGLE_COLUMN_DEMO_FILE = "src/server/testing/single-column-demo-site.json";

/** The demo site file's text. */
export function demoSiteText(): string {
  return readFileSync(path.join(PROJECT_ROOT, DEMO_SITE_FILE), "utf8");
}

function isBlock(value: Record<string, unknown>): boolean {
  return typeof value.type === "string" && "settings" in value;
}

/** A section of a layout or a shared section's placement: its id belongs to the layout, not to a row. */
function isSection(value: Record<string, unknown>): boolean {
  return (Array.isArray(value.blocks) && "style" in value) || "sharedSectionId" in value;
}

/** Removes every row id (blocks and sections keep theirs, and so does anything inside block settings: they are not rows) so a copy gets fresh ids. */
function withoutRowIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRowIds);
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const keepId = isBlock(record) || isSection(record);
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => keepId || key !== "id")
      .map(([key, inner]) => [key, keepId && key === "settings" ? inner : withoutRowIds(inner)]),
  );
}

interface DemoProduct {
  id: string;
  variants?: { id: string }[];
}

/**
 * The demo site (or another site file of its shape, `text`) under another identifier and title,
 * with fresh row ids, as site file text. Collections, forms, products and library sections keep
 * ids that the layouts name, so those get fresh ids everywhere they appear.
 */
export function demoSiteAs(identifier: string, title = `Demo ${identifier}`, text = demoSiteText()): string {
  const parsed = JSON.parse(text) as { collections: { id?: string }[]; forms?: { id: string }[]; products?: DemoProduct[]; sectionLibrary?: { id: string }[] };
  const productIds = (parsed.products ?? []).flatMap((p) => [p.id, ...(p.variants ?? []).map((v) => v.id)]);
  const collectionIds = parsed.collections.flatMap((c) => (c.id ? [c.id] : []));
  const namedIds = [...collectionIds, ...(parsed.forms ?? []).map((f) => f.id), ...productIds, ...(parsed.sectionLibrary ?? []).map((s) => s.id)];
  for (const id of namedIds) text = text.replaceAll(id, newId());
  const { forms, products, sectionLibrary, ...rest } = JSON.parse(text) as {
    forms?: unknown;
    products?: unknown;
    sectionLibrary?: unknown;
    collections: { id?: string }[];
  };
  const collections = (withoutRowIds(rest.collections) as { id?: string }[]).map((c, index) => {
    const kept = rest.collections[index]?.id;
    return kept ? { ...c, id: kept } : c;
  });
  const file = { ...(withoutRowIds(rest) as { website: { identifier: string; title: string } }), collections, forms, products, sectionLibrary };
  file.website.identifier = identifier;
  file.website.title = title;
  return JSON.stringify(file);
}

/** The single-column demo (before pages became sections) under another identifier, for the tests of that migration. */
export function singleColumnDemoAs(identifier: string, title?: string): string {
  return demoSiteAs(identifier, title, readFileSync(path.join(PROJECT_ROOT, SINGLE_COLUMN_DEMO_FILE), "utf8"));
}

/** A one-page site file with the given blocks on its home page. */
export function onePageSite(identifier: string, blocks: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: { identifier, title: `Site ${identifier}`, ...extra },
    collections: [{ type: 10, title: "Home", urlSlug: "home", navigation: "main", position: 0, layout: { draft: { blocks }, published: { blocks } } }],
  });
}
