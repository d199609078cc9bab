import { blogTagPath } from "../../domain/blogListings";
import type { BlockRenderProps } from "../types";
import { PRIMARY_STORE_TEXTS, filledIn } from "../../domain/translations/storeTexts";
import { BlockFrame } from "../shared/BlockFrame";
import { blogOf } from "../shared/listingSource";
import { tagCloudSchema, type TagCloudSettings } from "./schema";
import { tagWeights } from "./tagWeights";

/** Renders a blog's tags or categories, sized by use, each linking to its listing page; the count is spoken, not only drawn, in the page's words. */
export function TagCloudBlock({ id, settings, context }: BlockRenderProps<TagCloudSettings>) {
  const blog = blogOf(context, settings.collectionId);
  const texts = context.storeTexts ?? PRIMARY_STORE_TEXTS;
  const tags = blog ? tagWeights(blog.posts, settings.source) : [];
  const kind = settings.source === "categories" ? "category" : "tag";
  return (
    <BlockFrame id={id} type={tagCloudSchema.type} code={tagCloudSchema.code}>
      {tags.length === 0 || !blog ? (
        <p className="tsr-empty">{settings.source === "categories" ? texts.noCategories : texts.noTags}</p>
      ) : (
        <ul className="tsr-tag-cloud" aria-label={settings.source === "categories" ? texts.tagCloudCategories : texts.postTags}>
          {tags.map((tag) => (
            <li key={tag.name}>
              <a className={`tsr-tag-cloud__tag tsr-tag-cloud__tag--${tag.weight}`} href={blogTagPath(blog.urlSlug, kind, tag.name)}>
                {tag.name}
                <span className="tsr-visually-hidden">, {tag.count === 1 ? texts.onePost : filledIn(texts.postCount, { count: String(tag.count) })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </BlockFrame>
  );
}
