import type { ProductInput } from "../../domain/commerce/productModel";
import type { PaymentKeyName, PaymentKeysView } from "../../domain/commerce/paymentKeys";
import type { StoreSettings } from "../../domain/commerce/storeSettings";
import { api } from "./client";

/** A variant as the owner API shows it. */
interface StoreVariant {
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

/** A product as the owner API shows it. */
export interface StoreProduct {
  id: string;
  collectionId: string;
  productType: ProductInput["productType"];
  name: string;
  urlSlug: string;
  description: string;
  imageUrl: string;
  visible: boolean;
  position: number;
  weightUnit?: string;
  dimensionUnit?: string;
  variants: StoreVariant[];
  priceCents?: number;
  salePriceCents?: number;
  onSale?: boolean;
  downloadPath?: string;
}

/** A line of an order, frozen at checkout. */
export interface OrderLine {
  variantId: string;
  productId: string;
  name: string;
  sku: string;
  optionValues: { name: string; value: string }[];
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

/** An order as the owner API shows it. */
export interface StoreOrder {
  id: string;
  /** The short number customers see in their mail. */
  number: string;
  status: string;
  email: string;
  currency: string;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  grandTotalCents: number;
  lines: OrderLine[];
  shippingAddress: { name: string; line1: string; line2: string; city: string; region: string; postalCode: string; country: string } | null;
  createdAt: string;
  paidAt?: string | null;
  fulfilledAt?: string | null;
  refundedAt?: string | null;
}

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

/** The store's owner calls under /api/config/store. */
export const storeApi = {
  settings: () => api.get<StoreSettings>("/api/config/store/settings"),
  paymentKeys: () => api.get<PaymentKeysView>("/api/config/store/payment-keys"),
  savePaymentKeys: (keys: Partial<Record<PaymentKeyName, string>>) => api.put<PaymentKeysView>("/api/config/store/payment-keys", keys),
  /** Removes the site's own keys; it then pays through the server's provider again. */
  removePaymentKeys: async () => {
    await api.delete("/api/config/store/payment-keys");
    return api.get<PaymentKeysView>("/api/config/store/payment-keys");
  },
  /** The site's shop page, which new products belong to, or null before it has one. */
  shop: async () => (await api.get<{ shop: { id: string; title: string; urlSlug: string } | null }>("/api/config/store/shop")).shop,
  saveSettings: (settings: StoreSettings) => api.put<StoreSettings>("/api/config/store/settings", settings),
  products: async () => (await api.get<{ products: StoreProduct[] }>("/api/config/store/products")).products,
  product: (id: string) => api.get<StoreProduct>(`/api/config/store/products/${encodeURIComponent(id)}`),
  createProduct: (product: ProductInput) => api.post<StoreProduct>("/api/config/store/products", product),
  saveProduct: (id: string, product: ProductInput) => api.put<StoreProduct>(`/api/config/store/products/${encodeURIComponent(id)}`, product),
  deleteProduct: (id: string) => api.delete(`/api/config/store/products/${encodeURIComponent(id)}`),
  /** Changes a variant's stock by a difference, so units sold meanwhile are not written over. */
  adjustStock: (variantId: string, adjustBy: number) =>
    api.put<{ variantId: string; qtyInStock: number }>(`/api/config/store/variants/${encodeURIComponent(variantId)}/stock`, { adjustBy }),
  orders: async (query: OrderQuery, limit: number, offset: number) => {
    const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
    for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
    return api.get<{ total: number; orders: StoreOrder[] }>(`/api/config/store/orders?${params.toString()}`);
  },
  order: (id: string) => api.get<StoreOrder>(`/api/config/store/orders/${encodeURIComponent(id)}`),
  fulfil: (id: string) => api.post<StoreOrder>(`/api/config/store/orders/${encodeURIComponent(id)}/fulfil`, {}),
  refund: (id: string) => api.post<StoreOrder>(`/api/config/store/orders/${encodeURIComponent(id)}/refund`, {}),
};
