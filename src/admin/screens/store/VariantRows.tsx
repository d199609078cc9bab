import { Button } from "react-aria-components";
import type { CurrencyCode } from "../../../domain/currencies";
import type { VariantInput } from "../../../domain/commerce/productModel";
import { CheckboxField } from "../../shell/ui/CheckboxField";
import { TextInput } from "../../shell/ui/TextInput";
import { MoneyField } from "./MoneyField";

/** A variant being edited: the input shape with the SKU as typed (empty lets the server make one). */
export type VariantDraft = Omit<VariantInput, "sku"> & { sku: string };

/** A new variant: no SKU yet, no stock. */
export function blankVariant(): VariantDraft {
  return {
    sku: "",
    priceCents: 0,
    salePriceCents: 0,
    onSale: false,
    qtyInStock: 0,
    unlimited: false,
    optionValues: [],
    weight: 0,
    length: 0,
    width: 0,
    height: 0,
  };
}

function optionsText(values: VariantDraft["optionValues"]): string {
  return values.map((o) => `${o.name}: ${o.value}`).join(", ");
}

function parseOptions(text: string): VariantDraft["optionValues"] {
  return text
    .split(",")
    .map((part) => part.split(":"))
    .filter((pair) => pair.length === 2 && pair[0]!.trim() && pair[1]!.trim())
    .map(([name, value]) => ({ name: name!.trim(), value: value!.trim() }));
}

/**
 * The variants of a product: SKU, options, price, sale price, stock or unlimited, one fieldset
 * each; errors come keyed as variants[i].field from the shared schema or the server.
 */
export function VariantRows(props: {
  variants: VariantDraft[];
  currency: CurrencyCode;
  errors: Record<string, string>;
  canWrite: boolean;
  onChange: (variants: VariantDraft[]) => void;
}) {
  const update = (index: number, patch: Partial<VariantDraft>) => props.onChange(props.variants.map((v, i) => (i === index ? { ...v, ...patch } : v)));
  const error = (index: number, field: string) => props.errors[`variants[${index}].${field}`];
  return (
    <div className="stack">
      {props.variants.map((variant, index) => (
        <fieldset className="variant-row" key={variant.id ?? `new-${index}`}>
          <legend>Variant {index + 1}</legend>
          <TextInput
            label="SKU"
            value={variant.sku}
            onChange={(sku) => update(index, { sku })}
            error={error(index, "sku")}
            isDisabled={!props.canWrite}
            description="Empty makes one. Letters, digits, spaces and . _ - /."
          />
          <TextInput
            label="Options"
            value={optionsText(variant.optionValues)}
            onChange={(text) => update(index, { optionValues: parseOptions(text) })}
            error={error(index, "optionValues")}
            isDisabled={!props.canWrite}
            description="For example Size: 250 g, Grind: Whole bean"
          />
          <MoneyField
            label="Price"
            cents={variant.priceCents}
            currency={props.currency}
            onChange={(priceCents) => update(index, { priceCents })}
            error={error(index, "priceCents")}
            isDisabled={!props.canWrite}
          />
          <MoneyField
            label="Sale price"
            cents={variant.salePriceCents}
            currency={props.currency}
            onChange={(salePriceCents) => update(index, { salePriceCents })}
            error={error(index, "salePriceCents")}
            isDisabled={!props.canWrite}
          />
          <CheckboxField label="On sale" isSelected={variant.onSale} onChange={(onSale) => update(index, { onSale })} isDisabled={!props.canWrite} />
          <CheckboxField
            label="Unlimited stock"
            isSelected={variant.unlimited}
            onChange={(unlimited) => update(index, { unlimited })}
            isDisabled={!props.canWrite}
          />
          {variant.unlimited ? null : (
            <TextInput
              label="In stock"
              type="number"
              value={String(variant.qtyInStock)}
              onChange={(text) => update(index, { qtyInStock: text.trim() === "" ? Number.NaN : Number(text) })}
              error={error(index, "qtyInStock")}
              isDisabled={!props.canWrite}
            />
          )}
          {props.canWrite && props.variants.length > 1 ? (
            <Button className="btn btn-small" onPress={() => props.onChange(props.variants.filter((_, i) => i !== index))}>
              Remove variant {index + 1}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {props.canWrite ? (
        <div className="row">
          <Button className="btn btn-small" onPress={() => props.onChange([...props.variants, blankVariant()])}>
            Add a variant
          </Button>
        </div>
      ) : null}
    </div>
  );
}
