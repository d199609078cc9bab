import { plainText } from "../shared/plainText";
import type { TextSettings } from "./schema";

/** The catalogue's picture of a text block: its example's words without markup. */
export function TextPreview({ example }: { example: TextSettings }) {
  return <span className="preview-text">{plainText(example.html)}</span>;
}
