import { useState } from "react";
import { Button } from "react-aria-components";
import { ApiError } from "../../api/client";
import { subscriptionsApi, type OwnerSubscription, type SubscriptionAction } from "../../api/subscriptions";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { actionsColumn } from "../../shell/ui/actionsColumn";
import { EmptyState, Notice } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";

const PAGE_SIZE = 50;

/** A day as the list writes it. */
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

/** What each move asks before it is made, and what it says once made. */
const MOVES: Record<Exclude<SubscriptionAction, "resume">, { title: string; confirm: string; tells: string; done: string }> = {
  pause: {
    title: "Pause this subscription?",
    confirm: "Pause subscription",
    tells: "is not charged while paused. Periods that pass while it is paused are never charged; resuming charges the next period that begins.",
    done: "is paused.",
  },
  cancel: {
    title: "Cancel this subscription?",
    confirm: "Cancel subscription",
    tells: "is never charged again. This cannot be undone: the customer would have to subscribe again.",
    done: "is cancelled.",
  },
};

/** Who and what a subscription is, in a sentence. */
const named = (s: OwnerSubscription) => `${s.email}'s subscription to ${s.productName}`;

/**
 * The site's subscriptions, newest first: product and recurring price, customer, status, next
 * renewal and card, with pause, resume and cancel for those who may handle orders (pause and
 * cancel ask first).
 */
export function SubscriptionsTab({ canWrite }: { canWrite: boolean }) {
  const [offset, setOffset] = useState(0);
  const page = useLoad(() => subscriptionsApi.list(PAGE_SIZE, offset), [offset]);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ subscription: OwnerSubscription; action: "pause" | "cancel" } | null>(null);

  const act = async (subscription: OwnerSubscription, action: SubscriptionAction) => {
    setBusy(subscription.id);
    try {
      await subscriptionsApi.act(subscription.id, action);
      const done = action === "resume" ? "is active again." : MOVES[action].done;
      setNotice({ tone: "success", text: `${named(subscription)} ${done}` });
    } catch (error) {
      setNotice({ tone: "error", text: error instanceof ApiError ? error.message : "Unable to connect. Check your connection and try again." });
    } finally {
      setBusy(null);
      if (page.status === "ready") page.reload();
    }
  };

  const columns: DataColumn<OwnerSubscription>[] = [
    {
      id: "subscription",
      header: "Subscription",
      cell: (s) => (
        <div className="subscription-cell">
          <strong>
            {s.quantity} × {s.productName}
          </strong>
          <span className="field-help">{s.price}</span>
        </div>
      ),
    },
    { id: "customer", header: "Customer", cell: (s) => s.email },
    { id: "status", header: "Status", cell: (s) => s.statusLabel },
    {
      id: "next",
      header: "Next renewal",
      cell: (s) => (s.nextChargeAt && (s.status === "active" || s.status === "past_due") ? day(s.nextChargeAt) : "None"),
    },
    { id: "card", header: "Charged to", cell: (s) => s.methodLabel },
    actionsColumn((s) => {
      if (!canWrite) return null;
      const running = s.status === "active" || s.status === "past_due";
      return (
        <div className="subscription-actions">
          {running ? (
            <Button className="btn" isDisabled={busy === s.id} aria-label={`Pause ${named(s)}`} onPress={() => setAsking({ subscription: s, action: "pause" })}>
              Pause
            </Button>
          ) : null}
          {s.status === "paused" ? (
            <Button className="btn btn-primary" isDisabled={busy === s.id} aria-label={`Resume ${named(s)}`} onPress={() => void act(s, "resume")}>
              Resume
            </Button>
          ) : null}
          {running || s.status === "paused" ? (
            <Button
              className="btn btn-danger"
              isDisabled={busy === s.id}
              aria-label={`Cancel ${named(s)}`}
              onPress={() => setAsking({ subscription: s, action: "cancel" })}
            >
              Cancel
            </Button>
          ) : null}
        </div>
      );
    }),
  ];

  const move = asking ? MOVES[asking.action] : null;
  return (
    <div className="stack">
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <DataTable
        caption="Subscriptions"
        stacksOnPhone
        columns={columns}
        rows={page.status === "ready" ? page.data.subscriptions : page}
        rowKey={(s) => s.id}
        empty={
          <EmptyState title="No subscriptions yet">
            Subscriptions appear here once customers buy a product sold as a subscription (set a plan in the product editor).
          </EmptyState>
        }
        paging={page.status === "ready" ? { total: page.data.total, offset, limit: PAGE_SIZE, onOffset: setOffset } : undefined}
      />
      <ConfirmDialog
        isOpen={asking !== null}
        title={move?.title ?? ""}
        confirmLabel={move?.confirm ?? ""}
        destructive={asking?.action === "cancel"}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const { subscription, action } = asking!;
          setAsking(null);
          void act(subscription, action);
        }}
      >
        {asking && move ? `${named(asking.subscription)} ${move.tells}` : null}
      </ConfirmDialog>
    </div>
  );
}
