import type { z } from "zod";
import type { MemberAreaRow, MembershipRow } from "../../../db/memberAreaRows";
import type { memberAreaSchema, memberSchema } from "../../../domain/api/memberAreas";
import { MEMBERSHIP_STATUS_LABEL, memberPlanPriceText, memberPlansOfJson, type MemberPlan, type MemberPriceWords } from "../../../domain/commerce/memberAreas";
import { isCurrencyCode } from "../../../domain/currencies";
import { PRODUCT_TYPE } from "../../../domain/enumerations/productTypes";
import { formatMoney } from "../../../domain/money";

/** The page ids an area opens, from its stored list. */
export function pageIdsOf(area: MemberAreaRow): string[] {
  return JSON.parse(area.pageIdsJson) as string[];
}

/** An area as the owner's screen reads it. */
export function presentMemberArea(area: MemberAreaRow, members: number): z.output<typeof memberAreaSchema> {
  return {
    id: area.id,
    productType: PRODUCT_TYPE.PAYWALL,
    name: area.name,
    pageIds: pageIdsOf(area),
    previewSections: area.previewSections,
    plans: memberPlansOfJson(area.plansJson),
    members,
  };
}

/** A membership's price as joined, in its own currency, in the words of its plan (the plan's period, if still offered), in the primary language or `words`. */
export function membershipPrice(membership: MembershipRow, plans: MemberPlan[], words?: MemberPriceWords): string {
  const cents = Number(membership.amountCents);
  const money = (amount: number) => (isCurrencyCode(membership.currency) ? formatMoney(amount, membership.currency) : String(amount));
  const plan = plans.find((p) => p.id === membership.planId);
  return plan ? memberPlanPriceText({ ...plan, priceCents: cents }, money, words) : money(cents);
}

/** A member as the owner's screen lists them. */
export function presentMember(membership: MembershipRow, plans: MemberPlan[]): z.output<typeof memberSchema> {
  return {
    id: membership.id,
    email: membership.email,
    planName: membership.planName,
    price: membershipPrice(membership, plans),
    status: membership.status,
    statusLabel: MEMBERSHIP_STATUS_LABEL[membership.status] ?? membership.status,
    joinedAt: membership.joinedAt,
  };
}
