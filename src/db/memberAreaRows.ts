/** Row types of the member area tables (migrations 1320 and 1396). */

/** A member area: a paywall product opening pages of the `_memberareas` navigation to its members. */
export interface MemberAreaRow {
  id: string;
  websiteId: string;
  name: string;
  /** JSON list of the collection ids the area opens. */
  pageIdsJson: string;
  /** How many of a page's sections visitors without access see. */
  previewSections: number;
  /** JSON list of the area's pricing plans (domain/commerce/memberAreas.ts). */
  plansJson: string;
  createdAt: string;
  updatedAt: string;
}

/** One customer's membership of one area (unique per area and customer). */
export interface MembershipRow {
  id: string;
  websiteId: string;
  memberAreaId: string;
  siteUserId: string;
  email: string;
  planId: string;
  planName: string;
  planKind: string;
  amountCents: number;
  currency: string;
  /** pending, active, declined or ended (MEMBERSHIP_STATUS). */
  status: string;
  /** The provider's reference of the joining payment; null for a free plan. */
  paymentReference: string | null;
  /** The subscription that charges a recurring plan's next periods. */
  subscriptionId: string | null;
  joinedAt: string | null;
  /** The card a recurring plan's first payment saved while it waits for the member's confirmation (migration 1396); null otherwise. */
  savedMethodReference?: string | null;
  savedCustomerReference?: string | null;
  savedMethodLabel?: string | null;
  createdAt: string;
  updatedAt: string;
}
