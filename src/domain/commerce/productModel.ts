import { z } from "zod";
import { PRODUCT_TYPE, PRODUCT_TYPE_NAME, type ProductTypeName } from "../enumerations/productTypes";
import { isId } from "../ids";
import { COMMERCE_LIMITS } from "../limits/commerceLimits";
import { isValidPageSlug } from "../slug";
import { productCategoriesSchema } from "./productCategories";
import { seoFieldsSchema, type SeoFields } from "../seo/seoFields";
import { productPicturesSchema, type ProductPicture } from "./productPictures";
import { isPriced, PRODUCT_NOT_SHOWABLE } from "./productVisibility";
import { isValidPriceCents, isValidSku } from "./storeRules";
import { SUBSCRIPTION_PLAN_MESSAGES, subscriptionPlanSchema, type SubscriptionPlan } from "./subscriptionPlan";

const PRICE_MESSAGE = `must be whole cents from 0 to ${COMMERCE_LIMITS.maxProductPriceCents.toLocaleString("en-US")}.`;
const priceCents = z.number().refine(isValidPriceCents, PRICE_MESSAGE);
const measure = z.number().min(0).max(100_000).default(0);

/** Most variants one product may have (Tessera's limit). */
const MAX_VARIANTS_PER_PRODUCT = 100;
/** Most units one variant may hold in stock (Tessera's limit). */
export const MAX_STOCK = 1_000_000;

/** One purchasable variant as an owner writes it; a missing SKU is generated. */
export const variantInputSchema = z.strictObject({
  id: z.string().refine(isId, "must be 24 lowercase hex characters.").optional(),
  sku: z.string().refine(isValidSku, `must be 1 to ${COMMERCE_LIMITS.skuMaxLength} letters, digits, spaces or . _ - /.`).optional(),
  priceCents,
  salePriceCents: priceCents.default(0),
  onSale: z.boolean().default(false),
  qtyInStock: z.number().int("must be a whole number.").min(0, "must not be negative.").max(MAX_STOCK).default(0),
  unlimited: z.boolean().default(false),
  optionValues: z
    .array(z.strictObject({ name: z.string().trim().min(1).max(60), value: z.string().trim().min(1).max(100) }))
    .max(5)
    .default([]),
  weight: measure,
  length: measure,
  width: measure,
  height: measure,
});

/** A product's fields as an owner writes them, before the rules that tie them together; the API's product answer is built from them. */
export const productFieldsSchema = z.strictObject({
  id: z.string().refine(isId, "must be 24 lowercase hex characters.").optional(),
  collectionId: z.string().refine(isId, "must name a products collection by its 24-character id."),
  productType: z.enum([PRODUCT_TYPE_NAME.PHYSICAL, PRODUCT_TYPE_NAME.SERVICE, PRODUCT_TYPE_NAME.DIGITAL, PRODUCT_TYPE_NAME.GIFT_CARD]),
  name: z.string().trim().min(1, "must not be empty.").max(200),
  urlSlug: z.string().refine(isValidPageSlug, "must be lowercase letters, digits and hyphens."),
  description: z.string().max(5000).default(""),
  imageUrl: z
    .string()
    .max(500)
    .refine((v) => v === "" || v.startsWith("/"), "must be a path on this site.")
    .default(""),
  /** Every picture in the order the product page shows them; when given, the first one's url is the product's imageUrl. */
  pictures: productPicturesSchema,
  visible: z.boolean().default(true),
  position: z.number().int().min(0).max(10_000).default(0),
  /** The file a digital product delivers, as a path on this site (e.g. /s/{assetId}/{name} or /static/...). */
  downloadPath: z
    .string()
    .max(500)
    .refine((v) => v === "" || v.startsWith("/"), "must be a path on this site.")
    .default(""),
  variants: z.array(variantInputSchema).max(MAX_VARIANTS_PER_PRODUCT).default([]),
  /** The shop's categories the product is listed in, each with a page of its own (`/{shop}/category/{slug}`). */
  categories: productCategoriesSchema,
  /** What search engines and shared links show of the product's page, none set by default. */
  seo: seoFieldsSchema,
  /** Digital products carry their price on the product (spec 1 §3). */
  priceCents: priceCents.optional(),
  salePriceCents: priceCents.optional(),
  onSale: z.boolean().optional(),
  /** A subscription's billing period and number of payments (spec 1 §3); null for a product bought once. */
  subscriptionPlan: subscriptionPlanSchema.nullable().default(null),
});

/** A product as an owner writes it and as the site file carries it; one shown in the store is priced (productVisibility.ts). */
export const productInputSchema = productFieldsSchema.superRefine((product, context) => {
  const digital = product.productType === PRODUCT_TYPE_NAME.DIGITAL;
  if (digital && product.variants.length > 0)
    context.addIssue({ code: "custom", path: ["variants"], message: "A digital product has no variants: give priceCents instead." });
  if (digital && product.priceCents === undefined) context.addIssue({ code: "custom", path: ["priceCents"], message: "A digital product needs priceCents." });
  if (!digital && product.variants.length === 0) context.addIssue({ code: "custom", path: ["variants"], message: "A product needs at least one variant." });
  if (!digital && (product.priceCents !== undefined || product.salePriceCents !== undefined || product.onSale !== undefined)) {
    context.addIssue({ code: "custom", path: ["priceCents"], message: "Only digital products carry a price on the product; set it on the variants." });
  }
  if (product.subscriptionPlan && product.productType === PRODUCT_TYPE_NAME.GIFT_CARD) {
    context.addIssue({ code: "custom", path: ["subscriptionPlan"], message: SUBSCRIPTION_PLAN_MESSAGES.giftCard });
  }
  if (product.visible && !isPriced(product)) context.addIssue({ code: "custom", path: ["visible"], message: PRODUCT_NOT_SHOWABLE });
});

/** A product as an owner writes it. */
export type ProductInput = z.infer<typeof productInputSchema>;
/** One variant as an owner writes it. */
export type VariantInput = z.infer<typeof variantInputSchema>;

/** The fields of a variant an owner writes. */
type VariantInputField = keyof typeof variantInputSchema.shape;

/** A variant (stored, or as the API answers it) in the shape an owner writes it: the editor's form and the site file. */
export function variantAsInput<V extends Record<VariantInputField, unknown>>(v: V): Pick<V, VariantInputField> {
  return {
    id: v.id,
    sku: v.sku,
    priceCents: v.priceCents,
    salePriceCents: v.salePriceCents,
    onSale: v.onSale,
    qtyInStock: v.qtyInStock,
    unlimited: v.unlimited,
    optionValues: v.optionValues,
    weight: v.weight,
    length: v.length,
    width: v.width,
    height: v.height,
  };
}

/** The fields every shape of a product carries unchanged. */
type ProductBasicField = "id" | "collectionId" | "productType" | "name" | "urlSlug" | "description" | "imageUrl" | "pictures" | "visible" | "position";

/** A product's fields that the API's answer, the site file and the editor's form all carry as stored. */
export function productBasics<P extends Record<ProductBasicField, unknown>>(p: P): Pick<P, ProductBasicField> {
  return {
    id: p.id,
    collectionId: p.collectionId,
    productType: p.productType,
    name: p.name,
    urlSlug: p.urlSlug,
    description: p.description,
    imageUrl: p.imageUrl,
    pictures: p.pictures,
    visible: p.visible,
    position: p.position,
  };
}

/** A stored variant. */
export interface ProductVariant {
  id: string;
  sku: string;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  optionValues: { name: string; value: string }[];
  weight: number;
  length: number;
  width: number;
  height: number;
}

/** A stored product with its variants (a digital product has exactly one, unlimited). */
export interface Product {
  id: string;
  websiteId: string;
  collectionId: string;
  productType: ProductTypeName;
  name: string;
  urlSlug: string;
  description: string;
  /** The main picture's url (the first of pictures), which lists, carts and mails show. */
  imageUrl: string;
  /** Every picture, the main one first. */
  pictures: ProductPicture[];
  visible: boolean;
  position: number;
  downloadPath: string;
  categories: string[];
  seo: SeoFields;
  /** Null for a product bought once. */
  subscriptionPlan: SubscriptionPlan | null;
  variants: ProductVariant[];
}

/** The price a buyer pays for one unit: the sale price while on sale. */
export function unitPriceCents(variant: Pick<ProductVariant, "priceCents" | "salePriceCents" | "onSale">): number {
  return variant.onSale ? variant.salePriceCents : variant.priceCents;
}

/** Whether a variant can supply a quantity right now. */
export function hasStockFor(variant: Pick<ProductVariant, "qtyInStock" | "unlimited">, quantity: number): boolean {
  return variant.unlimited || variant.qtyInStock >= quantity;
}

/** The stored numeric code of a product type name (spec 2 §3). */
export function productTypeCode(name: ProductTypeName): number {
  return PRODUCT_TYPE[name];
}

/** The product type name of a stored code; unknown codes read as PHYSICAL. */
export function productTypeNameOf(code: number): ProductTypeName {
  const entry = Object.entries(PRODUCT_TYPE).find(([, value]) => value === code);
  return entry && entry[0] in PRODUCT_TYPE_NAME ? (entry[0] as ProductTypeName) : PRODUCT_TYPE_NAME.PHYSICAL;
}
