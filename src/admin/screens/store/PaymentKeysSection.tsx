import { useState } from "react";
import { Button, Form } from "react-aria-components";
import {
  MASKED_SECRET_PLACEHOLDER,
  PAYMENT_KEY_NAMES,
  paymentKeyProblem,
  PUBLISHABLE_KEY_MISSING,
  type PaymentKeyName,
  type PaymentKeysView,
} from "../../../domain/commerce/paymentKeys";
import { ApiError } from "../../api/client";
import { storeApi } from "../../api/store";
import { ErrorState, Loading, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";

const LABELS: Record<PaymentKeyName, string> = { publishableKey: "Publishable key", secretKey: "Secret key", webhookSecret: "Webhook signing secret" };
const EMPTY: Record<PaymentKeyName, string> = { publishableKey: "", secretKey: "", webhookSecret: "" };

function stateText(view: PaymentKeysView, name: PaymentKeyName): string {
  const state = view[name];
  return state.set ? `Set, ending in ${state.last4}` : "Not set";
}

function KeysForm({ initial, canWrite }: { initial: PaymentKeysView; canWrite: boolean }) {
  const [view, setView] = useState(initial);
  const [typed, setTyped] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<PaymentKeysView>, done: string) => {
    setBusy(true);
    setNotice(null);
    try {
      setView(await action());
      setTyped(EMPTY);
      setErrors({});
      setNotice(done);
    } catch (error) {
      setErrors(error instanceof ApiError ? { ...error.fieldErrors, form: error.message } : { form: "The keys could not be saved. Try again." });
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    const problems: Record<string, string> = {};
    for (const name of PAYMENT_KEY_NAMES) {
      const problem = typed[name].trim() ? paymentKeyProblem(name, typed[name].trim()) : null;
      if (problem) problems[name] = problem;
    }
    if (Object.keys(problems).length > 0) return setErrors(problems);
    void run(() => storeApi.savePaymentKeys(typed), "Payment keys saved.");
  };
  const anySet = PAYMENT_KEY_NAMES.some((name) => view[name].set);

  return (
    <Form
      className="stack settings-form"
      aria-label="Payment keys"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h2 className="section-title">Payment keys</h2>
      <p className="field-help">
        Your own Stripe account's keys. Once a secret key is set, this site's payments go through your Stripe account instead of the server's. Keys are kept on
        the server and never shown again; leave a field empty to keep its key.
      </p>
      {view.publishableKeyMissing ? <Notice tone="error">{PUBLISHABLE_KEY_MISSING}</Notice> : null}
      {PAYMENT_KEY_NAMES.map((name) => (
        <TextInput
          key={name}
          label={LABELS[name]}
          type="password"
          value={typed[name]}
          placeholder={view[name].set ? MASKED_SECRET_PLACEHOLDER : undefined}
          onChange={(value) => setTyped({ ...typed, [name]: value })}
          error={errors[name]}
          description={stateText(view, name)}
          isDisabled={!canWrite}
        />
      ))}
      {errors.form && Object.keys(errors).length === 1 ? <Notice tone="error">{errors.form}</Notice> : null}
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {canWrite ? (
        <div className="row">
          <Button className="btn btn-primary" type="submit" isDisabled={busy}>
            Save payment keys
          </Button>
          <Button className="btn" isDisabled={busy || !anySet} onPress={() => void run(() => storeApi.removePaymentKeys(), "Payment keys removed.")}>
            Remove payment keys
          </Button>
        </div>
      ) : null}
    </Form>
  );
}

/** The store's own Stripe keys: whether each is set (with its last 4 characters), set new ones, remove them. */
export function PaymentKeysSection({ canWrite }: { canWrite: boolean }) {
  const keys = useLoad(() => storeApi.paymentKeys(), []);
  if (keys.status === "loading") return <Loading />;
  if (keys.status === "error") return <ErrorState message={keys.message} onRetry={keys.reload} />;
  return <KeysForm initial={keys.data} canWrite={canWrite} />;
}
