import { expect } from "vitest";
import type { SiteClient } from "../forms-support/siteClient";

/** A block a journey places on its page: one per row, full width unless it says how many columns. */
interface PageBlock {
  id?: string;
  type: string;
  settings: unknown;
  width?: number;
}

/** The sections to save: the new page's first section holding the blocks, or sections a journey builds from that section. */
type PageContent = PageBlock[] | ((firstSection: Record<string, unknown>) => unknown[]);

/** Stands a block id in for blocks given none: `prefix` and the block's place, 24 hex digits. */
function blockId(prefix: string, index: number): string {
  return `${prefix}${(index + 1).toString(16).padStart(24 - prefix.length, "0")}`;
}

/**
 * Makes a page in the main navigation (or, given "_hidden", linked from none) through the owner's
 * API, saves its content and publishes it, as an owner would in the editor; answers the page's id
 * and its path on the site.
 */
export async function publishPageOf(
  owner: SiteClient,
  title: string,
  content: PageContent,
  idPrefix = "b10c",
  navigation: "main" | "_hidden" = "main",
): Promise<{ id: string; path: string }> {
  const created = (await owner.send("POST", "/api/config/pages", { json: { kind: "page", title, navigation } })).json();
  const layout = (await owner.send("GET", `/api/config/layouts/${created.id}`)).json();
  const [section] = layout.draft.sections;
  const sections =
    typeof content === "function"
      ? content(section)
      : [
          {
            ...section,
            blocks: content.map(({ width, ...block }, index) => ({
              id: block.id ?? blockId(idPrefix, index),
              ...block,
              desktop: { column: 1, row: index + 1, width: width ?? 24, height: 1 },
            })),
          },
        ];
  const saved = await owner.send("PUT", `/api/config/layouts/${created.id}`, { json: { version: layout.draftVersion, draft: { sections } } });
  expect(saved.status, saved.text).toBe(200);
  const published = await owner.send("POST", `/api/config/layouts/${created.id}/publish`, { json: { version: saved.json().draftVersion } });
  expect(published.status, published.text).toBe(200);
  return { id: created.id, path: published.json().owner.path };
}
