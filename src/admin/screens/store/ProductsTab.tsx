import { useState } from "react";
import { Button, Link } from "react-aria-components";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { ApiError } from "../../api/client";
import { pagesApi } from "../../api/pages";
import { storeApi, type StoreProduct } from "../../api/store";
import { useCan } from "../../shell/access";
import { screenHref } from "../../shell/router";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { EmptyState, ErrorState, Loading, NoMatch, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useListPage } from "../../shell/useListPage";

function stockOf(product: StoreProduct): string {
  if (product.productType === "DIGITAL" || product.productType === "SERVICE" || product.variants.some((v) => v.unlimited)) return "Unlimited";
  return String(product.variants.reduce((sum, v) => sum + v.qtyInStock, 0));
}

const TYPE_LABEL: Record<string, string> = { PHYSICAL: "Physical", SERVICE: "Service", DIGITAL: "Digital", GIFT_CARD: "Gift card" };

const COLUMNS: DataColumn<StoreProduct>[] = [
  {
    id: "product",
    header: "Product",
    cell: (product) => <Link href={screenHref("store/products/:productId", { productId: product.id })}>{product.name}</Link>,
    sortKey: (product) => product.name,
  },
  { id: "type", header: "Type", cell: (product) => TYPE_LABEL[product.productType] ?? product.productType },
  { id: "variants", header: "Variants", cell: (product) => product.variants.length },
  { id: "stock", header: "In stock", cell: stockOf },
  { id: "shown", header: "Shown", cell: (product) => (product.visible ? "Yes" : "Hidden") },
];

/** A site without a shop page: offers to create one (products belong to it) to those who may add pages. */
function NoShop({ onCreated }: { onCreated: () => void }) {
  const canAddPages = useCan(PERMISSION.CONTENT_MANAGER, "write");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const create = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await pagesApi.create({ kind: "store", title: "Shop", navigation: "main" });
      onCreated();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : "The shop page could not be created. Try again.");
    } finally {
      setBusy(false);
    }
  };
  const action = canAddPages ? (
    <Button className="btn btn-primary" isDisabled={busy} onPress={() => void create()}>
      Create shop page
    </Button>
  ) : null;
  return (
    <div className="stack">
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <EmptyState title="No shop yet" action={action}>
        {canAddPages
          ? "Products are listed on the shop page of your site. Create it, then add your first products here; you can rename it and move it in Pages."
          : "Products are listed on the shop page of your site. Ask someone who can add pages to create it."}
      </EmptyState>
    </div>
  );
}

/** The product list, a page at a time with a search by name: name, type, variants, stock and visibility, each opening the product editor. */
export function ProductsTab({ canWrite }: { canWrite: boolean }) {
  const list = useListPage(
    (page) => Promise.all([storeApi.products(page), storeApi.shop()]),
    ([products]) => products.total,
    [],
  );
  const { page } = list;
  if (page.status === "loading") return <Loading />;
  if (page.status === "error") return <ErrorState message={page.message} onRetry={page.reload} />;
  const [{ products, total }, shop] = page.data;
  const searching = list.query !== "";
  if (!shop && total === 0 && !searching) return <NoShop onCreated={page.reload} />;
  const add = canWrite ? (
    <Link className="btn btn-primary" href={screenHref("store/products/:productId", { productId: "new" })}>
      Add product
    </Link>
  ) : null;
  if (total === 0 && !searching) {
    return <EmptyState title="No products yet" action={add}>{`Products you add are listed on your shop page, /${shop!.urlSlug}.`}</EmptyState>;
  }
  return (
    <div className="stack">
      <div className="row filters">
        <div className="grow">
          <TextInput label="Search products" value={list.search} onChange={list.setSearch} description="Product name" />
        </div>
        {add}
      </div>
      <DataTable
        caption="Products"
        columns={COLUMNS}
        rows={products}
        rowKey={(product) => product.id}
        empty={<NoMatch what="products" search={list.query} />}
        paging={list.paging(total)}
      />
      <Button className="btn btn-small btn-ghost" onPress={page.reload}>
        Refresh
      </Button>
    </div>
  );
}
