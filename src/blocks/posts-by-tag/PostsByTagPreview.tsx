import type { PostsByTagSettings } from "./schema";

/** The catalogue's picture of a posts by tag block: the tag and three post lines. */
export function PostsByTagPreview({ example }: { example: PostsByTagSettings }) {
  return <span className="preview-text">#{example.tag} · three newest posts</span>;
}
