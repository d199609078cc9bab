import type { z } from "zod";
import type {
  fulfilBodySchema,
  orderLineSchema,
  refundBodySchema,
  paymentKeysViewSchema,
  stockAnswerSchema,
  storeOrderListSchema,
  giftCardListSchema,
  storeOrderSchema,
  storeProductListSchema,
  storeProductSchema,
  storeSettingsAnswerSchema,
  storeShopSchema,
  couponUsesAnswerSchema,
} from "../../domain/api/store";
import type { productInputSchema } from "../../domain/commerce/productModel";
import type { PaymentKeyName } from "../../domain/commerce/paymentKeys";
import type { ListPage } from "../../domain/api/paging";
import { api } from "./client";
import { pageQuery } from "./pageQuery";

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

/** The store's owner calls under /api/config/store; their shapes are the route schemas of src/domain/api/store.ts (served in /api/openapi.json). */
export const storeApi = {
  settings: () => api.get<z.output<typeof storeSettingsAnswerSchema>>("/api/config/store/settings"),
  /** How many orders used each coupon, by its code in capitals. */
  couponUses: async () => (await api.get<z.output<typeof couponUsesAnswerSchema>>("/api/config/store/coupon-uses")).uses,
  paymentKeys: () => api.get<z.output<typeof paymentKeysViewSchema>>("/api/config/store/payment-keys"),
  savePaymentKeys: (keys: Partial<Record<PaymentKeyName, string>>) => api.put<z.output<typeof paymentKeysViewSchema>>("/api/config/store/payment-keys", keys),
  /** Removes the site's own keys; it then pays through the server's provider again. */
  removePaymentKeys: async () => {
    await api.delete("/api/config/store/payment-keys");
    return api.get<z.output<typeof paymentKeysViewSchema>>("/api/config/store/payment-keys");
  },
  /** The site's shop page, which new products belong to, or null before it has one. */
  shop: async () => (await api.get<z.output<typeof storeShopSchema>>("/api/config/store/shop")).shop,
  saveSettings: (settings: z.input<typeof storeSettingsAnswerSchema>) =>
    api.put<z.output<typeof storeSettingsAnswerSchema>>("/api/config/store/settings", settings),
  /** A page of the products in shop order, found by name, with how many match. */
  products: (page: ListPage) => api.get<z.output<typeof storeProductListSchema>>(`/api/config/store/products?${pageQuery(page)}`),
  product: (id: string) => api.get<StoreProduct>(`/api/config/store/products/${encodeURIComponent(id)}`),
  createProduct: (product: z.input<typeof productInputSchema>) => api.post<StoreProduct>("/api/config/store/products", product),
  saveProduct: (id: string, product: z.input<typeof productInputSchema>) =>
    api.put<StoreProduct>(`/api/config/store/products/${encodeURIComponent(id)}`, product),
  deleteProduct: (id: string) => api.delete(`/api/config/store/products/${encodeURIComponent(id)}`),
  /** Changes a variant's stock by a difference, so units sold meanwhile are not written over. */
  adjustStock: (variantId: string, adjustBy: number) =>
    api.put<z.output<typeof stockAnswerSchema>>(`/api/config/store/variants/${encodeURIComponent(variantId)}/stock`, { adjustBy }),
  orders: async (query: OrderQuery, limit: number, offset: number) => {
    const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
    for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
    return api.get<z.output<typeof storeOrderListSchema>>(`/api/config/store/orders?${params.toString()}`);
  },
  giftCards: (limit: number, offset: number) =>
    api.get<z.output<typeof giftCardListSchema>>(
      `/api/config/store/gift-cards?${new URLSearchParams({ limit: String(limit), offset: String(offset) }).toString()}`,
    ),
  order: (id: string) => api.get<StoreOrder>(`/api/config/store/orders/${encodeURIComponent(id)}`),
  fulfil: (id: string, details: z.input<typeof fulfilBodySchema>) => api.post<StoreOrder>(`/api/config/store/orders/${encodeURIComponent(id)}/fulfil`, details),
  /** Refunds what remains (an empty request), an amount, or chosen lines. */
  refund: (id: string, request: z.input<typeof refundBodySchema>) => api.post<StoreOrder>(`/api/config/store/orders/${encodeURIComponent(id)}/refund`, request),
};
