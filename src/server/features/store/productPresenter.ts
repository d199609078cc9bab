import type { Product, ProductVariant } from "../../../domain/commerce/productModel";
import { productBasics, variantAsInput } from "../../../domain/commerce/productModel";
import type { StoreSettings } from "../../../domain/commerce/storeSettings";
import { dimensionUnitFor, weightUnitFor } from "../../../domain/enumerations/units";
import { fromMinorUnits } from "../../../domain/money";
import { seoFieldsJson } from "../../../domain/seo/seoFields";

function presentVariant(variant: ProductVariant, settings: StoreSettings) {
  return {
    id: variant.id,
    sku: variant.sku,
    priceCents: variant.priceCents,
    salePriceCents: variant.salePriceCents,
    price: fromMinorUnits(variant.priceCents, settings.currency),
    salePrice: fromMinorUnits(variant.salePriceCents, settings.currency),
    onSale: variant.onSale,
    qtyInStock: variant.qtyInStock,
    unlimited: variant.unlimited,
    optionValues: variant.optionValues,
    weight: variant.weight,
    length: variant.length,
    width: variant.width,
    height: variant.height,
  };
}

/**
 * A product as the API shows it: cents everywhere, the Money shape (currency and float value)
 * beside each price, units from the store's measurement standard, and for digital products the
 * price on the product itself (spec 1 §3).
 */
export function presentProduct(product: Product, settings: StoreSettings) {
  const digital = product.productType === "DIGITAL" ? product.variants[0] : undefined;
  return {
    ...productBasics(product),
    categories: product.categories,
    seo: product.seo,
    subscriptionPlan: product.subscriptionPlan,
    weightUnit: weightUnitFor(settings.measurementStandard),
    dimensionUnit: dimensionUnitFor(settings.measurementStandard),
    variants: product.variants.map((v) => presentVariant(v, settings)),
    ...(digital ? { priceCents: digital.priceCents, salePriceCents: digital.salePriceCents, onSale: digital.onSale, downloadPath: product.downloadPath } : {}),
  };
}

/** The product as the site file carries it: the owner's input shape, stock included. */
export function productForSiteFile(product: Product) {
  const base = {
    ...productBasics(product),
    categories: product.categories,
    ...(seoFieldsJson(product.seo) === "{}" ? {} : { seo: product.seo }),
    ...(product.subscriptionPlan ? { subscriptionPlan: product.subscriptionPlan } : {}),
  };
  const digital = product.productType === "DIGITAL" ? product.variants[0] : undefined;
  if (digital)
    return { ...base, downloadPath: product.downloadPath, priceCents: digital.priceCents, salePriceCents: digital.salePriceCents, onSale: digital.onSale };
  return {
    ...base,
    variants: product.variants.map(variantAsInput),
  };
}
