import type { AssetUse } from "../../api/media";
import { screenHref } from "../../shell/router";

const KIND_NAMES: Record<AssetUse["kind"], string> = { page: "Page", post: "Post", product: "Product", section: "Saved section", settings: "Settings" };

/** Where a "Used in" entry leads in the configuration area, and what kind of place it names. */
export function placeOf(use: AssetUse): { href: string; kind: string } {
  const href =
    use.kind === "product"
      ? screenHref("store/products/:productId", { productId: use.id })
      : use.kind === "section"
        ? screenHref("library")
        : use.kind === "settings"
          ? screenHref("settings")
          : screenHref("pages/:ownerId", { ownerId: use.id });
  return { href, kind: KIND_NAMES[use.kind] };
}
