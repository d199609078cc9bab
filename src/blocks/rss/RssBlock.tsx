import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { rssSchema, type RssSettings } from "./schema";

/** What shows in place of the link when its blog is gone. */
const FEED_UNAVAILABLE = "This blog's feed is not available.";

/**
 * Renders the link to the chosen blog's feed, typed as RSS so browsers and feed readers know it
 * (its address is what a reader subscribes to), or a note when the blog is gone.
 */
export function RssBlock({ id, settings, context }: BlockRenderProps<RssSettings>) {
  const blog = context.site?.collections.find((c) => c.id === settings.blogId && c.kind === "blog");
  if (!blog?.feedHref) {
    return (
      <BlockFrame id={id} type={rssSchema.type} code={rssSchema.code}>
        <p className="tsr-block-missing">{FEED_UNAVAILABLE}</p>
      </BlockFrame>
    );
  }
  return (
    <BlockFrame id={id} type={rssSchema.type} code={rssSchema.code}>
      <p className="tsr-rss">
        <a className="tsr-rss__link" href={blog.feedHref} type="application/rss+xml">
          {settings.label}
        </a>
      </p>
    </BlockFrame>
  );
}
