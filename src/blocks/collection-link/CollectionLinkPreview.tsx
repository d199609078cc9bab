import type { CollectionLinkSettings } from "./schema";

/** The catalogue's picture of a collection link: a card with a blog's title and its post count. */
export function CollectionLinkPreview(_props: { example: CollectionLinkSettings }) {
  return (
    <span className="preview-text">
      <strong>Journal</strong> · 12 posts
    </span>
  );
}
