import { madeInWidths, srcsetOf } from "../../domain/imageWidths";
import { CONTENT_WIDTH, sizesAttribute, withinCell, type RenderedWidth } from "../image/imageSizes";

/** The product picture's box (product.css: at most 420 px wide, 3:2, the picture cropped to fill it). */
const PRODUCT_IMAGE = { width: 420, height: 280 } as const;
const PRODUCT_IMAGE_WIDTHS: RenderedWidth[] = [{ width: `min(${CONTENT_WIDTH}, ${PRODUCT_IMAGE.width}px)` }];
const PRODUCT_IMAGE_SIZES = sizesAttribute(PRODUCT_IMAGE_WIDTHS);
/** On the product's own page the picture fills the gallery's column: half the wide column from 768 px, else the screen less its padding. */
const PRODUCT_PAGE_SIZES = sizesAttribute([{ media: "(min-width: 768px)", width: "calc((min(100vw, 72rem) - 5rem) / 2)" }, { width: "calc(100vw - 2.5rem)" }]);

/**
 * The product's picture in its reserved 3:2 box, here and in the shop's list. As the page's lead
 * picture (a product page, the shop's first product, or the first picture block of a page) it
 * loads at once with high priority, else lazily.
 */
export function ProductImage({
  src,
  alt = "",
  lead,
  cellWidths,
  onPage = false,
}: {
  src: string;
  /** What the picture shows; empty where the product's name beside it says enough. */
  alt?: string;
  lead: boolean;
  cellWidths: readonly RenderedWidth[] | undefined;
  /** The product's own page, where the picture fills the gallery's column. */
  onPage?: boolean;
}) {
  const widths = madeInWidths(src);
  const sizes = onPage ? PRODUCT_PAGE_SIZES : cellWidths ? sizesAttribute(withinCell(PRODUCT_IMAGE_WIDTHS, cellWidths)) : PRODUCT_IMAGE_SIZES;
  return (
    <img
      className="tsr-product__image"
      src={src}
      srcSet={widths ? srcsetOf(src, undefined) : undefined}
      sizes={widths ? sizes : undefined}
      width={PRODUCT_IMAGE.width}
      height={PRODUCT_IMAGE.height}
      alt={alt}
      loading={lead ? undefined : "lazy"}
      fetchPriority={lead ? "high" : undefined}
    />
  );
}
