import { useEffect, useEffectEvent, useState } from "react";
import { getCurrency, type CurrencyCode } from "../../../domain/currencies";
import { toMinorUnits } from "../../../domain/money";
import { TextInput } from "../../shell/ui/TextInput";

/** Cents as the owner types them: major units with the currency's decimals ("12.50"). */
function centsToText(cents: number, currency: CurrencyCode): string {
  return (cents / 10 ** getCurrency(currency).fractionDigits).toFixed(getCurrency(currency).fractionDigits);
}

/** The cents an owner's text means, or NaN when it is not an amount (the shared schema then names the field). */
function textToCents(text: string, currency: CurrencyCode): number {
  const trimmed = text.trim().replace(/,/g, "");
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return Number.NaN;
  return toMinorUnits(Number(trimmed), currency);
}

/** An amount field in the store's currency that hands back cents. */
export function MoneyField(props: {
  label: string;
  cents: number;
  currency: CurrencyCode;
  onChange: (cents: number) => void;
  error?: string;
  isDisabled?: boolean;
  description?: string;
}) {
  const [text, setText] = useState(Number.isNaN(props.cents) ? "" : centsToText(props.cents, props.currency));
  // The text follows the cents when they change from outside, not while the owner types.
  const showCents = useEffectEvent((cents: number, currency: CurrencyCode) => {
    if (!Number.isNaN(cents) && textToCents(text, currency) !== cents) setText(centsToText(cents, currency));
  });
  useEffect(() => showCents(props.cents, props.currency), [props.cents, props.currency]);
  return (
    <TextInput
      label={`${props.label} (${props.currency})`}
      value={text}
      onChange={(value) => {
        setText(value);
        props.onChange(textToCents(value, props.currency));
      }}
      error={props.error}
      isDisabled={props.isDisabled}
      description={props.description}
    />
  );
}
