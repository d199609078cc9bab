import type { PostAuthor } from "../../domain/postAuthors";
import type { ListedPost } from "../shared/listingsForRender";

/** An author of a blog's live posts with how many of them they wrote. */
export interface BlogAuthor extends PostAuthor {
  count: number;
}

/** The authors of a blog's posts, those with the most posts first, then by name; posts without an author are left out. */
export function blogAuthors(posts: readonly ListedPost[], locale: string): BlogAuthor[] {
  const byId = new Map<string, BlogAuthor>();
  for (const post of posts) {
    if (!post.author) continue;
    const known = byId.get(post.author.id);
    if (known) known.count += 1;
    else byId.set(post.author.id, { ...post.author, count: 1 });
  }
  return [...byId.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, locale));
}
