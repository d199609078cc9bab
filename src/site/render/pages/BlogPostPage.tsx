import { BlockList } from "../BlockList";
import type { ShownComment } from "../../../domain/comments/commentThreads";
import { formatPublishedDate } from "./dates";
import { CommentsThread } from "../../../blocks/comments/CommentsThread";
import { DisqusThread } from "../../../blocks/disqus/DisqusThread";
import type { DisqusOrigins } from "../../../domain/comments/disqus";
import type { StoreTexts } from "../../../domain/translations/storeTexts";

/** The post's author line in the page's words, the author's name linking to their listing wherever `{author}` stands. */
function PostAuthor(props: { by: string; author: { name: string; href: string } }) {
  const [before, after] = props.by.includes("{author}") ? props.by.split("{author}", 2) : [`${props.by} `, ""];
  return (
    <p className="tsr-post-meta tsr-post-author">
      {before}
      <a href={props.author.href}>{props.author.name}</a>
      {after}
    </p>
  );
}

/** One blog post: title, date, author (linking to the author's listing), tags, its blocks (rendered to HTML by renderFlowingSection), its comments when the site has them on, and the way back to the blog. */
export function BlogPostPage(props: {
  title: string;
  publishedOn: string | null;
  tags: string[];
  author: { name: string; href: string } | null;
  blocksHtml: string;
  blogTitle: string;
  blogHref: string;
  locale: string;
  timeZone: string;
  /** The blog's and its comment thread's words in the page's language. */
  texts: StoreTexts;
  /** The post's published comments and its comment form, when the site has native comments on and the post places no comments block of its own. */
  comments?: { postId: string; comments: readonly ShownComment[] } | null;
  /** The post's Disqus thread, on a site that comments through Disqus. */
  disqus?: { origins: DisqusOrigins; pageUrl: string; identifier: string } | null;
}) {
  return (
    <article className="tsr-container tsr-post">
      <header className="tsr-page-header">
        <p className="tsr-post-meta">
          <a href={props.blogHref}>{props.blogTitle}</a>
          {props.publishedOn ? (
            <>
              {" · "}
              <time dateTime={props.publishedOn}>{formatPublishedDate(props.publishedOn, props.locale, props.timeZone)}</time>
            </>
          ) : null}
        </p>
        <h1>{props.title}</h1>
        {props.author ? <PostAuthor by={props.texts.postBy} author={props.author} /> : null}
        {props.tags.length > 0 ? (
          <ul className="tsr-tags" aria-label={props.texts.postTags}>
            {props.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
      </header>
      <BlockList html={props.blocksHtml} />
      {props.comments ? (
        <CommentsThread
          ownerId={props.comments.postId}
          comments={props.comments.comments}
          locale={props.locale}
          timeZone={props.timeZone}
          texts={props.texts}
          idPrefix="tsr-comments"
          islandRoot
        />
      ) : null}
      {props.disqus ? <DisqusThread origins={props.disqus.origins} pageUrl={props.disqus.pageUrl} identifier={props.disqus.identifier} /> : null}
      <footer className="tsr-post-footer">
        <a href={props.blogHref}>{props.texts.allPosts}</a>
      </footer>
    </article>
  );
}
