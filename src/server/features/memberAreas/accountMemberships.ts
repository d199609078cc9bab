import type { Db } from "../../../db/database";
import { MEMBERSHIP_STATUS, memberPlansOfJson } from "../../../domain/commerce/memberAreas";
import { membershipStatusIn } from "../../../domain/translations/accountWords";
import { memberPriceWords } from "../../../domain/translations/memberPriceWords";
import type { StoreTexts } from "../../../domain/translations/storeTexts";
import { memberAreasRepository } from "./memberAreasRepository";
import { membershipPrice } from "./memberAreaPresenter";
import { isOpen } from "./memberAreas";

/** A membership as the account page lists it. */
export interface AccountMembership {
  id: string;
  areaName: string;
  planName: string;
  price: string;
  /** "Active", or why it does not open its area. */
  statusLabel: string;
  joinedAt: string | null;
}

/**
 * A customer's memberships for their account page, newest first: those they joined or tried to
 * (a declined payment shows as such). A recurring plan whose subscription was paused or
 * cancelled, or whose last paid period ended, reads "Ended"; the subscription itself is in the
 * subscriptions section. Prices and states are in the page's language (`texts`).
 */
export async function accountMemberships(db: Db, websiteId: string, siteUserId: string, now: Date, texts: StoreTexts): Promise<AccountMembership[]> {
  const memberships = await memberAreasRepository.ofCustomer(db, websiteId, siteUserId);
  const areas = new Map((await memberAreasRepository.listOfSite(db, websiteId)).map((area) => [area.id, area]));
  const shown: AccountMembership[] = [];
  for (const membership of memberships) {
    const area = areas.get(membership.memberAreaId);
    if (!area || membership.status === MEMBERSHIP_STATUS.PENDING) continue;
    const open = await isOpen(db, membership, now);
    const status = membership.status === MEMBERSHIP_STATUS.ACTIVE && !open ? MEMBERSHIP_STATUS.ENDED : membership.status;
    shown.push({
      id: membership.id,
      areaName: area.name,
      planName: membership.planName,
      price: membershipPrice(membership, memberPlansOfJson(area.plansJson), memberPriceWords(texts)),
      statusLabel: membershipStatusIn(texts, status),
      joinedAt: membership.joinedAt,
    });
  }
  return shown;
}
