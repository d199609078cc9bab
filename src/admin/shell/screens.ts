import { PERMISSION } from "../../domain/enumerations/permissions";
import type { ScreenDefinition } from "./screenDefinition";

/**
 * Every screen, in navigation order. To add a screen: create src/admin/screens/<name>/index.tsx
 * with a default-exported component and add one entry here (docs/ARCHITECTURE.md, "Configuration area").
 */
export const SCREENS: readonly ScreenDefinition[] = [
  { id: "pages", label: "Pages", path: "", permission: PERMISSION.CONTENT_MANAGER, frame: true, nav: true, load: () => import("../screens/pages") },
  {
    id: "editor",
    label: "Edit page",
    path: "pages/:ownerId",
    permission: PERMISSION.CONTENT_MANAGER,
    frame: true,
    nav: false,
    load: () => import("../screens/editor"),
  },
  {
    id: "library",
    label: "Section library",
    path: "library",
    permission: PERMISSION.CONTENT_MANAGER,
    frame: false,
    nav: true,
    load: () => import("../screens/library"),
  },
  {
    id: "shared-section",
    label: "Edit shared section",
    path: "library/:sectionId",
    permission: PERMISSION.CONTENT_MANAGER,
    frame: true,
    nav: false,
    load: () => import("../screens/editor"),
  },
  {
    id: "blog",
    label: "Blog",
    path: "blogs/:collectionId",
    permission: PERMISSION.CONTENT_MANAGER,
    frame: true,
    nav: false,
    load: () => import("../screens/blog"),
  },
  {
    id: "analytics",
    label: "Analytics",
    path: "analytics",
    permission: PERMISSION.ACTIVITY,
    frame: false,
    nav: true,
    load: () => import("../screens/analytics"),
  },
  { id: "store", label: "Store", path: "store", permission: PERMISSION.COMMERCE, frame: false, nav: true, load: () => import("../screens/store") },
  {
    id: "store-product",
    label: "Product",
    path: "store/products/:productId",
    permission: PERMISSION.COMMERCE,
    frame: false,
    nav: false,
    load: () => import("../screens/store"),
  },
  {
    id: "store-order",
    label: "Order",
    path: "store/orders/:orderId",
    permission: PERMISSION.COMMERCE,
    frame: false,
    nav: false,
    load: () => import("../screens/store"),
  },
  {
    id: "submissions",
    label: "Form submissions",
    path: "submissions",
    permission: PERMISSION.CRM,
    frame: false,
    nav: true,
    load: () => import("../screens/submissions"),
  },
  { id: "people", label: "People", path: "people", permission: PERMISSION.ADMIN_AREA, frame: false, nav: true, load: () => import("../screens/people") },
  { id: "settings", label: "Settings", path: "settings", permission: PERMISSION.SETTINGS, frame: false, nav: true, load: () => import("../screens/settings") },
];
