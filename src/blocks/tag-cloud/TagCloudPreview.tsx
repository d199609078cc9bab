import type { TagCloudSettings } from "./schema";

/** The catalogue's picture of a tag cloud: three words of different sizes. */
export function TagCloudPreview({ example }: { example: TagCloudSettings }) {
  return (
    <span className="preview-text" aria-label={example.source === "categories" ? "Categories of different sizes" : "Tags of different sizes"}>
      <small>travel</small> <strong>coffee</strong> recipes
    </span>
  );
}
