import { blogTagPath, tagMatchesSlug } from "../../domain/blogListings";
import { slugify } from "../../domain/slug";
import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { blogOf } from "../shared/listingSource";
import { PostList } from "../shared/PostList";
import { PRIMARY_STORE_TEXTS, filledIn } from "../../domain/translations/storeTexts";
import { postsByTagSchema, type PostsByTagSettings } from "./schema";

/** Renders a blog's newest posts with one tag and a link to the tag's listing page, in the page's words. */
export function PostsByTagBlock({ id, settings, context }: BlockRenderProps<PostsByTagSettings>) {
  const blog = blogOf(context, settings.collectionId);
  const slug = slugify(settings.tag) || "-";
  const texts = context.storeTexts ?? PRIMARY_STORE_TEXTS;
  const name = { name: settings.tag };
  const posts = blog ? blog.posts.filter((post) => post.tags.some((name) => tagMatchesSlug(name, slug))) : [];
  return (
    <BlockFrame id={id} type={postsByTagSchema.type} code={postsByTagSchema.code}>
      <PostList
        posts={posts.slice(0, settings.limit)}
        empty={filledIn(texts.noPostsTagged, name)}
        locale={context.locale}
        texts={texts}
        timeZone={blog?.timeZone ?? ""}
        more={blog && posts.length > 0 ? { href: blogTagPath(blog.urlSlug, "tag", settings.tag), label: filledIn(texts.allPostsTagged, name) } : null}
      />
    </BlockFrame>
  );
}
