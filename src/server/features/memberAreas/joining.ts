import type { Db } from "../../../db/database";
import type { MembershipRow } from "../../../db/memberAreaRows";
import { MEMBER_AREA_RULES } from "../../../domain/commerce/memberAreaRules";
import { MEMBERSHIP_STATUS, memberPlansOfJson, subscriptionPlanOf, type MemberPlan } from "../../../domain/commerce/memberAreas";
import { readStoreSettings } from "../../../domain/commerce/storeSettings";
import { conflict, invalid, notFound } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { isoNow, type Clock } from "../../clock";
import type { Website } from "../sites/websiteRecord";
import type { PaymentDetails, PaymentProvider } from "../store/payments/paymentProvider";
import { memberAreasRepository } from "./memberAreasRepository";
import { startMemberSubscription, type SavedCard } from "./memberSubscription";

/** How a joining moves: its state and payment, and while it waits for a confirmation, the card a recurring plan saved. */
type MembershipChange = Pick<MembershipRow, "status" | "paymentReference" | "subscriptionId"> &
  Pick<Partial<MembershipRow>, "savedMethodReference" | "savedCustomerReference" | "savedMethodLabel">;

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
 * recurring plan saves the card with the provider, charges the first period (asking the card's
 * confirmation the same way, access only once it is confirmed) and starts a subscription that the
 * renewals charge every billing period without the member (cancelled or paused from the account
 * page, it ends the access). A joining left waiting is swept (joiningSweep.ts). A payment of the wrong kind for the site's provider (card
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
    savedMethodReference: null,
    savedCustomerReference: null,
    savedMethodLabel: null,
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

async function settle(db: Db, clock: Clock, membership: MembershipRow, change: MembershipChange): Promise<MembershipRow> {
  const now = isoNow(clock);
  const joinedAt = change.status === MEMBERSHIP_STATUS.ACTIVE ? now : null;
  await memberAreasRepository.settle(db, membership.id, { ...change, joinedAt, updatedAt: now });
  return { ...membership, ...change, joinedAt, updatedAt: now };
}

/**
 * Charges a claimed paid joining (saving the card first for a recurring plan) and settles it, or
 * leaves it pending with the payment's reference (and a recurring plan's saved card) while the
 * card's extra confirmation is asked: a recurring plan's first payment asks it as a one-time
 * plan's does, and also allows the later periods' charges made without the member.
 */
async function pay(db: Db, clock: Clock, payments: PaymentProvider, membership: MembershipRow, plan: MemberPlan, request: JoinRequest): Promise<Joined> {
  const keyStem = `member-${membership.id}-${membership.updatedAt}`;
  const recurring = subscriptionPlanOf(plan);
  let payment: PaymentDetails = request.payment!;
  let saved: SavedCard | null = null;
  if (recurring) {
    const result = await payments.saveMethod({
      websiteId: membership.websiteId,
      email: membership.email,
      payment: request.payment!,
      idempotencyKey: `${keyStem}-save`,
      confirmAtFirstPayment: true,
    });
    if (result.outcome === "declined") return refuse(db, clock, membership, null, result.message);
    saved = { methodReference: result.methodReference, customerReference: result.customerReference, label: result.label };
    payment = {
      kind: "saved",
      methodReference: result.methodReference,
      customerReference: result.customerReference,
      offSession: false,
      setsUpLaterCharges: true,
    };
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
  if (charged.outcome === "requires_action") {
    const waiting = await settle(db, clock, membership, {
      status: MEMBERSHIP_STATUS.PENDING,
      paymentReference: charged.reference,
      subscriptionId: null,
      savedMethodReference: saved?.methodReference ?? null,
      savedCustomerReference: saved?.customerReference ?? null,
      savedMethodLabel: saved?.label ?? null,
    });
    return { membership: waiting, confirmAt: charged.actionUrl };
  }
  const subscriptionId = recurring && saved ? await startMemberSubscription(db, membership, recurring, saved, payments.name, isoNow(clock)) : null;
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
