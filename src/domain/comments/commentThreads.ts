/** A published comment as a post's page shows it. */
export interface ShownComment {
  id: string;
  parentId: string | null;
  authorName: string;
  body: string;
  createdAt: string;
}

/** Whose thread a comment is in: a blog post's (shown under it) or a page's (shown by its comments block). */
export interface ThreadOwner {
  kind: "post" | "page";
  id: string;
}

/** A comment on the post with the replies under it, oldest first. */
export interface CommentThread {
  comment: ShownComment;
  replies: ShownComment[];
}

/**
 * Arranges a post's published comments (oldest first) into threads: each comment on the post
 * with its replies under it, one level deep. A reply whose comment is no longer shown (marked
 * spam, deleted) is shown as a comment of its own, so an answer never disappears with it.
 */
export function commentThreads(comments: readonly ShownComment[]): CommentThread[] {
  const shown = new Set(comments.map((c) => c.id));
  const threads = new Map<string, CommentThread>();
  for (const comment of comments) {
    const parent = comment.parentId !== null && shown.has(comment.parentId) ? threads.get(comment.parentId) : undefined;
    if (parent) parent.replies.push(comment);
    else threads.set(comment.id, { comment, replies: [] });
  }
  return [...threads.values()];
}
