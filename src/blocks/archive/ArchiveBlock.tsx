import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { blogOf } from "../shared/listingSource";
import { archiveGroups } from "./archiveGroups";
import { archiveSchema, type ArchiveSettings } from "./schema";

/** Renders a blog's months or years, newest first, each linking to its listing page with its number of posts. */
export function ArchiveBlock({ id, settings, context }: BlockRenderProps<ArchiveSettings>) {
  const blog = blogOf(context, settings.collectionId);
  const groups = blog ? archiveGroups(blog, settings.groupBy, context.locale) : [];
  return (
    <BlockFrame id={id} type={archiveSchema.type} code={archiveSchema.code}>
      {groups.length === 0 ? (
        <p className="tsr-empty">No posts yet.</p>
      ) : (
        <nav aria-label={blog ? `${blog.title} archive` : "Archive"}>
          <ul className="tsr-archive">
            {groups.map((group) => (
              <li key={group.key}>
                <a href={group.href}>{group.label}</a>
                {settings.showCounts ? (
                  <span className="tsr-archive__count">
                    {" "}
                    ({group.count}
                    <span className="tsr-visually-hidden">{group.count === 1 ? " post" : " posts"}</span>)
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
