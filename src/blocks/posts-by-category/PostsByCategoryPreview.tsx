import type { PostsByCategorySettings } from "./schema";

/** The catalogue's picture of a posts by category block: the category and three post lines. */
export function PostsByCategoryPreview({ example }: { example: PostsByCategorySettings }) {
  return <span className="preview-text">{example.category} · three newest posts</span>;
}
