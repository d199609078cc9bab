import { marked } from "marked";
import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { sanitizeRichText } from "../shared/sanitizeRichText";
import { markdownSchema, type MarkdownSettings } from "./schema";

/** Renders Markdown to HTML, then keeps only safe formatting. */
export function MarkdownBlock({ id, settings }: BlockRenderProps<MarkdownSettings>) {
  const html = sanitizeRichText(marked.parse(settings.markdown, { async: false, gfm: true }));
  return (
    <BlockFrame id={id} type={markdownSchema.type} code={markdownSchema.code}>
      <div className="tsr-rich-text" dangerouslySetInnerHTML={{ __html: html }} />
    </BlockFrame>
  );
}
