import { useState } from "react";
import type { z } from "zod";
import type { donationListSchema } from "../../../domain/api/donations";
import { donationsApi } from "../../api/donations";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { EmptyState } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";
import { donationStateWords } from "./donationStateWords";
import { MonthlyGiftsList } from "./MonthlyGiftsList";
import { orderMoney } from "./OrdersTab";

const PAGE_SIZE = 50;

type Donation = z.output<typeof donationListSchema>["donations"][number];

const COLUMNS: DataColumn<Donation>[] = [
  { id: "date", header: "Date", cell: (gift) => new Date(gift.createdAt).toLocaleDateString() },
  { id: "donor", header: "Donor", cell: (gift) => `${gift.name} (${gift.email})` },
  {
    id: "gift",
    header: "Gift",
    cell: (gift) =>
      `${orderMoney(gift.amountCents, gift.currency)}${gift.frequency === "monthly" ? " monthly" : ""}${gift.feeCents > 0 ? ` + ${orderMoney(gift.feeCents, gift.currency)} fees` : ""}`,
  },
  { id: "fund", header: "Fund", cell: (gift) => gift.fund || "General" },
  { id: "status", header: "State", cell: (gift) => donationStateWords(gift.status) },
];

/**
 * The donors' monthly gifts (with Stop for those who may handle orders), then the gifts given
 * through the site's donate pages, newest first, with every gift downloadable as a CSV file.
 */
export function DonationsTab({ canWrite }: { canWrite: boolean }) {
  const [offset, setOffset] = useState(0);
  const gifts = useLoad(() => donationsApi.list(PAGE_SIZE, offset), [offset]);
  return (
    <>
      <MonthlyGiftsList canWrite={canWrite} />
      <h2 className="section-title">Gifts</h2>
      <div className="row">
        <a className="btn" href={donationsApi.csvHref} download>
          Download all as CSV
        </a>
      </div>
      <DataTable
        caption="Donations"
        stacksOnPhone
        columns={COLUMNS}
        rows={gifts.status === "ready" ? gifts.data.donations : gifts}
        rowKey={(gift) => gift.id}
        empty={<EmptyState title="No donations yet">Gifts appear here once visitors give through a donation block.</EmptyState>}
        paging={gifts.status === "ready" ? { total: gifts.data.total, offset, limit: PAGE_SIZE, onOffset: setOffset } : undefined}
      />
    </>
  );
}
