import type { ListedPost } from "./listingsForRender";
import { dateTimeFormat } from "../../domain/keptFormatters";
import { commentCountIn, type CommentCountTexts } from "../../domain/comments/commentCount";

/** A post's publication day as readers of the site's locale write it, on the site's calendar. */
function postDay(iso: string, locale: string, timeZone: string): string {
  try {
    return dateTimeFormat(locale, { dateStyle: "medium", timeZone: timeZone || "UTC" }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

/** A short list of posts (title linking to the post, its date and, on a site with comments, its comment count) with a link to the listing page holding them all. */
export function PostList(props: {
  posts: ListedPost[];
  empty: string;
  locale: string;
  timeZone: string;
  more: { href: string; label: string } | null;
  /** The count's words in the page's language. */
  texts: CommentCountTexts;
}) {
  return (
    <>
      {props.posts.length === 0 ? (
        <p className="tsr-empty">{props.empty}</p>
      ) : (
        <ul className="tsr-post-links">
          {props.posts.map((post) => (
            <li key={post.id}>
              <a href={post.url}>{post.title}</a> <time dateTime={post.publishedOn}>{postDay(post.publishedOn, props.locale, props.timeZone)}</time>
              {post.comments === undefined ? null : <span className="tsr-post-links__comments"> · {commentCountIn(post.comments, props.texts)}</span>}
            </li>
          ))}
        </ul>
      )}
      {props.more ? (
        <p className="tsr-post-links__more">
          <a href={props.more.href}>{props.more.label}</a>
        </p>
      ) : null}
    </>
  );
}
