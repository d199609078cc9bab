import { useState } from "react";
import { Button } from "react-aria-components";
import type { CurrencyCode } from "../../../domain/currencies";
import { MEMBER_PLAN_KINDS, memberAreaInputSchema, memberPlanPriceText, type MemberAreaInput, type MemberPlan } from "../../../domain/commerce/memberAreas";
import { BILLING_UNIT_LABELS, BILLING_UNITS } from "../../../domain/commerce/subscriptionPlan";
import { newId } from "../../../domain/ids";
import { formatMoney } from "../../../domain/money";
import { memberAreasApi, type MemberArea } from "../../api/memberAreas";
import { CheckboxField } from "../../shell/ui/CheckboxField";
import { FormDialog } from "../../shell/ui/FormDialog";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { SelectField } from "../../shell/ui/SelectField";
import { TextInput } from "../../shell/ui/TextInput";
import { MoneyField } from "./MoneyField";

const KIND_LABELS: Record<(typeof MEMBER_PLAN_KINDS)[number], string> = { free: "Free", one_time: "One payment", recurring: "Every billing period" };

/** A page an area may open, as the list answers it. */
export interface AreaPage {
  id: string;
  title: string;
  urlSlug: string;
  isMemberPage: boolean;
}

/** A plan's fields as the owner edits them: the kind decides the price and the billing period. */
function withKind(plan: MemberPlan, kind: MemberPlan["kind"]): MemberPlan {
  if (kind === "free") return { ...plan, kind, priceCents: 0, billingPeriod: null, numBillingCycles: 0 };
  if (kind === "recurring") return { ...plan, kind, billingPeriod: plan.billingPeriod ?? { value: 1, unit: "month" } };
  return { ...plan, kind, billingPeriod: null, numBillingCycles: 0 };
}

/** A whole number typed in a field, or NaN for anything else (the shared schema words the refusal). */
function wholeNumber(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

function PlanFields(props: {
  plan: MemberPlan;
  index: number;
  currency: CurrencyCode;
  errors: Record<string, string>;
  onChange: (plan: MemberPlan) => void;
  onRemove: (() => void) | null;
}) {
  const { plan, index } = props;
  const error = (field: string) => props.errors[`plans[${index}].${field}`];
  return (
    <fieldset className="stack member-plan">
      <legend className="section-title">Plan {index + 1}</legend>
      <TextInput label="Plan name" value={plan.name} onChange={(name) => props.onChange({ ...plan, name })} error={error("name")} isRequired />
      <SelectField
        label="Paid"
        value={plan.kind}
        options={MEMBER_PLAN_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
        onChange={(kind) => props.onChange(withKind(plan, kind as MemberPlan["kind"]))}
      />
      {plan.kind === "free" ? null : (
        <MoneyField
          label="Price"
          cents={plan.priceCents}
          currency={props.currency}
          onChange={(priceCents) => props.onChange({ ...plan, priceCents })}
          error={error("priceCents")}
        />
      )}
      {plan.billingPeriod ? (
        <div className="row">
          <TextInput
            label="Bill every"
            type="number"
            value={Number.isNaN(plan.billingPeriod.value) ? "" : String(plan.billingPeriod.value)}
            onChange={(text) => props.onChange({ ...plan, billingPeriod: { ...plan.billingPeriod!, value: wholeNumber(text) } })}
            error={error("billingPeriod.value")}
          />
          <SelectField
            label="Period"
            value={plan.billingPeriod.unit}
            options={BILLING_UNITS.map((unit) => ({ value: unit, label: BILLING_UNIT_LABELS[unit] }))}
            onChange={(unit) => props.onChange({ ...plan, billingPeriod: { ...plan.billingPeriod!, unit: unit as (typeof BILLING_UNITS)[number] } })}
          />
        </div>
      ) : null}
      {plan.billingPeriod ? (
        <TextInput
          label="Number of payments"
          type="number"
          value={Number.isNaN(plan.numBillingCycles) ? "" : String(plan.numBillingCycles)}
          onChange={(text) => props.onChange({ ...plan, numBillingCycles: wholeNumber(text) })}
          error={error("numBillingCycles")}
          description="0 renews until the member or you cancel it."
        />
      ) : null}
      {Number.isInteger(plan.priceCents) && (!plan.billingPeriod || Number.isInteger(plan.billingPeriod.value)) && Number.isInteger(plan.numBillingCycles) ? (
        <p className="field-help">Visitors read: {memberPlanPriceText(plan, (cents) => formatMoney(cents, props.currency))}.</p>
      ) : null}
      {props.onRemove ? (
        <Button className="btn btn-small" onPress={props.onRemove} aria-label={`Remove plan ${index + 1}`}>
          Remove plan
        </Button>
      ) : null}
    </fieldset>
  );
}

/**
 * The dialog that makes or changes a member area: its name, the pages it opens (choosing a page
 * that is not yet a member page moves it among the member pages), how many sections of a page
 * visitors without access see, and its plans, checked with the schema the server applies.
 */
export function MemberAreaDialog(props: {
  area: MemberArea | null;
  pages: AreaPage[];
  currency: CurrencyCode;
  onClose: () => void;
  onSaved: (area: MemberArea) => void;
}) {
  const [name, setName] = useState(props.area?.name ?? "");
  const [pageIds, setPageIds] = useState<string[]>(props.area?.pageIds ?? []);
  const [preview, setPreview] = useState(String(props.area?.previewSections ?? 1));
  const [plans, setPlans] = useState<MemberPlan[]>(
    props.area?.plans ?? [
      { id: newId(), name: "Monthly", kind: "recurring", priceCents: 500, billingPeriod: { value: 1, unit: "month" }, numBillingCycles: 0 },
    ],
  );

  const submit = async () => {
    const checked = memberAreaInputSchema.safeParse({ name, pageIds, previewSections: /^\d+$/.test(preview) ? Number(preview) : Number.NaN, plans });
    if (!checked.success) return schemaErrors(checked.error);
    const input: MemberAreaInput = checked.data;
    props.onSaved(props.area ? await memberAreasApi.update(props.area.id, input) : await memberAreasApi.create(input));
  };

  return (
    <FormDialog
      title={props.area ? "Change member area" : "New member area"}
      submitLabel={props.area ? "Save member area" : "Make member area"}
      onClose={props.onClose}
      onSubmit={submit}
      wide
    >
      {(errors) => (
        <>
          <TextInput
            label="Name"
            value={name}
            onChange={setName}
            error={errors.name}
            description="Visitors read it on the offer to join."
            autoFocus
            isRequired
          />
          <fieldset className="stack">
            <legend className="section-title">Pages for members</legend>
            <p className="field-help">A page you choose that is in your site&apos;s navigation moves to the member pages.</p>
            {props.pages.map((page) => (
              <CheckboxField
                key={page.id}
                label={`${page.title} (/${page.urlSlug})${page.isMemberPage ? "" : ", moves to the member pages"}`}
                isSelected={pageIds.includes(page.id)}
                onChange={(on) => setPageIds(on ? [...pageIds, page.id] : pageIds.filter((id) => id !== page.id))}
              />
            ))}
            {errors.pageIds ? <p className="field-error">{errors.pageIds}</p> : null}
          </fieldset>
          <TextInput
            label="Sections shown as a preview"
            type="number"
            value={preview}
            onChange={setPreview}
            error={errors.previewSections}
            description="How many of a page's first sections visitors who are not members see, above the offer to join. 0 shows none."
          />
          {plans.map((plan, index) => (
            <PlanFields
              key={plan.id}
              plan={plan}
              index={index}
              currency={props.currency}
              errors={errors}
              onChange={(changed) => setPlans(plans.map((p) => (p.id === plan.id ? changed : p)))}
              onRemove={plans.length > 1 ? () => setPlans(plans.filter((p) => p.id !== plan.id)) : null}
            />
          ))}
          {errors.plans ? <p className="field-error">{errors.plans}</p> : null}
          {plans.length < 6 ? (
            <Button
              className="btn"
              onPress={() => setPlans([...plans, { id: newId(), name: "", kind: "free", priceCents: 0, billingPeriod: null, numBillingCycles: 0 }])}
            >
              Add a plan
            </Button>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
