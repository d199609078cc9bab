import { useState } from "react";
import { Button, Form } from "react-aria-components";
import { fulfilBodySchema } from "../../../domain/api/store";
import { isCurrencyCode } from "../../../domain/currencies";
import { ApiError } from "../../api/client";
import { storeApi, type StoreOrder } from "../../api/store";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { TextInput } from "../../shell/ui/TextInput";
import { MoneyField } from "./MoneyField";
import { orderMoney } from "./OrdersTab";

/** What the owner did and what went wrong, shown above the order. */
export type OrderNotice = { tone: "success" | "error"; text: string };

type Done = (order: StoreOrder, notice: OrderNotice) => void;

/** The fulfilment of an order as the owner sees it: carrier, tracking number and address, and the note sent to the buyer. */
export function FulfilmentSummary({ order }: { order: StoreOrder }) {
  const fulfilment = order.fulfilment;
  if (!fulfilment) return null;
  const parts = [fulfilment.carrier, fulfilment.trackingNumber].filter(Boolean).join(" · ");
  return (
    <section className="order-panel" aria-labelledby="order-fulfilment">
      <h2 id="order-fulfilment" className="section-title">
        Fulfilled {new Date(fulfilment.createdAt).toLocaleString()}
      </h2>
      {parts ? <p>Tracking: {parts}</p> : <p>No tracking number.</p>}
      {fulfilment.trackingUrl ? (
        <p>
          <a href={fulfilment.trackingUrl} target="_blank" rel="noreferrer">
            Track the parcel
          </a>
        </p>
      ) : null}
      {fulfilment.note ? <p className="order-note">Note to the customer: {fulfilment.note}</p> : null}
    </section>
  );
}

/** The form that marks a paid order fulfilled, with optional tracking details and a note, all mailed to the customer. */
export function FulfilForm({ order, onDone }: { order: StoreOrder; onDone: Done }) {
  const [details, setDetails] = useState({ carrier: "", trackingNumber: "", trackingUrl: "", note: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof details>) => setDetails((d) => ({ ...d, ...patch }));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = fulfilBodySchema.safeParse(details);
    if (!checked.success) return setErrors(schemaErrors(checked.error));
    setErrors({});
    setBusy(true);
    try {
      onDone(await storeApi.fulfil(order.id, checked.data), {
        tone: "success",
        text: "The order is marked fulfilled, and the customer is mailed its details.",
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : {});
      onDone(order, { tone: "error", text: error.message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form className="order-panel stack" onSubmit={submit} validationBehavior="aria" aria-labelledby="order-fulfil">
      <h2 id="order-fulfil" className="section-title">
        Fulfil
      </h2>
      <div className="order-fields">
        <TextInput label="Carrier (optional)" value={details.carrier} onChange={(carrier) => set({ carrier })} error={errors.carrier} maxLength={100} />
        <TextInput
          label="Tracking number (optional)"
          value={details.trackingNumber}
          onChange={(trackingNumber) => set({ trackingNumber })}
          error={errors.trackingNumber}
          maxLength={100}
        />
      </div>
      <TextInput
        label="Tracking link (optional)"
        value={details.trackingUrl}
        onChange={(trackingUrl) => set({ trackingUrl })}
        error={errors.trackingUrl}
        description="The carrier's page where the customer follows the parcel, starting with https://"
        maxLength={500}
      />
      <TextInput
        label="Note to the customer (optional)"
        multiline
        value={details.note}
        onChange={(note) => set({ note })}
        error={errors.note}
        maxLength={2000}
      />
      <div className="row">
        <Button className="btn btn-primary" type="submit" isDisabled={busy}>
          Mark fulfilled
        </Button>
      </div>
    </Form>
  );
}

/** The refunds made so far and the form for another: an amount up to what remains, or one line's total. */
export function RefundPanel({ order, canWrite, onDone }: { order: StoreOrder; canWrite: boolean; onDone: Done }) {
  const currency = isCurrencyCode(order.currency) ? order.currency : "USD";
  const refunded = order.refundedCents ?? 0;
  const remaining = order.grandTotalCents - refunded;
  const [amountCents, setAmountCents] = useState(remaining);
  const [confirm, setConfirm] = useState<{ amountCents?: number; lineVariantIds?: string[]; cents: number } | null>(null);
  const refundable = order.status === "paid" || order.status === "fulfilled";
  const money = (cents: number) => orderMoney(cents, order.currency);
  const refund = async () => {
    if (!confirm) return;
    const { cents: _cents, ...request } = confirm;
    setConfirm(null);
    try {
      const updated = await storeApi.refund(order.id, request);
      setAmountCents(updated.grandTotalCents - (updated.refundedCents ?? 0));
      onDone(updated, { tone: "success", text: `${money(_cents)} is refunded to the customer.` });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      onDone(order, { tone: "error", text: error.message });
    }
  };
  return (
    <section className="order-panel stack" aria-labelledby="order-refunds">
      <h2 id="order-refunds" className="section-title">
        Refunds
      </h2>
      {order.refunds && order.refunds.length > 0 ? (
        <ul className="order-refunds">
          {order.refunds.map((r) => (
            <li key={r.id}>
              {money(r.amountCents)} on {new Date(r.createdAt).toLocaleString()}
              {r.lineVariantIds.length > 0
                ? ` for ${r.lineVariantIds.map((id) => order.lines.find((l) => l.variantId === id)?.name ?? "a line").join(", ")}`
                : ""}
              {r.state === "pending" ? " (under way)" : ""}
            </li>
          ))}
        </ul>
      ) : (
        <p>Nothing refunded yet.</p>
      )}
      <p>
        Refunded {money(refunded)} of {money(order.grandTotalCents)}.
      </p>
      {canWrite && refundable && remaining > 0 ? (
        <>
          <div className="order-fields">
            <MoneyField
              label="Amount to refund"
              cents={amountCents}
              currency={currency}
              onChange={setAmountCents}
              description={`At most ${money(remaining)}.`}
            />
          </div>
          <div className="row">
            <Button
              className="btn"
              isDisabled={!(amountCents > 0 && amountCents <= remaining)}
              onPress={() => setConfirm({ ...(amountCents === remaining ? {} : { amountCents }), cents: amountCents })}
            >
              Refund {Number.isFinite(amountCents) && amountCents > 0 ? money(amountCents) : ""}
            </Button>
          </div>
          <ul className="order-refund-lines">
            {order.lines.map((line) => (
              <li key={line.variantId}>
                <Button
                  className="btn btn-ghost"
                  onPress={() => setConfirm({ lineVariantIds: [line.variantId], cents: Math.min(line.lineTotalCents, remaining) })}
                >
                  Refund {line.quantity} × {line.name} ({money(Math.min(line.lineTotalCents, remaining))})
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ConfirmDialog
        isOpen={confirm !== null}
        title={confirm ? `Refund ${money(confirm.cents)}?` : "Refund?"}
        confirmLabel="Refund"
        destructive
        onConfirm={() => void refund()}
        onCancel={() => setConfirm(null)}
      >
        The money goes back to the customer's card. This cannot be undone. Stock goes back on the shelf once the whole order is refunded.
      </ConfirmDialog>
    </section>
  );
}
