import type { PostsByAuthorSettings } from "./schema";

/** The catalogue's picture of a posts by author block: two authors and their post counts. */
export function PostsByAuthorPreview({ example }: { example: PostsByAuthorSettings }) {
  return <span className="preview-text">{example.showCounts ? "Ada Lovelace (4) · Grace Hopper (2)" : "Ada Lovelace · Grace Hopper"}</span>;
}
