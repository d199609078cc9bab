import type { ShareButtonsSettings } from "./schema";

/** The catalogue's picture of share buttons: the example's Share button. */
export function SharePreview({ example }: { example: ShareButtonsSettings }) {
  return <span className="preview-button">{example.label}</span>;
}
