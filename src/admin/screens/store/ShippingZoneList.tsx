import { Button } from "react-aria-components";
import type { CurrencyCode } from "../../../domain/currencies";
import { byCountryName, COUNTRY_CODES, countryName } from "../../../domain/commerce/countries";
import type { ShippingOption, ShippingZone } from "../../../domain/commerce/storeSettings";
import { CheckboxField } from "../../shell/ui/CheckboxField";
import { SelectField } from "../../shell/ui/SelectField";
import { TextInput } from "../../shell/ui/TextInput";
import { MoneyField } from "./MoneyField";
import { ListFrame, type Errors } from "./RuleLists";

const language = () => (typeof navigator === "undefined" ? "en" : navigator.language);

/** The countries of one zone, each with its Remove button, and a select that adds one. */
function ZoneCountries(props: { zone: ShippingZone; error?: string | undefined; canWrite: boolean; onChange: (countries: string[]) => void }) {
  const locale = language();
  const chosen = byCountryName(props.zone.countries, locale);
  const others = byCountryName(
    COUNTRY_CODES.filter((code) => !props.zone.countries.includes(code)),
    locale,
  );
  return (
    <div className="stack zone-countries">
      <ul className="zone-country-list" aria-label={`Countries of ${props.zone.name || "this zone"}`}>
        {chosen.length === 0 ? <li className="field-help">No countries yet</li> : null}
        {chosen.map((code) => (
          <li key={code}>
            {countryName(code, locale)}
            {props.canWrite ? (
              <Button
                className="btn btn-small"
                aria-label={`Remove ${countryName(code, locale)}`}
                onPress={() => props.onChange(props.zone.countries.filter((c) => c !== code))}
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {props.canWrite ? (
        <SelectField
          label="Add a country"
          value=""
          options={[{ value: "", label: "Choose a country…" }, ...others.map((code) => ({ value: code, label: countryName(code, locale) }))]}
          onChange={(code) => code && props.onChange([...props.zone.countries, code])}
          error={props.error}
        />
      ) : null}
    </div>
  );
}

/** The options of one zone: name, delivery or pick-up, cost and the subtotal above which it is free. */
function ZoneOptions(props: {
  zone: ShippingZone;
  zoneIndex: number;
  currency: CurrencyCode;
  errors: Errors;
  canWrite: boolean;
  onChange: (options: ShippingOption[]) => void;
}) {
  const e = (i: number, f: string) => props.errors[`shippingZones[${props.zoneIndex}].options[${i}].${f}`];
  return (
    <ListFrame
      title={`Options in ${props.zone.name || "this zone"}`}
      addLabel="Add a shipping option"
      items={props.zone.options}
      canWrite={props.canWrite}
      onChange={props.onChange}
      blank={(): ShippingOption => ({ id: `${props.zone.id}-${props.zone.options.length + 1}`, name: "", costCents: 0, freeOverCents: null, kind: "delivery" })}
      render={(item, i, update) => (
        <>
          <TextInput label="Name" value={item.name} onChange={(name) => update({ name })} error={e(i, "name")} isDisabled={!props.canWrite} />
          <SelectField
            label="How buyers get it"
            value={item.kind}
            options={[
              { value: "delivery", label: "Delivery to their address" },
              { value: "pickup", label: "Pick-up at the store" },
            ]}
            onChange={(kind) => update({ kind: kind as ShippingOption["kind"] })}
            isDisabled={!props.canWrite}
          />
          <MoneyField
            label="Cost"
            cents={item.costCents}
            currency={props.currency}
            onChange={(costCents) => update({ costCents })}
            error={e(i, "costCents")}
            isDisabled={!props.canWrite}
          />
          <MoneyField
            label="Free above"
            cents={item.freeOverCents ?? 0}
            currency={props.currency}
            onChange={(cents) => update({ freeOverCents: cents === 0 ? null : cents })}
            error={e(i, "freeOverCents")}
            isDisabled={!props.canWrite}
            description="0 for never free"
          />
        </>
      )}
    />
  );
}

/**
 * Shipping zones: each a name, its countries (or the rest of the world) and its options. The
 * checkout offers only the countries of the zones, and for each address only its zone's options.
 */
export function ShippingZoneList(props: {
  items: ShippingZone[];
  currency: CurrencyCode;
  errors: Errors;
  canWrite: boolean;
  onChange: (items: ShippingZone[]) => void;
}) {
  const e = (i: number, f: string) => props.errors[`shippingZones[${i}].${f}`];
  const taken = new Set(props.items.map((zone) => zone.id));
  const freeId = () => {
    let n = props.items.length + 1;
    while (taken.has(`zone-${n}`)) n += 1;
    return `zone-${n}`;
  };
  return (
    <>
      <p className="field-help">
        {props.items.length === 0
          ? "With no zones, you ship everywhere at no cost. Add a zone to choose the countries you ship to and what shipping costs there."
          : "Buyers can choose only the countries of these zones, and see only their zone's options."}
      </p>
      <ListFrame
        title="Shipping zones"
        addLabel="Add a shipping zone"
        items={props.items}
        canWrite={props.canWrite}
        onChange={props.onChange}
        blank={(): ShippingZone => ({ id: freeId(), name: "", countries: [], restOfWorld: false, options: [] })}
        render={(zone, i, update) => (
          <>
            <TextInput label="Zone name" value={zone.name} onChange={(name) => update({ name })} error={e(i, "name")} isDisabled={!props.canWrite} />
            <CheckboxField
              label="The rest of the world"
              description="Also every country no other zone lists."
              isSelected={zone.restOfWorld}
              onChange={(restOfWorld) => update({ restOfWorld })}
              isDisabled={!props.canWrite}
            />
            <ZoneCountries zone={zone} error={e(i, "countries")} canWrite={props.canWrite} onChange={(countries) => update({ countries })} />
            <ZoneOptions
              zone={zone}
              zoneIndex={i}
              currency={props.currency}
              errors={props.errors}
              canWrite={props.canWrite}
              onChange={(options) => update({ options })}
            />
          </>
        )}
      />
      {props.errors.shippingZones ? <p className="field-error">{props.errors.shippingZones}</p> : null}
    </>
  );
}
