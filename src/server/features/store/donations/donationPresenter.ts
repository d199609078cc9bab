import type { z } from "zod";
import type { StoreDonationPlanRow, StoreDonationRow } from "../../../../db/donationRows";
import { MONTHLY_GIFT_STOPPED_BY, type donationSchema, type monthlyGiftSchema } from "../../../../domain/api/donations";

/** A gift as the owner's list, its CSV file and the donor's account show it: the allow-listed fields of the contract. */
export function presentDonation(row: StoreDonationRow): z.output<typeof donationSchema> {
  return {
    id: row.id,
    createdAt: row.createdAt,
    name: row.name,
    email: row.email,
    amountCents: Number(row.amountCents),
    feeCents: Number(row.feeCents),
    totalCents: Number(row.totalCents),
    currency: row.currency,
    fund: row.fund,
    frequency: row.frequency === "monthly" ? "monthly" : "once",
    status: row.status,
    donatePageId: row.donatePageId,
  };
}

/** A monthly gift as the owner's list shows it: the allow-listed fields of the contract (never its saved method's references). */
export function presentMonthlyGift(row: StoreDonationPlanRow): z.output<typeof monthlyGiftSchema> {
  const active = row.status === "active";
  const stoppedBy = MONTHLY_GIFT_STOPPED_BY.find((by) => by === row.stoppedBy) ?? null;
  return {
    id: row.id,
    createdAt: row.createdAt,
    name: row.name,
    email: row.email,
    amountCents: Number(row.amountCents),
    feeCents: Number(row.feeCents),
    currency: row.currency,
    fund: row.fund,
    methodLabel: row.methodLabel,
    status: active ? "active" : "cancelled",
    stoppedBy: active ? null : stoppedBy,
    nextChargeAt: active ? row.nextChargeAt : null,
  };
}
