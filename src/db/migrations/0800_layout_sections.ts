import type { Kysely } from "kysely";
import { newId } from "../../domain/ids";

/** Rows read and rewritten at a time. */
const BATCH = 500;

/** The default section style of the section model (blocks/sections/sectionModel.ts) when this migration was written. */
const DEFAULT_STYLE = { background: { kind: "none" }, height: "fit", width: "normal", align: "top", padding: "medium", theme: "light" };

type Json = Record<string, unknown>;

/** A single-column layout (`{ blocks }`) as one default section, each block full width on its own row, in order. */
function toSections(layout: Json, sectionId: string): Json {
  const blocks = Array.isArray(layout.blocks) ? (layout.blocks as Json[]) : [];
  return {
    sections: [
      {
        id: sectionId,
        style: DEFAULT_STYLE,
        blocks: blocks.map((block, index) => ({ ...block, desktop: { column: 1, row: index + 1, width: 24, height: 1 } })),
      },
    ],
  };
}

/** A layout of sections as one column: every block of the page's own sections, section by section in desktop reading order. */
function toBlocks(layout: Json): Json {
  const sections = Array.isArray(layout.sections) ? (layout.sections as Json[]) : [];
  const place = (block: Json) => (block.desktop ?? {}) as { row?: number; column?: number };
  const blocks = sections.flatMap((section) =>
    (Array.isArray(section.blocks) ? (section.blocks as Json[]) : [])
      .slice()
      .sort((a, b) => (place(a).row ?? 0) - (place(b).row ?? 0) || (place(a).column ?? 0) - (place(b).column ?? 0))
      .map(({ id, type, settings }) => ({ id, type, settings })),
  );
  return { blocks };
}

function parsed(text: string | null): Json | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
}

/** Rewrites every row's draft and published layouts with `convert` where `needs` says so, in batches by id. */
async function rewriteLayouts(db: Kysely<any>, needs: (layout: Json) => boolean, convert: (layout: Json, sectionId: string) => Json): Promise<void> {
  let after = "";
  for (;;) {
    const rows: { id: string; draft_json: string; published_json: string | null }[] = await db
      .selectFrom("block_layouts")
      .select(["id", "draft_json", "published_json"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const draft = parsed(row.draft_json);
      const published = parsed(row.published_json);
      const sectionId = newId();
      const draftChanges = draft !== null && needs(draft);
      const publishedChanges = published !== null && needs(published);
      if (!draftChanges && !publishedChanges) continue;
      await db
        .updateTable("block_layouts")
        .set({
          draft_json: draftChanges ? JSON.stringify(convert(draft, sectionId)) : row.draft_json,
          published_json: publishedChanges ? JSON.stringify(convert(published, sectionId)) : row.published_json,
        })
        .where("id", "=", row.id)
        .execute();
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Pages become sections: every stored single-column layout (`{ blocks }`, draft and published)
 * becomes one section with the default style holding its blocks stacked full width in order
 * (rows 1..n of the 24-column grid, no phone places: the phone arrangement is derived, the same
 * order), so every page looks as before. A draft and its published layout share the section id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await rewriteLayouts(db, (layout) => Array.isArray(layout.blocks) && !("sections" in layout), toSections);
}

/** Back to single-column layouts: each page's own blocks in reading order (shared sections and places are lost). */
export async function down(db: Kysely<any>): Promise<void> {
  await rewriteLayouts(db, (layout) => Array.isArray(layout.sections), toBlocks);
}
