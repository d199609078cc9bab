import type { Db } from "../../../db/database";
import type { MembershipRow } from "../../../db/memberAreaRows";
import { MEMBER_AREA_RULES, MEMBERSHIP_STATUS, memberPlansOfJson, subscriptionPlanOf, type MemberPlan } from "../../../domain/commerce/memberAreas";
import { readStoreSettings } from "../../../domain/commerce/storeSettings";
import { periodStart, SUBSCRIPTION_STATUS } from "../../../domain/commerce/subscriptionPlan";
import { conflict, invalid, notFound } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { isoNow, type Clock } from "../../clock";
import type { Website } from "../sites/websiteRecord";
import type { PaymentDetails, PaymentProvider } from "../store/payments/paymentProvider";
import { subscriptionsRepository } from "../store/subscriptions/subscriptionsRepository";
import { memberAreasRepository } from "./memberAreasRepository";

/** Words of a recurring plan's payment that wanted a confirmation step: its renewals are charged without the member, who could not confirm them. */
const NEEDS_CONFIRMATION = "This card asks for an extra confirmation, which a plan paid every period cannot take. Please use another card.";

/** The signed-in customer account that joins (siteUsers' SiteUser). */
export interface Customer {
  id: string;
  email: string;
}

/** What joining is handed, by name. */
export interface JoiningCollaborators {
  db: Db;
  clock: Clock;
  /** The provider that takes the site's payments (StoreService.paymentsOfSite). */
  paymentsOf: (website: Website) => Promise<PaymentProvider>;
}

/** What a customer sends to join: the plan, and for a paid one the card or Stripe's payment method. */
export interface JoinRequest {
  memberAreaId: string;
  planId: string;
  payment: Extract<PaymentDetails, { kind: "card" | "paymentMethod" }> | null;
  /** Where the member comes back to after an extra confirmation at the provider, given the membership's id. */
  returnUrl: (membershipId: string) => string;
}

/** A joining's end: the membership, and the provider's confirmation step to open first when the card asks for one. */
export interface Joined {
  membership: MembershipRow;
  confirmAt: string | null;
}

/** Claims the joining: a new pending membership, or the refusal saying why there is nothing to pay. */
async function claim(db: Db, row: MembershipRow): Promise<MembershipRow> {
  const claimed = await memberAreasRepository.claimJoining(db, row);
  if (claimed) return claimed;
  const held = await memberAreasRepository.membership(db, row.memberAreaId, row.siteUserId);
  throw held?.status === MEMBERSHIP_STATUS.ACTIVE ? conflict(MEMBER_AREA_RULES.alreadyMember) : conflict(MEMBER_AREA_RULES.joining);
}

/**
 * Joins a signed-in customer to a member area on one of its plans. The membership (unique per
 * area and customer) is claimed first, as pending: of two requests at once only one claims it,
 * and only that one charges, so a one-time plan is charged once. A free plan is active at once;
 * a one-time plan is charged once with the card sent (a card asking for an extra confirmation
 * leaves the joining pending with the payment's reference, and the member goes to the provider's
 * confirmation step; the provider's signed confirmation settles it: joiningConfirmations.ts); a
 * recurring plan saves the card with the provider, charges the first period and starts a
 * subscription that the renewals charge every billing period (cancelled or paused from the
 * account page, it ends the access). A payment of the wrong kind for the site's provider (card
 * numbers on a site paying through Stripe) is refused before anything is claimed. A refused
 * payment marks the membership declined, which a later try claims again. No fee is added.
 */
export async function joinMemberArea({ db, clock, paymentsOf }: JoiningCollaborators, website: Website, user: Customer, request: JoinRequest): Promise<Joined> {
  const area = await memberAreasRepository.find(db, website.id, request.memberAreaId);
  if (!area) throw notFound(MEMBER_AREA_RULES.notFound);
  const plan = memberPlansOfJson(area.plansJson).find((p) => p.id === request.planId);
  if (!plan) throw notFound(MEMBER_AREA_RULES.planNotFound);
  const payments = plan.kind === "free" ? null : await paymentsOf(website);
  if (payments && request.payment?.kind !== payments.collects)
    throw invalid(payments.collects === "paymentMethod" && request.payment ? MEMBER_AREA_RULES.cardNotTaken : MEMBER_AREA_RULES.cardDetails);
  const now = isoNow(clock);
  const membership = await claim(db, {
    id: newId(),
    websiteId: website.id,
    memberAreaId: area.id,
    siteUserId: user.id,
    email: user.email,
    planId: plan.id,
    planName: plan.name,
    planKind: plan.kind,
    amountCents: plan.priceCents,
    currency: readStoreSettings(website.storeSettings).currency,
    status: MEMBERSHIP_STATUS.PENDING,
    paymentReference: null,
    subscriptionId: null,
    joinedAt: null,
    createdAt: now,
    updatedAt: now,
  });
  if (!payments || !request.payment) {
    return {
      membership: await settle(db, clock, membership, { status: MEMBERSHIP_STATUS.ACTIVE, paymentReference: null, subscriptionId: null }),
      confirmAt: null,
    };
  }
  return pay(db, clock, payments, membership, plan, request);
}

async function settle(
  db: Db,
  clock: Clock,
  membership: MembershipRow,
  change: Pick<MembershipRow, "status" | "paymentReference" | "subscriptionId">,
): Promise<MembershipRow> {
  const now = isoNow(clock);
  const joinedAt = change.status === MEMBERSHIP_STATUS.ACTIVE ? now : null;
  await memberAreasRepository.settle(db, membership.id, { ...change, joinedAt, updatedAt: now });
  return { ...membership, ...change, joinedAt, updatedAt: now };
}

/** Charges a claimed paid joining (saving the card first for a recurring plan) and settles it, or leaves it waiting for the card's confirmation. */
async function pay(db: Db, clock: Clock, payments: PaymentProvider, membership: MembershipRow, plan: MemberPlan, request: JoinRequest): Promise<Joined> {
  const keyStem = `member-${membership.id}-${membership.updatedAt}`;
  const recurring = subscriptionPlanOf(plan);
  let payment: PaymentDetails = request.payment!;
  let saved: { methodReference: string; customerReference: string | null; label: string } | null = null;
  if (recurring) {
    const result = await payments.saveMethod({
      websiteId: membership.websiteId,
      email: membership.email,
      payment: request.payment!,
      idempotencyKey: `${keyStem}-save`,
    });
    if (result.outcome === "declined") return refuse(db, clock, membership, null, result.message);
    saved = result;
    payment = { kind: "saved", methodReference: result.methodReference, customerReference: result.customerReference, offSession: false };
  }
  const charged = await payments.charge({
    orderId: membership.id,
    websiteId: membership.websiteId,
    amountCents: plan.priceCents,
    currency: membership.currency,
    email: membership.email,
    payment,
    idempotencyKey: `${keyStem}-charge`,
    returnUrl: request.returnUrl(membership.id),
  });
  if (charged.outcome === "declined") return refuse(db, clock, membership, charged.reference, charged.message);
  if (charged.outcome === "requires_action" && recurring) return refuse(db, clock, membership, charged.reference, NEEDS_CONFIRMATION);
  if (charged.outcome === "requires_action") {
    const waiting = await settle(db, clock, membership, { status: MEMBERSHIP_STATUS.PENDING, paymentReference: charged.reference, subscriptionId: null });
    return { membership: waiting, confirmAt: charged.actionUrl };
  }
  let subscriptionId: string | null = null;
  if (recurring && saved) {
    const now = isoNow(clock);
    subscriptionId = newId();
    await subscriptionsRepository.insertOnce(db, {
      id: subscriptionId,
      websiteId: membership.websiteId,
      orderId: membership.id,
      productId: membership.memberAreaId,
      variantId: `${plan.id}-${membership.updatedAt}`,
      productName: plan.name,
      quantity: 1,
      amountCents: plan.priceCents,
      currency: membership.currency,
      periodValue: recurring.billingPeriod.value,
      periodUnit: recurring.billingPeriod.unit,
      numBillingCycles: recurring.numBillingCycles,
      paidPeriods: 1,
      status: recurring.numBillingCycles === 1 ? SUBSCRIPTION_STATUS.COMPLETED : SUBSCRIPTION_STATUS.ACTIVE,
      email: membership.email,
      siteUserId: membership.siteUserId,
      provider: payments.name,
      methodReference: saved.methodReference,
      customerReference: saved.customerReference,
      methodLabel: saved.label,
      startedAt: now,
      nextPeriod: 2,
      nextChargeAt: recurring.numBillingCycles === 1 ? null : periodStart(new Date(now), recurring.billingPeriod, 2).toISOString(),
      pausedAt: null,
      cancelledAt: null,
      createdAt: now,
      updatedAt: now,
    });
  }
  return {
    membership: await settle(db, clock, membership, { status: MEMBERSHIP_STATUS.ACTIVE, paymentReference: charged.reference, subscriptionId }),
    confirmAt: null,
  };
}

/** Marks a refused joining declined (so it may be tried again) and refuses in the provider's words. */
async function refuse(db: Db, clock: Clock, membership: MembershipRow, reference: string | null, message: string): Promise<never> {
  await settle(db, clock, membership, { status: MEMBERSHIP_STATUS.DECLINED, paymentReference: reference, subscriptionId: null });
  throw invalid(message);
}
