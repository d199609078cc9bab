import { PRODUCT_DOM } from "./productDom";
import type { ProductForRender } from "./productForRender";
import type { StoreTexts } from "../../domain/translations/storeTexts";
import { pricedInWords, type RecurringPlan } from "../../domain/commerce/recurringPrice";
import { recurringPriceWords, type RecurringTexts } from "../../domain/translations/recurringPriceWords";

type Variant = ProductForRender["variants"][number];

/**
 * A variant's price: on sale, the regular price struck through and the sale price, each named
 * for screen readers ("Regular price", "Sale price") with a visible "Sale" mark, in the page's words;
 * a subscription's with its plan's recurring words ("$12.00 tous les mois").
 */
export function ProductPrice(props: {
  variant: Variant;
  plan: RecurringPlan | null;
  hidden: boolean;
  partOf: string | undefined;
  texts: Pick<StoreTexts, "regularPrice" | "salePrice" | "saleMark"> & RecurringTexts;
}) {
  const { variant, hidden, partOf, texts } = props;
  const price = pricedInWords(variant.price, props.plan, recurringPriceWords(texts));
  return (
    <p className="tsr-product__price" hidden={hidden} {...{ [PRODUCT_DOM.variantPart]: partOf }}>
      {variant.regularPrice ? (
        <>
          <s className="tsr-product__regular">
            <span className="tsr-visually-hidden">{`${texts.regularPrice} `}</span>
            {variant.regularPrice}
          </s>{" "}
          <span className="tsr-product__sale">
            <span className="tsr-visually-hidden">{`${texts.salePrice} `}</span>
            {price}
          </span>{" "}
          <span className="tsr-product__sale-mark" aria-hidden="true">
            {texts.saleMark}
          </span>
        </>
      ) : (
        price
      )}
    </p>
  );
}
