import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { rssSchema, type RssSettings } from "./schema";
import { FEED_FORMATS } from "../../domain/feedPaths";

/** What shows in place of the link when its blog is gone. */
const FEED_UNAVAILABLE = "This blog's feed is not available.";

/** What the second link, to the same posts as an Atom feed, says. */
const ATOM_LINK = "Atom feed";

/**
 * Renders the links to the chosen blog's feeds, the RSS 2.0 one in the owner's words and the Atom
 * one beside it, each typed so browsers and feed readers know it (its address is what a reader
 * subscribes to), or a note when the blog is gone.
 */
export function RssBlock({ id, settings, context }: BlockRenderProps<RssSettings>) {
  const blog = context.site?.collections.find((c) => c.id === settings.blogId && c.kind === "blog");
  if (!blog?.feeds) {
    return (
      <BlockFrame id={id} type={rssSchema.type} code={rssSchema.code}>
        <p className="tsr-block-missing">{FEED_UNAVAILABLE}</p>
      </BlockFrame>
    );
  }
  return (
    <BlockFrame id={id} type={rssSchema.type} code={rssSchema.code}>
      <p className="tsr-rss">
        <a className="tsr-rss__link" href={blog.feeds.rss} type={FEED_FORMATS.rss.type}>
          {settings.label}
        </a>{" "}
        <a className="tsr-rss__atom" href={blog.feeds.atom} type={FEED_FORMATS.atom.type}>
          {ATOM_LINK}
        </a>
      </p>
    </BlockFrame>
  );
}
