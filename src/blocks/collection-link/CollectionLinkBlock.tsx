import type { BlockRenderProps } from "../types";
import { PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";
import { BlockFrame } from "../shared/BlockFrame";
import { itemCountText } from "./itemCount";
import { collectionLinkSchema, type CollectionLinkSettings } from "./schema";
import { loadedBy } from "../blockLoader";
import { itemCountsLoader } from "./itemCountsLoader";

/**
 * Renders a card whose title links to the chosen blog or shop, with its description and item
 * count when chosen, or a note that it is not available, in the page's words.
 */
export function CollectionLinkBlock({ id, settings, context }: BlockRenderProps<CollectionLinkSettings>) {
  const collection = context.site?.collections.find((c) => c.id === settings.collectionId);
  const texts = context.storeTexts ?? PRIMARY_STORE_TEXTS;
  if (!collection) {
    return (
      <BlockFrame id={id} type={collectionLinkSchema.type} code={collectionLinkSchema.code}>
        <p className="tsr-block-missing">{texts.collectionUnavailable}</p>
      </BlockFrame>
    );
  }
  const itemCount = loadedBy(context, itemCountsLoader)?.[collection.id];
  const kind = collection.kind;
  return (
    <BlockFrame id={id} type={collectionLinkSchema.type} code={collectionLinkSchema.code}>
      <article className="tsr-collection-link">
        <h3 className="tsr-collection-link__title">
          <a href={collection.href}>{collection.title}</a>
        </h3>
        {settings.showDescription && collection.description ? <p className="tsr-collection-link__description">{collection.description}</p> : null}
        {settings.showCount && itemCount !== undefined && kind !== "page" ? (
          <p className="tsr-collection-link__count">{itemCountText(kind, itemCount, texts)}</p>
        ) : null}
      </article>
    </BlockFrame>
  );
}
