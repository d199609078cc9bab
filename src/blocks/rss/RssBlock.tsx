import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { rssSchema, type RssSettings } from "./schema";
import { PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";
import { FEED_FORMATS } from "../../domain/feedPaths";

/**
 * Renders the links to the chosen blog's feeds, the RSS 2.0 one in the owner's words and the Atom
 * one beside it, each typed so browsers and feed readers know it (its address is what a reader
 * subscribes to), or a note when the blog is gone; its own words are the page language's.
 */
export function RssBlock({ id, settings, context }: BlockRenderProps<RssSettings>) {
  const texts = context.storeTexts ?? PRIMARY_STORE_TEXTS;
  const blog = context.site?.collections.find((c) => c.id === settings.blogId && c.kind === "blog");
  if (!blog?.feeds) {
    return (
      <BlockFrame id={id} type={rssSchema.type} code={rssSchema.code}>
        <p className="tsr-block-missing">{texts.feedUnavailable}</p>
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
          {texts.atomFeed}
        </a>
      </p>
    </BlockFrame>
  );
}
