import type { BlockRenderProps } from "../types";
import { PRIMARY_STORE_TEXTS, filledIn } from "../../domain/translations/storeTexts";
import { BlockFrame } from "../shared/BlockFrame";
import { blogOf } from "../shared/listingSource";
import { archiveGroups } from "./archiveGroups";
import { archiveSchema, type ArchiveSettings } from "./schema";

/** Renders a blog's months or years, newest first, each linking to its listing page with its number of posts, in the page's words. */
export function ArchiveBlock({ id, settings, context }: BlockRenderProps<ArchiveSettings>) {
  const blog = blogOf(context, settings.collectionId);
  const texts = context.storeTexts ?? PRIMARY_STORE_TEXTS;
  const groups = blog ? archiveGroups(blog, settings.groupBy, context.locale) : [];
  return (
    <BlockFrame id={id} type={archiveSchema.type} code={archiveSchema.code}>
      {groups.length === 0 ? (
        <p className="tsr-empty">{texts.noPostsYet}</p>
      ) : (
        <nav aria-label={blog ? filledIn(texts.archiveOf, { blog: blog.title }) : texts.archive}>
          <ul className="tsr-archive">
            {groups.map((group) => (
              <li key={group.key}>
                <a href={group.href}>{group.label}</a>
                {settings.showCounts ? (
                  <span className="tsr-archive__count">
                    {" "}
                    ({group.count}
                    <span className="tsr-visually-hidden">{` ${group.count === 1 ? texts.archivePost : texts.archivePosts}`}</span>)
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </BlockFrame>
  );
}
