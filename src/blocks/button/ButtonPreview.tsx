import type { ButtonSettings } from "./schema";

/** The catalogue's picture of a button: its example label as a button. */
export function ButtonPreview({ example }: { example: ButtonSettings }) {
  return <span className="preview-button">{example.label}</span>;
}
