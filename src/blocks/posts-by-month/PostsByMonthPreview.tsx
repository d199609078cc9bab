import type { PostsByMonthSettings } from "./schema";

/** The catalogue's picture of a posts by month block: a month and its posts. */
export function PostsByMonthPreview({ example }: { example: PostsByMonthSettings }) {
  return <span className="preview-text">{example.month || "This month"} · its posts</span>;
}
