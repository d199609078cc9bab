import type { BlockRenderProps } from "../types";
import { PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";
import { BlockFrame } from "../shared/BlockFrame";
import { itemCountText } from "./itemCount";
import { collectionLinkSchema, type CollectionLinkSettings } from "./schema";
import { loadedBy } from "../blockLoader";
import { itemCountsLoader } from "./itemCountsLoader";

/** What shows in place of a card whose blog or shop is gone (deleted, or not visible to visitors). */

/**
 * Renders a card whose title links to the chosen blog or shop, with its description and item
 * count when chosen, or a note that it is not available.
 */
export function CollectionLinkBlock({ id, settings, context }: BlockRenderProps<CollectionLinkSettings>) {
  const collection = context.site?.collections.find((c) => c.id === settings.collectionId);
  if (!collection) {
    return (
      <BlockFrame id={id} type={collectionLinkSchema.type} code={collectionLinkSchema.code}>
        <p className="tsr-block-missing">{(context.storeTexts ?? PRIMARY_STORE_TEXTS).collectionUnavailable}</p>
      </BlockFrame>
    );
  }
  const itemCount = loadedBy(context, itemCountsLoader)?.[collection.id];
  const showCount = settings.showCount && itemCount !== undefined && collection.kind !== "page";
  return (
    <BlockFrame id={id} type={collectionLinkSchema.type} code={collectionLinkSchema.code}>
      <article className="tsr-collection-link">
        <h3 className="tsr-collection-link__title">
          <a href={collection.href}>{collection.title}</a>
        </h3>
        {settings.showDescription && collection.description ? <p className="tsr-collection-link__description">{collection.description}</p> : null}
        {showCount ? <p className="tsr-collection-link__count">{itemCountText(collection.kind, itemCount)}</p> : null}
      </article>
    </BlockFrame>
  );
}
