import { useState } from "react";
import { Button } from "react-aria-components";
import type { z } from "zod";
import type { monthlyGiftListSchema } from "../../../domain/api/donations";
import { ApiError } from "../../api/client";
import { donationsApi } from "../../api/donations";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { actionsColumn } from "../../shell/ui/actionsColumn";
import { EmptyState, Notice } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";
import { orderMoney } from "./OrdersTab";

const PAGE_SIZE = 50;

type MonthlyGift = z.output<typeof monthlyGiftListSchema>["monthlyGifts"][number];

/** The words of a monthly gift's state, by who stopped it. */
const STATE: Record<NonNullable<MonthlyGift["stoppedBy"]> | "active", string> = {
  active: "Active",
  donor: "Stopped by the donor",
  owner: "Stopped by the site",
  payment: "Stopped: card declined 4 times",
};

/** Who gives what, in a sentence. */
const named = (gift: MonthlyGift) => `${gift.name}'s monthly gift of ${orderMoney(gift.amountCents, gift.currency)}`;

/**
 * The donors' monthly gifts, active ones first: donor, gift and fund, state, next gift and card,
 * with Stop for those who may handle orders (it asks first; the donor is mailed).
 */
export function MonthlyGiftsList({ canWrite }: { canWrite: boolean }) {
  const [offset, setOffset] = useState(0);
  const page = useLoad(() => donationsApi.monthlyGifts(PAGE_SIZE, offset), [offset]);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<MonthlyGift | null>(null);

  const stop = async (gift: MonthlyGift) => {
    setBusy(gift.id);
    try {
      await donationsApi.stopMonthlyGift(gift.id);
      setNotice({ tone: "success", text: `${named(gift)} is stopped. The donor was sent a mail saying so.` });
    } catch (error) {
      setNotice({ tone: "error", text: error instanceof ApiError ? error.message : "Unable to connect. Check your connection and try again." });
    } finally {
      setBusy(null);
      if (page.status === "ready") page.reload();
    }
  };

  const columns: DataColumn<MonthlyGift>[] = [
    { id: "donor", header: "Donor", cell: (gift) => `${gift.name} (${gift.email})` },
    {
      id: "gift",
      header: "Every month",
      cell: (gift) => `${orderMoney(gift.amountCents, gift.currency)}${gift.feeCents > 0 ? ` + ${orderMoney(gift.feeCents, gift.currency)} fees` : ""}`,
    },
    { id: "fund", header: "Fund", cell: (gift) => gift.fund || "General" },
    { id: "state", header: "State", cell: (gift) => STATE[gift.stoppedBy ?? "active"] },
    {
      id: "next",
      header: "Next gift",
      cell: (gift) => (gift.nextChargeAt ? new Date(gift.nextChargeAt).toLocaleDateString(undefined, { dateStyle: "medium" }) : "None"),
    },
    { id: "card", header: "Charged to", cell: (gift) => gift.methodLabel },
    actionsColumn((gift) =>
      canWrite && gift.status === "active" ? (
        <Button className="btn btn-danger" isDisabled={busy === gift.id} aria-label={`Stop ${named(gift)}`} onPress={() => setAsking(gift)}>
          Stop
        </Button>
      ) : null,
    ),
  ];

  return (
    <section className="stack" aria-labelledby="monthly-gifts-title">
      <h2 id="monthly-gifts-title" className="section-title">
        Monthly gifts
      </h2>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <DataTable
        caption="Monthly gifts"
        stacksOnPhone
        columns={columns}
        rows={page.status === "ready" ? page.data.monthlyGifts : page}
        rowKey={(gift) => gift.id}
        empty={<EmptyState title="No monthly gifts yet">Signed-in donors who choose Every month on a donate page appear here.</EmptyState>}
        paging={page.status === "ready" ? { total: page.data.total, offset, limit: PAGE_SIZE, onOffset: setOffset } : undefined}
      />
      <ConfirmDialog
        isOpen={asking !== null}
        title="Stop this monthly gift?"
        confirmLabel="Stop monthly gift"
        destructive
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const gift = asking!;
          setAsking(null);
          void stop(gift);
        }}
      >
        {asking
          ? `${named(asking)} is never charged again, and a month being tried again is not tried any more. The donor is sent a mail saying so, and would have to give again to restart it.`
          : null}
      </ConfirmDialog>
    </section>
  );
}
