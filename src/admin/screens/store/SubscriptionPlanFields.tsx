import { recurringPriceText } from "../../../domain/commerce/recurringPrice";
import { BILLING_UNIT_LABELS, BILLING_UNITS, type SubscriptionPlan } from "../../../domain/commerce/subscriptionPlan";
import { CheckboxField } from "../../shell/ui/CheckboxField";
import { SelectField } from "../../shell/ui/SelectField";
import { TextInput } from "../../shell/ui/TextInput";

/** A new plan's starting point: every month, until cancelled. */
const MONTHLY: SubscriptionPlan = { billingPeriod: { value: 1, unit: "month" }, numBillingCycles: 0 };

/** A whole number typed in a field, or NaN for anything else (the shared schema words the refusal). */
function wholeNumber(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/**
 * The product editor's subscription plan (spec 1 §3): whether the product is sold as a
 * subscription, how often it is billed (every N weeks, months or years) and how many payments
 * it takes (0 until cancelled), with the price words buyers will read.
 */
export function SubscriptionPlanFields(props: {
  plan: SubscriptionPlan | null;
  onChange: (plan: SubscriptionPlan | null) => void;
  errors: Record<string, string>;
  isDisabled: boolean;
}) {
  const { plan } = props;
  const error = (path: string) => props.errors[`subscriptionPlan.${path}`];
  return (
    <fieldset className="stack subscription-plan">
      <legend className="section-title">Subscription</legend>
      <CheckboxField
        label="Sold as a subscription (charged again every billing period)"
        isSelected={plan !== null}
        onChange={(on) => props.onChange(on ? (plan ?? MONTHLY) : null)}
        isDisabled={props.isDisabled}
      />
      {plan ? (
        <>
          <div className="row">
            <TextInput
              label="Bill every"
              type="number"
              value={Number.isNaN(plan.billingPeriod.value) ? "" : String(plan.billingPeriod.value)}
              onChange={(text) => props.onChange({ ...plan, billingPeriod: { ...plan.billingPeriod, value: wholeNumber(text) } })}
              error={error("billingPeriod.value")}
              isDisabled={props.isDisabled}
            />
            <SelectField
              label="Period"
              value={plan.billingPeriod.unit}
              options={BILLING_UNITS.map((unit) => ({ value: unit, label: BILLING_UNIT_LABELS[unit] }))}
              onChange={(unit) =>
                props.onChange({ ...plan, billingPeriod: { ...plan.billingPeriod, unit: unit as SubscriptionPlan["billingPeriod"]["unit"] } })
              }
              isDisabled={props.isDisabled}
            />
          </div>
          <TextInput
            label="Number of payments"
            type="number"
            value={Number.isNaN(plan.numBillingCycles) ? "" : String(plan.numBillingCycles)}
            onChange={(text) => props.onChange({ ...plan, numBillingCycles: wholeNumber(text) })}
            error={error("numBillingCycles")}
            description="0 renews until the buyer or you cancel it."
            isDisabled={props.isDisabled}
          />
          {Number.isInteger(plan.billingPeriod.value) && Number.isInteger(plan.numBillingCycles) ? (
            <p className="field-help">Buyers read: {recurringPriceText("the price", plan)}.</p>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}
