import { plainText, textOf } from "../../../blocks/shared/plainText";
import { blocksOfLayout } from "../../../blocks/sections/readingOrder";
import { renderableLayout } from "../../../blocks/renderableLayout";

/** The words a visitor reads in one block, by block type: the blocks that carry a page's text. */
const BLOCK_TEXT: Record<string, (settings: Record<string, unknown>) => string[]> = {
  heading: (s) => [textOf(s.text)],
  text: (s) => [plainText(textOf(s.html))],
  markdown: (s) => [textOf(s.markdown).replace(/[#*_>`[\]()!|~-]+/g, " ")],
  quote: (s) => [textOf(s.text), textOf(s.attribution)],
  image: (s) => [textOf(s.title), plainText(textOf(s.caption))],
  button: (s) => [textOf(s.label)],
  accordion: (s) =>
    Array.isArray(s.items)
      ? s.items.flatMap((item: unknown) =>
          item && typeof item === "object" ? [textOf((item as Record<string, unknown>).title), plainText(textOf((item as Record<string, unknown>).html))] : [],
        )
      : [],
};

/**
 * The plain text of a published layout, block by block in reading order, for the search index:
 * no HTML, one space between words. Blocks that hold no words a visitor reads add nothing.
 */
export function layoutText(storedLayout: unknown): string {
  if (storedLayout === null) return "";
  const words = blocksOfLayout(renderableLayout(storedLayout).layout).flatMap((block) => BLOCK_TEXT[block.type]?.(block.settings) ?? []);
  return words
    .map((text) => text.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join(" ");
}
