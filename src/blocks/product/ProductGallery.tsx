import type { ProductPicture } from "../../domain/commerce/productPictures";
import { imageUrlAtWidth, largestImageUrl, madeInWidths } from "../../domain/imageWidths";
import type { RenderedWidth } from "../image/imageSizes";
import { PRODUCT_DOM } from "./productDom";
import { ProductImage } from "./ProductImage";
import { zoomLabel } from "./zoomLabel";
import { filledIn, type StoreTexts } from "../../domain/translations/storeTexts";

/** A thumbnail's square box in CSS pixels (product.css). */
const THUMBNAIL_SIZE = 72;

/** The width a thumbnail loads: enough for a 2x screen. */
const THUMBNAIL_WIDTH = 300;

/**
 * The product's pictures: the main one, described by its alt text, in its reserved box inside a link to the
 * picture at its largest ("View picture 1 of 3 larger", which the product island opens in a dialog) and, when there are more, a row of
 * thumbnail buttons (each names its place, "Show picture 2 of 3", and says which one is shown)
 * that the product island makes swap the main picture; all named in the page's language (`texts`).
 */
export function ProductGallery({
  pictures,
  lead,
  onPage,
  cellWidths,
  texts,
}: {
  pictures: readonly ProductPicture[];
  lead: boolean;
  onPage: boolean;
  cellWidths: readonly RenderedWidth[] | undefined;
  texts: Pick<StoreTexts, "pictureZoomOf" | "pictureZoom" | "pictureShow">;
}) {
  const [main] = pictures;
  if (!main) return null;
  return (
    <div className="tsr-product__gallery">
      <div className="tsr-product__main" {...{ [PRODUCT_DOM.mainPicture]: "" }}>
        <a className="tsr-product__zoom" href={largestImageUrl(main.url)} {...{ [PRODUCT_DOM.zoomLink]: "" }}>
          <ProductImage src={main.url} alt={main.alt} lead={lead} cellWidths={cellWidths} onPage={onPage} />
          <span className="tsr-visually-hidden" {...{ [PRODUCT_DOM.zoomLabel]: "" }}>
            {zoomLabel(0, pictures.length, texts)}
          </span>
        </a>
      </div>
      {pictures.length > 1 ? (
        <ul className="tsr-product__thumbnails">
          {pictures.map(({ url: src, alt }, index) => (
            <li key={`${index}-${src}`}>
              <button
                type="button"
                className="tsr-product__thumbnail"
                aria-label={filledIn(texts.pictureShow, { number: String(index + 1), count: String(pictures.length) })}
                aria-pressed={index === 0}
                {...{ [PRODUCT_DOM.thumbnail]: src, [PRODUCT_DOM.thumbnailAlt]: alt }}
              >
                <img
                  src={madeInWidths(src) ? imageUrlAtWidth(src, THUMBNAIL_WIDTH) : src}
                  width={THUMBNAIL_SIZE}
                  height={THUMBNAIL_SIZE}
                  alt=""
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
