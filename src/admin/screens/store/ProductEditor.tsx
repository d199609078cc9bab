import { FileField } from "../../shell/media/FileField";
import { useState, type FormEvent } from "react";
import { Button, Form, Link } from "react-aria-components";
import { productBasics, productInputSchema, variantAsInput, type ProductInput } from "../../../domain/commerce/productModel";
import type { CurrencyCode } from "../../../domain/currencies";
import { giftCardCheckoutPath } from "../../../domain/commerce/giftCardPaths";
import { seoFieldsOf } from "../../../domain/seo/seoFields";
import { slugify } from "../../../domain/slug";
import { SeoSettings } from "../../shell/seo/SeoSettings";
import { ApiError } from "../../api/client";
import { storeApi, type StoreProduct } from "../../api/store";
import { useRouter, screenHref } from "../../shell/router";
import { CheckboxField } from "../../shell/ui/CheckboxField";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { SelectField } from "../../shell/ui/SelectField";
import { ErrorState, Loading, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { MoneyField } from "./MoneyField";
import { SubscriptionPlanFields } from "./SubscriptionPlanFields";
import { PictureRows } from "./PictureRows";
import { blankVariant, VariantRows, type VariantDraft } from "./VariantRows";
import { FormError } from "../../shell/ui/FormError";
import { useMe } from "../../shell/access";
import { outsideFrameHref } from "../../shell/frame";

/** The product being edited; its categories are the text the owner types, names between commas. */
type Draft = Omit<ProductInput, "variants" | "categories"> & { variants: VariantDraft[]; categoriesText: string };

/** The category names of the categories field's text: the names between commas, trimmed, empty ones left out. */
function categoriesOf(text: string): string[] {
  return text
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

const TYPES = [
  { value: "PHYSICAL", label: "Physical product" },
  { value: "SERVICE", label: "Service" },
  { value: "DIGITAL", label: "Digital download" },
  { value: "GIFT_CARD", label: "Gift card" },
];

function draftOf(product: StoreProduct | null, collectionId: string): Draft {
  if (!product)
    return {
      collectionId,
      productType: "PHYSICAL",
      name: "",
      urlSlug: "",
      description: "",
      imageUrl: "",
      pictures: [],
      visible: true,
      position: 0,
      downloadPath: "",
      categoriesText: "",
      seo: seoFieldsOf(undefined),
      subscriptionPlan: null,
      variants: [blankVariant()],
    };
  const digital = product.productType === "DIGITAL";
  return {
    ...productBasics(product),
    downloadPath: product.downloadPath ?? "",
    categoriesText: product.categories.join(", "),
    seo: product.seo,
    subscriptionPlan: product.subscriptionPlan,
    variants: digital ? [] : product.variants.map(variantAsInput),
    ...(digital ? { priceCents: product.priceCents ?? 0, salePriceCents: product.salePriceCents ?? 0, onSale: product.onSale ?? false } : {}),
  };
}

/**
 * The input the server takes: the first picture is the main image, empty SKUs are left out so it
 * makes them, and digital products carry their price on the product.
 */
function inputOf(draft: Draft): unknown {
  const digital = draft.productType === "DIGITAL";
  const { priceCents, salePriceCents, onSale, variants, categoriesText, ...rest } = draft;
  return {
    ...rest,
    categories: categoriesOf(categoriesText),
    imageUrl: rest.pictures[0]?.url ?? "",
    variants: digital ? [] : variants.map(({ sku, ...variant }) => (sku.trim() ? { ...variant, sku: sku.trim() } : variant)),
    ...(digital ? { priceCents: priceCents ?? 0, salePriceCents: salePriceCents ?? 0, onSale: onSale ?? false } : {}),
  };
}

function Editor(props: {
  product: StoreProduct | null;
  collectionId: string;
  shopSlug: string;
  currency: CurrencyCode;
  canWrite: boolean;
  websiteId: string;
  siteTitle: string;
}) {
  const { navigate } = useRouter();
  const [draft, setDraft] = useState<Draft>(() => draftOf(props.product, props.collectionId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  /** Stock of the saved variants as loaded: edits are sent as differences through the stock route. */
  const [stock, setStock] = useState(() => new Map((props.product?.variants ?? []).map((v) => [v.id, v.qtyInStock])));
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setSaved(false);
  };
  const digital = draft.productType === "DIGITAL";
  const fail = (error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    setErrors(Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { form: error.message });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(draft);
    const checked = productInputSchema.safeParse(input);
    if (!checked.success) return setErrors(schemaErrors(checked.error));
    setErrors({});
    setBusy(true);
    try {
      if (!props.product) {
        const created = await storeApi.createProduct(checked.data);
        return navigate(screenHref("store/products/:productId", { productId: created.id }));
      }
      // Stock first: the server checks a product shown in the store against the stock its variants hold.
      for (const variant of draft.variants) {
        const before = stock.get(variant.id ?? "");
        if (before !== undefined && !variant.unlimited && variant.qtyInStock !== before) {
          await storeApi.adjustStock(variant.id!, variant.qtyInStock - before);
          stock.set(variant.id!, variant.qtyInStock);
        }
      }
      await storeApi.saveProduct(props.product.id, checked.data);
      const result = await storeApi.product(props.product.id);
      setStock(new Map(result.variants.map((v) => [v.id, v.qtyInStock])));
      setDraft(draftOf(result, result.collectionId));
      setSaved(true);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setConfirmDelete(false);
    try {
      await storeApi.deleteProduct(props.product!.id);
      navigate(screenHref("store"));
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Form className="stack settings-form product-form" onSubmit={submit} validationBehavior="aria" aria-label="Product">
      <TextInput
        label="Name"
        value={draft.name}
        onChange={(name) => set({ name, ...(props.product ? {} : { urlSlug: slugify(name) }) })}
        error={errors.name}
        isDisabled={!props.canWrite}
        isRequired
        maxLength={200}
      />
      <TextInput
        label="Address"
        value={draft.urlSlug}
        onChange={(urlSlug) => set({ urlSlug })}
        error={errors.urlSlug}
        isDisabled={!props.canWrite}
        description="Lowercase letters, digits and hyphens."
      />
      <SelectField
        label="Type"
        value={draft.productType}
        options={TYPES}
        onChange={(productType) =>
          set({
            productType: productType as Draft["productType"],
            ...(productType === "GIFT_CARD" ? { subscriptionPlan: null } : {}),
            variants: productType === "DIGITAL" ? [] : draft.variants.length > 0 ? draft.variants : [blankVariant()],
            ...(productType === "DIGITAL"
              ? { priceCents: draft.priceCents ?? 0, salePriceCents: 0, onSale: false }
              : { priceCents: undefined, salePriceCents: undefined, onSale: undefined }),
          })
        }
        isDisabled={!props.canWrite || props.product !== null}
      />
      <TextInput
        label="Description"
        multiline
        value={draft.description}
        onChange={(description) => set({ description })}
        error={errors.description}
        isDisabled={!props.canWrite}
        maxLength={5000}
      />
      <TextInput
        label="Categories"
        value={draft.categoriesText}
        onChange={(categoriesText) => set({ categoriesText })}
        error={errors.categories ?? Object.entries(errors).find(([key]) => key.startsWith("categories["))?.[1]}
        isDisabled={!props.canWrite}
        description="Separate categories with commas, e.g. Coffee, Brewing gear. Each has its own page in the shop."
      />
      <h2 className="section-title">Pictures</h2>
      <PictureRows pictures={draft.pictures} errors={errors} canWrite={props.canWrite} onChange={(pictures) => set({ pictures })} />
      <FormError message={errors.pictures} />
      <CheckboxField label="Shown in the store" isSelected={draft.visible} onChange={(visible) => set({ visible })} isDisabled={!props.canWrite} />
      {draft.productType === "GIFT_CARD" ? (
        <Notice tone="info">
          Each variant's price is an amount buyers can choose. Shown in the store, it is listed in the shop, and its page links its own checkout page
          {props.product ? `: ${giftCardCheckoutPath(props.websiteId, props.product.id)}` : ", shown here once it is added"}. You can link to that page from any
          page too.
        </Notice>
      ) : null}
      <FormError message={errors.visible} />
      {digital ? (
        <>
          <MoneyField
            label="Price"
            cents={draft.priceCents ?? 0}
            currency={props.currency}
            onChange={(priceCents) => set({ priceCents })}
            error={errors.priceCents}
            isDisabled={!props.canWrite}
          />
          <MoneyField
            label="Sale price"
            cents={draft.salePriceCents ?? 0}
            currency={props.currency}
            onChange={(salePriceCents) => set({ salePriceCents })}
            error={errors.salePriceCents}
            isDisabled={!props.canWrite}
          />
          <CheckboxField label="On sale" isSelected={draft.onSale ?? false} onChange={(onSale) => set({ onSale })} isDisabled={!props.canWrite} />
          <FileField
            label="Download"
            value={draft.downloadPath}
            onChange={(downloadPath) => set({ downloadPath })}
            error={errors.downloadPath}
            isDisabled={!props.canWrite}
            description="The file buyers get after paying, from your media library."
          />
          {props.product?.productType === "DIGITAL" ? (
            <a className="btn btn-ghost" href={outsideFrameHref(`/commerce/digital-product-preview/${props.product.id}`)} target="_blank" rel="noreferrer">
              Preview what buyers receive
            </a>
          ) : null}
        </>
      ) : (
        <>
          <h2 className="section-title">Variants</h2>
          <VariantRows
            variants={draft.variants}
            currency={props.currency}
            errors={errors}
            canWrite={props.canWrite}
            onChange={(variants) => set({ variants })}
          />
          <FormError message={errors.variants} />
        </>
      )}
      {draft.productType === "GIFT_CARD" ? null : (
        <SubscriptionPlanFields
          plan={draft.subscriptionPlan}
          onChange={(subscriptionPlan) => set({ subscriptionPlan })}
          errors={errors}
          isDisabled={!props.canWrite}
        />
      )}
      <FormError message={errors.subscriptionPlan} />
      <SeoSettings
        value={draft.seo}
        own={{
          title: draft.name,
          description: draft.description,
          path: `/${props.shopSlug}/${draft.urlSlug}`,
          siteTitle: props.siteTitle,
          pictureWhenNone: "The product's main picture, or the site's social image",
        }}
        onChange={(seo) => set({ seo })}
        errors={errors}
        isDisabled={!props.canWrite}
      />
      <FormError message={errors.form} />
      {Object.keys(errors).length > 0 && !errors.form ? <Notice tone="error">Some fields are not valid; see the messages above.</Notice> : null}
      {saved ? <Notice tone="success">Product saved.</Notice> : null}
      {props.canWrite ? (
        <div className="row">
          <Button className="btn btn-primary" type="submit" isDisabled={busy}>
            {props.product ? "Save product" : "Add product"}
          </Button>
          {props.product ? (
            <Button className="btn" onPress={() => setConfirmDelete(true)}>
              Delete product
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={confirmDelete}
        title={`Delete ${draft.name}?`}
        confirmLabel="Delete product"
        destructive
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      >
        It disappears from the store. Orders that include it keep their lines.
      </ConfirmDialog>
    </Form>
  );
}

/** The product editor at /config/store/products/:productId ("new" for a new product). */
export function ProductEditor({ productId, canWrite }: { productId: string; canWrite: boolean }) {
  const me = useMe();
  const data = useLoad(
    () =>
      Promise.all([
        productId === "new" ? Promise.resolve(null) : storeApi.product(productId),
        storeApi.settings(),
        storeApi.products({ search: "", limit: 1, offset: 0 }),
        storeApi.shop(),
      ]),
    [productId],
  );
  return (
    <div className="screen">
      <div className="screen-head">
        <h1 className="screen-title">{productId === "new" ? "New product" : data.status === "ready" ? data.data[0]?.name : "Product"}</h1>
        <Link className="btn btn-ghost" href={screenHref("store")}>
          Back to the store
        </Link>
      </div>
      {data.status === "loading" ? <Loading /> : null}
      {data.status === "error" ? <ErrorState message={data.message} onRetry={data.reload} /> : null}
      {data.status === "ready" ? (
        <Editor
          key={data.data[0]?.id ?? "new"}
          product={data.data[0]}
          collectionId={data.data[0]?.collectionId ?? data.data[3]?.id ?? data.data[2].products[0]?.collectionId ?? ""}
          currency={data.data[1].currency}
          shopSlug={data.data[3]?.urlSlug ?? ""}
          canWrite={canWrite}
          websiteId={me.website.id}
          siteTitle={me.website.title}
        />
      ) : null}
    </div>
  );
}
