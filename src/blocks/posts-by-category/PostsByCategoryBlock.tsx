import { blogTagPath, tagMatchesSlug } from "../../domain/blogListings";
import { slugify } from "../../domain/slug";
import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { blogOf } from "../shared/listingSource";
import { PostList } from "../shared/PostList";
import { PRIMARY_STORE_TEXTS, filledIn } from "../../domain/translations/storeTexts";
import { postsByCategorySchema, type PostsByCategorySettings } from "./schema";

/** Renders a blog's newest posts in one category and a link to the category's listing page, in the page's words. */
export function PostsByCategoryBlock({ id, settings, context }: BlockRenderProps<PostsByCategorySettings>) {
  const blog = blogOf(context, settings.collectionId);
  const slug = slugify(settings.category) || "-";
  const texts = context.storeTexts ?? PRIMARY_STORE_TEXTS;
  const name = { name: settings.category };
  const posts = blog ? blog.posts.filter((post) => post.categories.some((name) => tagMatchesSlug(name, slug))) : [];
  return (
    <BlockFrame id={id} type={postsByCategorySchema.type} code={postsByCategorySchema.code}>
      <PostList
        posts={posts.slice(0, settings.limit)}
        empty={filledIn(texts.noPostsInCategoryYet, name)}
        locale={context.locale}
        texts={texts}
        timeZone={blog?.timeZone ?? ""}
        more={
          blog && posts.length > 0 ? { href: blogTagPath(blog.urlSlug, "category", settings.category), label: filledIn(texts.allPostsInCategory, name) } : null
        }
      />
    </BlockFrame>
  );
}
