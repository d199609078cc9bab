import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import type { CurrencyCode } from "../../../domain/currencies";
import type { Coupon, TaxRule } from "../../../domain/commerce/storeSettings";
import { CheckboxField } from "../../shell/ui/CheckboxField";
import { SelectField } from "../../shell/ui/SelectField";
import { TextInput } from "../../shell/ui/TextInput";
import { MoneyField } from "./MoneyField";

/** Field errors by path, as the settings form keeps them. */
export type Errors = Record<string, string>;

/** A titled list of rule rows, each with Remove, and an Add button: the store settings' lists share it. */
export function ListFrame<T>(props: {
  title: string;
  items: T[];
  addLabel: string;
  blank: () => T;
  canWrite: boolean;
  onChange: (items: T[]) => void;
  render: (item: T, index: number, update: (patch: Partial<T>) => void) => ReactNode;
}) {
  const update = (index: number) => (patch: Partial<T>) => props.onChange(props.items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <section className="stack">
      <h2 className="section-title">{props.title}</h2>
      {props.items.map((item, index) => (
        <fieldset className="rule-row" key={index}>
          <legend className="sr-only">
            {props.title} {index + 1}
          </legend>
          {props.render(item, index, update(index))}
          {props.canWrite ? (
            <Button className="btn btn-small" onPress={() => props.onChange(props.items.filter((_, i) => i !== index))}>
              Remove
            </Button>
          ) : null}
        </fieldset>
      ))}
      {props.canWrite ? (
        <div className="row">
          <Button className="btn btn-small" onPress={() => props.onChange([...props.items, props.blank()])}>
            {props.addLabel}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** Tax rules: a rate in percent for a country or region, optionally on shipping too. */
export function TaxList(props: { items: TaxRule[]; errors: Errors; canWrite: boolean; onChange: (items: TaxRule[]) => void }) {
  const e = (i: number, f: string) => props.errors[`taxRules[${i}].${f}`];
  return (
    <ListFrame
      title="Taxes"
      addLabel="Add a tax rule"
      items={props.items}
      canWrite={props.canWrite}
      onChange={props.onChange}
      blank={() => ({ id: `tax-${props.items.length + 1}`, name: "", country: "US", region: null, rateBasisPoints: 0, includeShipping: false })}
      render={(item, i, update) => (
        <>
          <TextInput label="Name" value={item.name} onChange={(name) => update({ name })} error={e(i, "name")} isDisabled={!props.canWrite} />
          <TextInput
            label="Country"
            value={item.country}
            onChange={(country) => update({ country: country.toUpperCase() })}
            error={e(i, "country")}
            isDisabled={!props.canWrite}
            description="Two letters, such as US"
          />
          <TextInput
            label="Region"
            value={item.region ?? ""}
            onChange={(region) => update({ region: region.trim() ? region : null })}
            error={e(i, "region")}
            isDisabled={!props.canWrite}
            description="Empty for the whole country"
          />
          <TextInput
            label="Rate (%)"
            value={String(item.rateBasisPoints / 100)}
            onChange={(text) => update({ rateBasisPoints: /^\d+(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text) * 100) : Number.NaN })}
            error={e(i, "rateBasisPoints")}
            isDisabled={!props.canWrite}
          />
          <CheckboxField
            label="Also on shipping"
            isSelected={item.includeShipping}
            onChange={(includeShipping) => update({ includeShipping })}
            isDisabled={!props.canWrite}
          />
        </>
      )}
    />
  );
}

/** A use limit as typed: empty for no limit, else the number (the settings schema refuses what is not a whole number from 1). */
function limitOfText(text: string): number | null {
  return text.trim() === "" ? null : Number(text);
}

/** How often a coupon was used, against its limit when it has one. */
function usedText(uses: number, maxUses: number | null): string {
  if (maxUses !== null) return `Used ${uses} of ${maxUses}`;
  return uses === 1 ? "Used once" : `Used ${uses} times`;
}

/** Coupons: a code worth a percentage, an amount or free shipping, with a minimum, an expiry, use limits and how often each was used. */
export function CouponList(props: {
  items: Coupon[];
  currency: CurrencyCode;
  /** How many orders used each coupon, by code in capitals. */
  uses: Record<string, number>;
  errors: Errors;
  canWrite: boolean;
  onChange: (items: Coupon[]) => void;
}) {
  const e = (i: number, f: string) => props.errors[`coupons[${i}].${f}`];
  return (
    <ListFrame
      title="Coupons"
      addLabel="Add a coupon"
      items={props.items}
      canWrite={props.canWrite}
      onChange={props.onChange}
      blank={(): Coupon => ({ code: "", kind: "percent", amount: 10, minimumSubtotalCents: 0, expiresAt: null, maxUses: null, maxUsesPerCustomer: null })}
      render={(item, i, update) => (
        <>
          <TextInput
            label="Code"
            value={item.code}
            onChange={(code) => update({ code: code.toUpperCase() })}
            error={e(i, "code")}
            isDisabled={!props.canWrite}
          />
          <SelectField
            label="Worth"
            value={item.kind}
            options={[
              { value: "percent", label: "A percentage off" },
              { value: "fixed", label: "An amount off" },
              { value: "freeShipping", label: "Free shipping" },
            ]}
            onChange={(kind) => update({ kind: kind as Coupon["kind"] })}
            isDisabled={!props.canWrite}
          />
          {item.kind === "percent" ? (
            <TextInput
              label="Percent off"
              type="number"
              value={String(item.amount)}
              onChange={(text) => update({ amount: Number(text) })}
              error={e(i, "amount")}
              isDisabled={!props.canWrite}
            />
          ) : null}
          {item.kind === "fixed" ? (
            <MoneyField
              label="Amount off"
              cents={item.amount}
              currency={props.currency}
              onChange={(amount) => update({ amount })}
              error={e(i, "amount")}
              isDisabled={!props.canWrite}
            />
          ) : null}
          <MoneyField
            label="Minimum subtotal"
            cents={item.minimumSubtotalCents}
            currency={props.currency}
            onChange={(minimumSubtotalCents) => update({ minimumSubtotalCents })}
            error={e(i, "minimumSubtotalCents")}
            isDisabled={!props.canWrite}
          />
          <label className="field">
            <span className="label">Expires</span>
            <input
              type="date"
              value={item.expiresAt ? item.expiresAt.slice(0, 10) : ""}
              disabled={!props.canWrite}
              onChange={(event) => update({ expiresAt: event.target.value ? `${event.target.value}T23:59:59.000Z` : null })}
            />
          </label>
          <TextInput
            label="Uses in all"
            type="number"
            value={item.maxUses === null ? "" : String(item.maxUses)}
            onChange={(text) => update({ maxUses: limitOfText(text) })}
            error={e(i, "maxUses")}
            isDisabled={!props.canWrite}
            description="How many orders may use it. Empty for no limit."
          />
          <TextInput
            label="Uses per customer"
            type="number"
            value={item.maxUsesPerCustomer === null ? "" : String(item.maxUsesPerCustomer)}
            onChange={(text) => update({ maxUsesPerCustomer: limitOfText(text) })}
            error={e(i, "maxUsesPerCustomer")}
            isDisabled={!props.canWrite}
            description="How many orders one email address may use it for. Empty for no limit."
          />
          <p className="field-help">{usedText(props.uses[item.code.toUpperCase()] ?? 0, item.maxUses)}</p>
        </>
      )}
    />
  );
}
