import type { ImageSettings } from "./schema";

/** The catalogue's picture of an image block: its example picture. */
export function ImagePreview({ example }: { example: ImageSettings }) {
  return <img className="preview-image" src={example.src} alt="" />;
}
