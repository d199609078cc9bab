import type { z } from "zod";
import type {
  fulfilBodySchema,
  orderLineSchema,
  refundBodySchema,
  storeOrderSchema,
  storeProductSchema,
  storeSettingsAnswerSchema,
} from "../../domain/api/store";
import { storeRoutes } from "../../domain/api/storeRoutes";
import type { productInputSchema } from "../../domain/commerce/productModel";
import type { PaymentKeyName } from "../../domain/commerce/paymentKeys";
import type { ListPage } from "../../domain/api/paging";
import { call } from "./call";

/** A product as the owner API shows it. */
export type StoreProduct = z.output<typeof storeProductSchema>;

/** A line of an order, frozen at checkout. */
export type OrderLine = z.output<typeof orderLineSchema>;

/** An order as the owner API shows it. */
export type StoreOrder = z.output<typeof storeOrderSchema>;

/** Filters of the order list. */
export interface OrderQuery {
  q: string;
  status: string;
  from: string;
  to: string;
}

/** The order statuses an owner can filter by, with their labels. */
export const ORDER_STATUS_LABEL: Readonly<Record<string, string>> = {
  pending_payment: "Awaiting payment",
  awaiting_confirmation: "Payment being confirmed",
  paid: "Paid",
  payment_failed: "Payment failed",
  fulfilled: "Fulfilled",
  refunded: "Refunded",
};

/** The store's owner calls under /api/config/store, made from the routes of src/domain/api/storeRoutes.ts. */
export const storeApi = {
  settings: () => call(storeRoutes.settings, {}),
  /** How many orders used each coupon, by its code in capitals. */
  couponUses: async () => (await call(storeRoutes.couponUses, {})).uses,
  paymentKeys: () => call(storeRoutes.paymentKeys, {}),
  savePaymentKeys: (keys: Partial<Record<PaymentKeyName, string>>) => call(storeRoutes.savePaymentKeys, { body: keys }),
  /** Removes the site's own keys; it then pays through the server's provider again. */
  removePaymentKeys: async () => {
    await call(storeRoutes.removePaymentKeys, {});
    return call(storeRoutes.paymentKeys, {});
  },
  /** The site's shop page, which new products belong to, or null before it has one. */
  shop: async () => (await call(storeRoutes.shop, {})).shop,
  saveSettings: (settings: z.input<typeof storeSettingsAnswerSchema>) => call(storeRoutes.saveSettings, { body: settings }),
  /** A page of the products in shop order, found by name, with how many match. */
  products: (page: ListPage) => call(storeRoutes.products, { query: page }),
  product: (id: string) => call(storeRoutes.product, { params: { id } }),
  createProduct: (product: z.input<typeof productInputSchema>) => call(storeRoutes.createProduct, { body: product }),
  saveProduct: (id: string, product: z.input<typeof productInputSchema>) => call(storeRoutes.saveProduct, { params: { id }, body: product }),
  deleteProduct: (id: string) => call(storeRoutes.deleteProduct, { params: { id } }),
  /** Changes a variant's stock by a difference, so units sold meanwhile are not written over. */
  adjustStock: (variantId: string, adjustBy: number) => call(storeRoutes.adjustStock, { params: { id: variantId }, body: { adjustBy } }),
  orders: (query: OrderQuery, limit: number, offset: number) => call(storeRoutes.orders, { query: { ...query, limit, offset } }),
  giftCards: (limit: number, offset: number) => call(storeRoutes.giftCards, { query: { limit, offset } }),
  order: (id: string) => call(storeRoutes.order, { params: { id } }),
  fulfil: (id: string, details: z.input<typeof fulfilBodySchema>) => call(storeRoutes.fulfil, { params: { id }, body: details }),
  /** Refunds what remains (an empty request), an amount, or chosen lines. */
  refund: (id: string, request: z.input<typeof refundBodySchema>) => call(storeRoutes.refund, { params: { id }, body: request }),
};
