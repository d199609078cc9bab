import { PERMISSION } from "../../../domain/enumerations/permissions";
import { useCan } from "../../shell/access";
import type { ScreenProps } from "../../shell/screenDefinition";
import { Notice } from "../../shell/ui/states";
import { Tabs } from "../../shell/ui/Tabs";
import { GiftCardsTab } from "./GiftCardsTab";
import { OrderDetail } from "./OrderDetail";
import { OrdersTab } from "./OrdersTab";
import { ProductEditor } from "./ProductEditor";
import { ProductsTab } from "./ProductsTab";
import { StoreSettingsTab } from "./StoreSettingsTab";
import "../../styles/screens.css";
import "./store.css";

/**
 * The store: products (with the product editor at store/products/:productId), orders (with
 * the order at store/orders/:orderId), issued gift cards (to those who may read orders) and store settings. Each part checks its own write
 * permission: commerce for products and their stock, orders for fulfil and refund, store
 * settings for settings.
 */
export default function StoreScreen({ params }: ScreenProps) {
  const canEditProducts = useCan(PERMISSION.COMMERCE, "write");
  const canHandleOrders = useCan(PERMISSION.COMMERCE_ORDERS, "write");
  const canEditSettings = useCan(PERMISSION.COMMERCE_STORE_SETTINGS, "write");
  const canReadOrders = useCan(PERMISSION.COMMERCE_ORDERS, "read");
  if (params.productId) return <ProductEditor productId={params.productId} canWrite={canEditProducts} />;
  if (params.orderId) return <OrderDetail orderId={params.orderId} canWrite={canHandleOrders} />;
  return (
    <div className="screen">
      <h1 className="screen-title">Store</h1>
      {canEditProducts || canHandleOrders || canEditSettings ? null : <Notice tone="info">You can see the store but not change it.</Notice>}
      <Tabs
        label="Store sections"
        sections={[
          { id: "products", title: "Products", content: <ProductsTab canWrite={canEditProducts} /> },
          { id: "orders", title: "Orders", content: <OrdersTab /> },
          ...(canReadOrders ? [{ id: "gift-cards", title: "Gift cards", content: <GiftCardsTab /> }] : []),
          { id: "settings", title: "Store settings", content: <StoreSettingsTab canWrite={canEditSettings} /> },
        ]}
      />
    </div>
  );
}
