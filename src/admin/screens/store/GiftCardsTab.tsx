import { useState } from "react";
import type { z } from "zod";
import type { giftCardListSchema } from "../../../domain/api/store";
import { storeApi } from "../../api/store";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { EmptyState } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";
import { orderMoney } from "./OrdersTab";

const PAGE_SIZE = 50;

type GiftCard = z.output<typeof giftCardListSchema>["giftCards"][number];

/** The words of a ledger row's reason. */
const REASON_LABEL: Record<string, string> = {
  issued: "Bought",
  spent: "Spent on an order",
  released: "Payment failed, given back",
  refunded: "Refunded to the card",
};

const COLUMNS: DataColumn<GiftCard>[] = [
  { id: "code", header: "Code", className: "mono", cell: (card) => card.maskedCode },
  { id: "recipient", header: "Recipient", cell: (card) => `${card.recipientName} (${card.recipientEmail})` },
  { id: "from", header: "From", cell: (card) => card.senderName },
  { id: "balance", header: "Balance", cell: (card) => `${orderMoney(card.balanceCents, card.currency)} of ${orderMoney(card.initialCents, card.currency)}` },
  {
    id: "history",
    header: "History",
    cell: (card) => (
      <ul className="gift-card-history">
        {card.ledger.map((row, index) => (
          <li key={index}>
            {new Date(row.createdAt).toLocaleDateString()}: {REASON_LABEL[row.reason] ?? row.reason}, {row.amountCents > 0 ? "+" : "−"}
            {orderMoney(Math.abs(row.amountCents), card.currency)} (order #{row.orderId.slice(-8).toUpperCase()})
          </li>
        ))}
      </ul>
    ),
  },
];

/** The gift cards customers bought, newest first: the code shown only by its last 4 characters, the balance, the recipient and each change of the balance. */
export function GiftCardsTab() {
  const [offset, setOffset] = useState(0);
  const cards = useLoad(() => storeApi.giftCards(PAGE_SIZE, offset), [offset]);
  return (
    <DataTable
      caption="Gift cards"
      stacksOnPhone
      columns={COLUMNS}
      rows={cards.status === "ready" ? cards.data.giftCards : cards}
      rowKey={(card) => card.id}
      empty={<EmptyState title="No gift cards yet">Gift cards appear here once customers buy them.</EmptyState>}
      paging={cards.status === "ready" ? { total: cards.data.total, offset, limit: PAGE_SIZE, onOffset: setOffset } : undefined}
    />
  );
}
