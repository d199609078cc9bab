import type { BlockInstance } from "../../../blocks/types";
import { blockSchemaFor } from "../../../blocks/schemaRegistry";

function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** A block's type label and a short line of its content, for the block list and announcements. */
export function blockSummary(block: BlockInstance): { label: string; detail: string } {
  const label = blockSchemaFor(block.type)?.label ?? block.type;
  const s = block.settings;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  let detail = "";
  switch (block.type) {
    case "heading":
    case "quote":
      detail = text(s.text);
      break;
    case "text":
    case "code":
      detail = plain(text(s.html));
      break;
    case "markdown":
      detail = text(s.markdown);
      break;
    case "image":
      detail = text(s.alt) || text(s.src).split("/").pop() || "";
      break;
    case "gallery":
      detail = Array.isArray(s.slides) ? `${s.slides.length} ${s.slides.length === 1 ? "image" : "images"}` : "";
      break;
    case "button":
      detail = text(s.label);
      break;
    case "video":
      detail = text(s.title) || text(s.url);
      break;
    default:
      detail = "";
  }
  return { label, detail: detail.length > 80 ? `${detail.slice(0, 79)}…` : detail };
}

/** Whether every block's settings pass its schema, so the draft may be saved. */
export function firstInvalidBlock(blocks: readonly BlockInstance[]): BlockInstance | null {
  return blocks.find((block) => !blockSchemaFor(block.type)?.schema.safeParse(block.settings).success) ?? null;
}
