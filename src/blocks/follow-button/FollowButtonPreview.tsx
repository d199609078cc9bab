import { followLabel, type FollowButtonSettings } from "./schema";

/** The catalogue's picture of a follow button: the example's button. */
export function FollowButtonPreview({ example }: { example: FollowButtonSettings }) {
  return <span className="preview-button">{followLabel(example)}</span>;
}
