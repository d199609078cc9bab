import { Button, Link } from "react-aria-components";
import { storeApi, type StoreProduct } from "../../api/store";
import { screenHref } from "../../shell/router";
import { EmptyState, ErrorState, Loading } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";

function stockOf(product: StoreProduct): string {
  if (product.productType === "DIGITAL" || product.productType === "SERVICE" || product.variants.some((v) => v.unlimited)) return "Unlimited";
  return String(product.variants.reduce((sum, v) => sum + v.qtyInStock, 0));
}

const TYPE_LABEL: Record<string, string> = { PHYSICAL: "Physical", SERVICE: "Service", DIGITAL: "Digital", GIFT_CARD: "Gift card" };

/** The product list: name, type, variants, stock and visibility, each opening the product editor. */
export function ProductsTab({ canWrite }: { canWrite: boolean }) {
  const products = useLoad(() => storeApi.products(), []);
  if (products.status === "loading") return <Loading />;
  if (products.status === "error") return <ErrorState message={products.message} onRetry={products.reload} />;
  const add = canWrite ? (
    <Link className="btn btn-primary" href={screenHref("store/products/:productId", { productId: "new" })}>
      Add product
    </Link>
  ) : null;
  if (products.data.length === 0) {
    return <EmptyState title="No products yet">Products belong to a shop page of the site. A site gets its shop page and first products from its site file (tessera site import); then you add and edit products here.</EmptyState>;
  }
  return (
    <div className="stack">
      <div className="row">{add}</div>
      <table className="data-table">
        <caption className="sr-only">Products</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Type</th>
            <th scope="col">Variants</th>
            <th scope="col">In stock</th>
            <th scope="col">Shown</th>
          </tr>
        </thead>
        <tbody>
          {products.data.map((product) => (
            <tr key={product.id}>
              <td>
                <Link href={screenHref("store/products/:productId", { productId: product.id })}>{product.name}</Link>
              </td>
              <td>{TYPE_LABEL[product.productType] ?? product.productType}</td>
              <td>{product.variants.length}</td>
              <td>{stockOf(product)}</td>
              <td>{product.visible ? "Yes" : "Hidden"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button className="btn btn-small btn-ghost" onPress={products.reload}>
        Refresh
      </Button>
    </div>
  );
}
