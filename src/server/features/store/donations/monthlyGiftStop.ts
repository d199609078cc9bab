import type { Db } from "../../../../db/database";
import type { StoreDonationPlanRow } from "../../../../db/donationRows";
import { MONTHLY_GIFT_MESSAGES } from "../../../../domain/api/donations";
import { conflict, notFound } from "../../../../domain/errors";
import type { Clock } from "../../../clock";
import type { MailService } from "../../mail/mailService";
import type { Website } from "../../sites/websiteRecord";
import { mailSiteOf } from "../mailLook";
import { donationMailLanguage } from "./donationLanguage";
import { monthlyGiftStoppedMail } from "./donationMail";
import { donationsRepository, PLAN_STOPPED_BY } from "./donationsRepository";

/** What stopping a monthly gift is handed, by name. */
export interface MonthlyGiftStopCollaborators {
  db: Db;
  clock: Clock;
  mail: MailService;
}

/**
 * The site's owner stops a donor's monthly gift: no month is charged after it, a month being
 * tried again is not tried any more, and the donor is mailed (through the outbox, in the same
 * transaction). Claimed by the conditional update of an active plan, so of any number of stops at
 * once one stops it and mails; the others are refused as stopped before.
 */
export async function stopMonthlyGiftByOwner(collaborators: MonthlyGiftStopCollaborators, website: Website, planId: string): Promise<StoreDonationPlanRow> {
  const { db, clock, mail } = collaborators;
  const plan = await donationsRepository.findPlan(db, website.id, planId);
  if (!plan) throw notFound(MONTHLY_GIFT_MESSAGES.notFound);
  const stamp = clock.now().toISOString();
  const language = await donationMailLanguage(db, website.id, plan.locale);
  const stopped = await db.transaction().execute(async (trx) => {
    if (!(await donationsRepository.stopPlan(trx, { websiteId: website.id, id: plan.id }, PLAN_STOPPED_BY.OWNER, stamp))) return false;
    await mail.enqueue(trx, monthlyGiftStoppedMail(plan, mailSiteOf(website), { by: "owner" }, language));
    return true;
  });
  if (!stopped) throw conflict(MONTHLY_GIFT_MESSAGES.stoppedBefore);
  mail.deliverSoon();
  return (await donationsRepository.findPlan(db, website.id, plan.id))!;
}
