import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { sanitizeRichText } from "../shared/sanitizeRichText";
import { textSchema, type TextSettings } from "./schema";

/** Renders sanitised rich text. */
export function TextBlock({ id, settings }: BlockRenderProps<TextSettings>) {
  return (
    <BlockFrame id={id} type={textSchema.type} code={textSchema.code}>
      <div className="tsr-rich-text" dangerouslySetInnerHTML={{ __html: sanitizeRichText(settings.html) }} />
    </BlockFrame>
  );
}
