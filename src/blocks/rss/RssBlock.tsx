import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { rssSchema, type RssSettings } from "./schema";

/**
 * Renders the link to the chosen blog's feed, typed as RSS so browsers and feed readers know it
 * (its address is what a reader subscribes to); a blog that is gone renders nothing.
 */
export function RssBlock({ id, settings, context }: BlockRenderProps<RssSettings>) {
  const blog = context.site?.collections.find((c) => c.id === settings.blogId && c.kind === "blog");
  if (!blog?.feedHref) return null;
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
