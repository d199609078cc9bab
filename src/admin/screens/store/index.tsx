import { PERMISSION } from "../../../domain/enumerations/permissions";
import { useCan } from "../../shell/access";
import { outsideFrameHref } from "../../shell/frame";
import type { ScreenProps } from "../../shell/screenDefinition";
import { Notice } from "../../shell/ui/states";
import { Tabs } from "../../shell/ui/Tabs";
import { DonationsTab } from "./DonationsTab";
import { GiftCardsTab } from "./GiftCardsTab";
import { MemberAreasTab } from "./MemberAreasTab";
import { OrderDetail } from "./OrderDetail";
import { OrdersTab } from "./OrdersTab";
import { ProductEditor } from "./ProductEditor";
import { ProductsTab } from "./ProductsTab";
import { StoreSettingsTab } from "./StoreSettingsTab";
import { SubscriptionsTab } from "./SubscriptionsTab";
import "../../styles/screens.css";
import "./store.css";

/**
 * The store: products (with the product editor at store/products/:productId), orders (with
 * the order at store/orders/:orderId), subscriptions, issued gift cards and donations (to those who may read orders), member areas and store settings. Each part checks its own write
 * permission: commerce for products and their stock, orders for fulfil, refund and a subscription's
 * pause, resume and cancel, store settings for settings.
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
      <div className="screen-head">
        <h1 className="screen-title">Store</h1>
        {canReadOrders ? (
          <a className="btn btn-ghost" href={outsideFrameHref("/commerce/email-preview")} target="_blank" rel="noreferrer">
            Preview store mails
          </a>
        ) : null}
      </div>
      {canEditProducts || canHandleOrders || canEditSettings ? null : <Notice tone="info">You can see the store but not change it.</Notice>}
      <Tabs
        label="Store sections"
        sections={[
          { id: "products", title: "Products", content: <ProductsTab canWrite={canEditProducts} /> },
          { id: "orders", title: "Orders", content: <OrdersTab /> },
          ...(canReadOrders
            ? [
                { id: "subscriptions", title: "Subscriptions", content: <SubscriptionsTab canWrite={canHandleOrders} /> },
                { id: "gift-cards", title: "Gift cards", content: <GiftCardsTab /> },
                { id: "donations", title: "Donations", content: <DonationsTab canWrite={canHandleOrders} /> },
              ]
            : []),
          { id: "member-areas", title: "Member areas", content: <MemberAreasTab canWrite={canEditProducts} canReadMembers={canReadOrders} /> },
          { id: "settings", title: "Store settings", content: <StoreSettingsTab canWrite={canEditSettings} /> },
        ]}
      />
    </div>
  );
}
