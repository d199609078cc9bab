import type { Db } from "../../../db/database";
import type { MemberAreaRow, MembershipRow } from "../../../db/memberAreaRows";
import { MEMBERSHIP_STATUS, memberPlanPriceText, memberPlansOfJson } from "../../../domain/commerce/memberAreas";
import { readStoreSettings } from "../../../domain/commerce/storeSettings";
import { periodStart, SUBSCRIPTION_STATUS, type BillingUnit } from "../../../domain/commerce/subscriptionPlan";
import { isCurrencyCode } from "../../../domain/currencies";
import { formatMoney } from "../../../domain/money";
import { languagePath } from "../../../domain/translations/languagePaths";
import { memberPriceWords } from "../../../domain/translations/memberPriceWords";
import { PRIMARY_STORE_TEXTS, type StoreTexts } from "../../../domain/translations/storeTexts";
import type { MemberOffer } from "../../../site/render/pages/MemberPages";
import type { Website } from "../sites/websiteRecord";
import { subscriptionsRepository } from "../store/subscriptions/subscriptionsRepository";
import { joinMemberArea, type Customer, type Joined, type JoiningCollaborators, type JoinRequest } from "./joining";
import { memberAreasRepository } from "./memberAreasRepository";
import { MEMBER_AREA_PATHS } from "./memberAreaPaths";

/** Subscription states that keep a recurring membership open: paid, or a renewal being tried again. */
const OPEN_SUBSCRIPTION: readonly string[] = [SUBSCRIPTION_STATUS.ACTIVE, SUBSCRIPTION_STATUS.PAST_DUE];

/**
 * What a visitor may see of a page of the member areas: all of it (a member), or a preview of
 * its first sections with the offer to join (the area's plans). A page of the navigation that no
 * area opens has no offer and no preview.
 */
export type MemberAccess = { kind: "member" } | { kind: "outside"; previewSections: number; offer: MemberOffer | null };

/** A member page in the site's primary language. */
const PRIMARY_LANGUAGE: MemberPageLanguage = { pathPrefix: "", texts: PRIMARY_STORE_TEXTS };

/** A site's money in its store's currency. */
export function moneyOf(website: Website): (cents: number) => string {
  const currency = readStoreSettings(website.storeSettings).currency;
  return (cents) => (isCurrencyCode(currency) ? formatMoney(cents, currency) : String(cents));
}

/** The language a member page is read in: its prefix ("" for the primary language) and the store's words in it. */
export interface MemberPageLanguage {
  pathPrefix: string;
  texts: StoreTexts;
}

/** The offer to join an area as visitors read it, its prices and join links in the page's language. */
function offerOf(website: Website, area: MemberAreaRow, language: MemberPageLanguage): MemberOffer {
  const money = moneyOf(website);
  const words = memberPriceWords(language.texts);
  return {
    name: area.name,
    plans: memberPlansOfJson(area.plansJson).map((plan) => ({
      id: plan.id,
      name: plan.name,
      price: memberPlanPriceText(plan, money, words),
      joinHref: languagePath(language.pathPrefix, MEMBER_AREA_PATHS.join(area.id, plan.id)),
    })),
  };
}

/**
 * Whether a membership opens its area at `now`: active, and for a recurring plan, its
 * subscription not paused or cancelled. A plan of a fixed number of payments opens until the
 * last period paid for ends, also once its subscription is completed.
 */
export async function isOpen(db: Db, membership: MembershipRow | undefined, now: Date): Promise<boolean> {
  if (!membership || membership.status !== MEMBERSHIP_STATUS.ACTIVE) return false;
  if (!membership.subscriptionId) return true;
  const subscription = await subscriptionsRepository.find(db, membership.websiteId, membership.subscriptionId);
  if (!subscription) return false;
  if (subscription.numBillingCycles === 0) return OPEN_SUBSCRIPTION.includes(subscription.status);
  if (![...OPEN_SUBSCRIPTION, SUBSCRIPTION_STATUS.COMPLETED].includes(subscription.status)) return false;
  const period = { value: subscription.periodValue, unit: subscription.periodUnit as BillingUnit };
  return now < periodStart(new Date(subscription.startedAt), period, subscription.numBillingCycles + 1);
}

/** Member areas on every site: who may see their pages, and joining them (paywall products, product type 5). */
export class MemberAreas {
  constructor(private readonly collaborators: JoiningCollaborators) {}

  /** The area that opens a page, if any. */
  async areaOfPage(websiteId: string, collectionId: string): Promise<MemberAreaRow | undefined> {
    const areas = await memberAreasRepository.listOfSite(this.collaborators.db, websiteId);
    return areas.find((area) => (JSON.parse(area.pageIdsJson) as string[]).includes(collectionId));
  }

  /** What a customer (or a visitor who is not signed in) may see of a page of the member areas, the offer in the page's language (the primary one unless given). */
  async accessTo(website: Website, collectionId: string, customer: Customer | null, language: MemberPageLanguage = PRIMARY_LANGUAGE): Promise<MemberAccess> {
    const area = await this.areaOfPage(website.id, collectionId);
    if (!area) return { kind: "outside", previewSections: 0, offer: null };
    const { db, clock } = this.collaborators;
    if (customer && (await isOpen(db, await memberAreasRepository.membership(db, area.id, customer.id), clock.now()))) return { kind: "member" };
    return { kind: "outside", previewSections: area.previewSections, offer: offerOf(website, area, language) };
  }

  /** Joins a signed-in customer to an area on one of its plans (joining.ts). */
  join(website: Website, customer: Customer, request: JoinRequest): Promise<Joined> {
    return joinMemberArea(this.collaborators, website, customer, request);
  }

  /** Whether a customer's membership opens its area now. */
  isOpen(membership: MembershipRow | undefined): Promise<boolean> {
    return isOpen(this.collaborators.db, membership, this.collaborators.clock.now());
  }
}
