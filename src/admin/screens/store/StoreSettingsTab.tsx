import { Button, Form } from "react-aria-components";
import { RadioField } from "../../shell/ui/RadioField";
import { CURRENCY_LABELS, CURRENCY_TABLE } from "../../../domain/currencies";
import { storeSettingsSchema, type StoreSettings } from "../../../domain/commerce/storeSettings";
import { MEASUREMENT_STANDARD } from "../../../domain/enumerations/units";
import { storeApi } from "../../api/store";
import { CheckboxField } from "../../shell/ui/CheckboxField";
import { SelectField } from "../../shell/ui/SelectField";
import { ErrorState, Loading, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { useSettingsForm } from "../../shell/useSettingsForm";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { useCan } from "../../shell/access";
import { MoneyField } from "./MoneyField";
import { PaymentKeysSection } from "./PaymentKeysSection";
import { CouponList, TaxList } from "./RuleLists";
import { ShippingZoneList } from "./ShippingZoneList";
import { FormError } from "../../shell/ui/FormError";

function SettingsForm({ initial, couponUses, canWrite }: { initial: StoreSettings; couponUses: Record<string, number>; canWrite: boolean }) {
  const form = useSettingsForm(initial, storeSettingsSchema, (value) => storeApi.saveSettings(value));
  const { values, errors, set } = form;
  return (
    <Form className="stack settings-form" onSubmit={form.submit} validationBehavior="aria" aria-label="Store settings">
      <SelectField
        label="Currency"
        value={values.currency}
        options={CURRENCY_TABLE.map((c) => ({ value: c.code, label: CURRENCY_LABELS[c.code] }))}
        onChange={(currency) => set({ currency: currency as StoreSettings["currency"] })}
        error={errors.currency}
        isDisabled={!canWrite}
        description="Prices are kept in cents: changing the currency does not convert them."
      />
      <RadioField
        label="Units"
        value={String(values.measurementStandard)}
        options={[
          [String(MEASUREMENT_STANDARD.IMPERIAL), "Imperial (lb, in)"],
          [String(MEASUREMENT_STANDARD.METRIC), "Metric (kg, cm)"],
        ]}
        onChange={(value) => set({ measurementStandard: Number(value) as StoreSettings["measurementStandard"] })}
        isDisabled={!canWrite}
      />
      <CheckboxField
        label="Express checkout"
        description="Customers skip the cart and go straight to checkout."
        isSelected={values.expressCheckout}
        onChange={(expressCheckout) => set({ expressCheckout })}
        isDisabled={!canWrite}
      />
      <MoneyField
        label="Minimum order subtotal"
        cents={values.minimumSubtotalCents}
        currency={values.currency}
        onChange={(minimumSubtotalCents) => set({ minimumSubtotalCents })}
        error={errors.minimumSubtotalCents}
        isDisabled={!canWrite}
        description="0 for no minimum. Below it, checkout says: To check out, your order subtotal must be … or more."
      />
      <ShippingZoneList
        items={values.shippingZones}
        currency={values.currency}
        errors={errors}
        canWrite={canWrite}
        onChange={(shippingZones) => set({ shippingZones })}
      />
      <TextInput
        label="Pick-up address"
        value={values.pickupAddress}
        onChange={(pickupAddress) => set({ pickupAddress })}
        error={errors.pickupAddress}
        isDisabled={!canWrite}
        description="Where buyers collect orders sent with a pick-up option; shown on their order and in its mail."
      />
      <TaxList items={values.taxRules} errors={errors} canWrite={canWrite} onChange={(taxRules) => set({ taxRules })} />
      <CouponList
        items={values.coupons}
        currency={values.currency}
        uses={couponUses}
        errors={errors}
        canWrite={canWrite}
        onChange={(coupons) => set({ coupons })}
      />
      <TextInput
        label="Facebook advertising tracker number"
        value={values.pixelId}
        onChange={(pixelId) => set({ pixelId })}
        error={errors.pixelId}
        isDisabled={!canWrite}
        description="Optional: the number Meta gives your Facebook advertising tracker. Visitors who allow tracking are then counted as they view products, add them to the cart and buy."
      />
      <FormError message={errors.form} />
      {Object.keys(errors).length > 0 && !errors.form ? <Notice tone="error">Some fields are not valid; see the messages above.</Notice> : null}
      {form.saved ? <Notice tone="success">Store settings saved.</Notice> : null}
      {canWrite ? (
        <div className="row">
          <Button className="btn btn-primary" type="submit" isDisabled={form.busy}>
            Save store settings
          </Button>
        </div>
      ) : null}
    </Form>
  );
}

/** The store settings tab: currency, units, checkout, shipping, taxes and coupons, then the payment keys for those who may see them. */
export function StoreSettingsTab({ canWrite }: { canWrite: boolean }) {
  const settings = useLoad(async () => {
    const [initial, couponUses] = await Promise.all([storeApi.settings(), storeApi.couponUses()]);
    return { initial, couponUses };
  }, []);
  const canSeeKeys = useCan(PERMISSION.COMMERCE_PAYMENTS, "read");
  const canSetKeys = useCan(PERMISSION.COMMERCE_PAYMENTS, "write");
  if (settings.status === "loading") return <Loading />;
  if (settings.status === "error") return <ErrorState message={settings.message} onRetry={settings.reload} />;
  return (
    <div className="stack">
      <SettingsForm initial={settings.data.initial} couponUses={settings.data.couponUses} canWrite={canWrite} />
      {canSeeKeys ? <PaymentKeysSection canWrite={canSetKeys} /> : null}
    </div>
  );
}
