import { blogAuthorPath } from "../../domain/blogListings";
import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { blogOf } from "../shared/listingSource";
import { blogAuthors } from "./blogAuthors";
import { postsByAuthorSchema, type PostsByAuthorSettings } from "./schema";

/** Renders a blog's authors, each linking to the listing page of their posts, with their number of posts. */
export function PostsByAuthorBlock({ id, settings, context }: BlockRenderProps<PostsByAuthorSettings>) {
  const blog = blogOf(context, settings.collectionId);
  const authors = blog ? blogAuthors(blog.posts, context.locale) : [];
  return (
    <BlockFrame id={id} type={postsByAuthorSchema.type} code={postsByAuthorSchema.code}>
      {authors.length === 0 || !blog ? (
        <p className="tsr-empty">No authors yet.</p>
      ) : (
        <ul className="tsr-post-links" aria-label={`${blog.title} authors`}>
          {authors.map((author) => (
            <li key={author.id}>
              <a href={blogAuthorPath(blog.urlSlug, author.slug)}>{author.name}</a>
              {settings.showCounts ? <span className="tsr-post-links__count">{author.count === 1 ? "1 post" : `${author.count} posts`}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </BlockFrame>
  );
}
