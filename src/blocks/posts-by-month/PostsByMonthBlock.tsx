import { blogMonthPath, calendarMonthOf } from "../../domain/blogListings";
import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { blogOf } from "../shared/listingSource";
import { PostList } from "../shared/PostList";
import { PRIMARY_STORE_TEXTS, filledIn } from "../../domain/translations/storeTexts";
import { postsByMonthSchema, type PostsByMonthSettings } from "./schema";
import { dateTimeFormat } from "../../domain/keptFormatters";

function monthName(year: number, month: number, locale: string): string {
  return dateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, 15)));
}

/** Renders a blog's posts of one month (the latest month with posts when none is set) and a link to that month's listing page, in the page's words. */
export function PostsByMonthBlock({ id, settings, context }: BlockRenderProps<PostsByMonthSettings>) {
  const blog = blogOf(context, settings.collectionId);
  const zone = blog?.timeZone ?? "";
  const latest = blog?.posts[0] ? calendarMonthOf(blog.posts[0].publishedOn, zone) : null;
  const [year, month] = settings.month ? settings.month.split("-").map(Number) : [latest?.year, latest?.month];
  const posts =
    blog && year !== undefined && month !== undefined
      ? blog.posts.filter((post) => {
          const at = calendarMonthOf(post.publishedOn, zone);
          return at.year === year && at.month === month;
        })
      : [];
  const texts = context.storeTexts ?? PRIMARY_STORE_TEXTS;
  const name = year !== undefined && month !== undefined ? monthName(year, month, context.locale) : "";
  return (
    <BlockFrame id={id} type={postsByMonthSchema.type} code={postsByMonthSchema.code}>
      {name ? <h2 className="tsr-listing-title">{name}</h2> : null}
      <PostList
        posts={posts.slice(0, settings.limit)}
        empty={name ? filledIn(texts.noPostsInMonth, { date: name }) : texts.noPostsYet}
        locale={context.locale}
        texts={texts}
        timeZone={zone}
        more={
          blog && posts.length > 0 && year !== undefined && month !== undefined
            ? { href: blogMonthPath(blog.urlSlug, year, month), label: filledIn(texts.allPostsFrom, { date: name }) }
            : null
        }
      />
    </BlockFrame>
  );
}
