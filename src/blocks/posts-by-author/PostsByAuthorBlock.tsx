import { blogAuthorPath } from "../../domain/blogListings";
import type { BlockRenderProps } from "../types";
import { PRIMARY_STORE_TEXTS, filledIn } from "../../domain/translations/storeTexts";
import { BlockFrame } from "../shared/BlockFrame";
import { blogOf } from "../shared/listingSource";
import { blogAuthors } from "./blogAuthors";
import { postsByAuthorSchema, type PostsByAuthorSettings } from "./schema";

/** Renders a blog's authors, each linking to the listing page of their posts, with their number of posts, in the page's words. */
export function PostsByAuthorBlock({ id, settings, context }: BlockRenderProps<PostsByAuthorSettings>) {
  const blog = blogOf(context, settings.collectionId);
  const texts = context.storeTexts ?? PRIMARY_STORE_TEXTS;
  const authors = blog ? blogAuthors(blog.posts, context.locale) : [];
  return (
    <BlockFrame id={id} type={postsByAuthorSchema.type} code={postsByAuthorSchema.code}>
      {authors.length === 0 || !blog ? (
        <p className="tsr-empty">{texts.noAuthors}</p>
      ) : (
        <ul className="tsr-post-links" aria-label={filledIn(texts.blogAuthors, { blog: blog.title })}>
          {authors.map((author) => (
            <li key={author.id}>
              <a href={blogAuthorPath(blog.urlSlug, author.slug)}>{author.name}</a>
              {settings.showCounts ? (
                <span className="tsr-post-links__count">{author.count === 1 ? texts.onePost : filledIn(texts.postCount, { count: String(author.count) })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </BlockFrame>
  );
}
