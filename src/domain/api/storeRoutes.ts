import { z } from "zod";
import { withoutCrumb } from "./bodies";
import { listPageQuerySchema } from "./paging";
import {
  couponUsesAnswerSchema,
  fulfilBodySchema,
  giftCardListSchema,
  giftCardsQuerySchema,
  ordersQuerySchema,
  paymentKeysBodySchema,
  paymentKeysViewSchema,
  refundBodySchema,
  stockAnswerSchema,
  stockBodySchema,
  storeIdParamsSchema,
  storeOrderListSchema,
  storeOrderSchema,
  storeProductBodySchema,
  storeProductListSchema,
  storeProductSchema,
  storeSettingsAnswerSchema,
  storeSettingsBodySchema,
  storeShopSchema,
} from "./store";
import type { ApiRoute } from "./route";
import { noContentSchema } from "./siteSettings";

/** A fulfil or a refund may come without a body (fulfilled with no details, all that remains refunded). */
const orWithoutBody = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? undefined, withoutCrumb(schema));

/** The store's owner routes under /api/config/store (docs/store.md): settings, payment keys, products, stock, orders with fulfil and refund, and issued gift cards. */
export const storeRoutes = {
  settings: { method: "GET", url: "/api/config/store/settings", schema: { response: { 200: storeSettingsAnswerSchema } } },
  saveSettings: { method: "PUT", url: "/api/config/store/settings", schema: { body: storeSettingsBodySchema, response: { 200: storeSettingsAnswerSchema } } },
  couponUses: { method: "GET", url: "/api/config/store/coupon-uses", schema: { response: { 200: couponUsesAnswerSchema } } },
  shop: { method: "GET", url: "/api/config/store/shop", schema: { response: { 200: storeShopSchema } } },
  products: { method: "GET", url: "/api/config/store/products", schema: { querystring: listPageQuerySchema, response: { 200: storeProductListSchema } } },
  createProduct: { method: "POST", url: "/api/config/store/products", schema: { body: storeProductBodySchema, response: { 201: storeProductSchema } } },
  product: { method: "GET", url: "/api/config/store/products/:id", schema: { params: storeIdParamsSchema, response: { 200: storeProductSchema } } },
  saveProduct: {
    method: "PUT",
    url: "/api/config/store/products/:id",
    schema: { params: storeIdParamsSchema, body: storeProductBodySchema, response: { 200: storeProductSchema } },
  },
  deleteProduct: { method: "DELETE", url: "/api/config/store/products/:id", schema: { params: storeIdParamsSchema, response: { 204: noContentSchema } } },
  adjustStock: {
    method: "PUT",
    url: "/api/config/store/variants/:id/stock",
    schema: { params: storeIdParamsSchema, body: stockBodySchema, response: { 200: stockAnswerSchema } },
  },
  orders: { method: "GET", url: "/api/config/store/orders", schema: { querystring: ordersQuerySchema, response: { 200: storeOrderListSchema } } },
  giftCards: { method: "GET", url: "/api/config/store/gift-cards", schema: { querystring: giftCardsQuerySchema, response: { 200: giftCardListSchema } } },
  order: { method: "GET", url: "/api/config/store/orders/:id", schema: { params: storeIdParamsSchema, response: { 200: storeOrderSchema } } },
  fulfil: {
    method: "POST",
    url: "/api/config/store/orders/:id/fulfil",
    schema: { params: storeIdParamsSchema, body: orWithoutBody(fulfilBodySchema), response: { 200: storeOrderSchema } },
  },
  refund: {
    method: "POST",
    url: "/api/config/store/orders/:id/refund",
    schema: { params: storeIdParamsSchema, body: orWithoutBody(refundBodySchema), response: { 200: storeOrderSchema } },
  },
  paymentKeys: { method: "GET", url: "/api/config/store/payment-keys", schema: { response: { 200: paymentKeysViewSchema } } },
  savePaymentKeys: { method: "PUT", url: "/api/config/store/payment-keys", schema: { body: paymentKeysBodySchema, response: { 200: paymentKeysViewSchema } } },
  removePaymentKeys: { method: "DELETE", url: "/api/config/store/payment-keys", schema: { response: { 204: noContentSchema } } },
} satisfies Record<string, ApiRoute>;
