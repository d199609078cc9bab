import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { systemClock } from "../../clock";
import { onePageSite } from "../../testing/siteFiles";
import { websitesRepository } from "../sites/websitesRepository";
import { exportSite, importSite } from "./siteFile";

/** A member pricing block as site files wrote it before migration 1370: each price with a free-text period. */
function oldMemberPricing(left: Record<string, unknown>, right: Record<string, unknown>) {
  const option = (price: Record<string, unknown>) => ({ free: false, amount: 9, joinLabel: "Join", joinUrl: "/join", ...price });
  return { id: newId(), type: "member-pricing", settings: { heading: "Become a member", currency: "USD", prices: [option(left), option(right)] } };
}

describeEachDatabase("an old site file's member prices with free-text periods", (database) => {
  it("reads the periods with the words migration 1370 used and imports them as billing periods", async () => {
    const { db } = database();
    const block = oldMemberPricing({ label: "Monthly", period: "per month" }, { label: "Fortnightly", amount: 20, period: "every 2 weeks for 8 weeks" });
    const other = oldMemberPricing({ label: "Reader", free: true, period: "monthly" }, { label: "Yearly", amount: 90, period: "Annually." });
    await importSite(db, systemClock, onePageSite("periods", [block, other]));

    const exported = await exportSite(db, "periods");
    expect(exported).not.toContain('"period"');
    const [first, second] = JSON.parse(exported).collections[0].layout.published.sections[0].blocks.map(
      (b: { settings: { prices: unknown[] } }) => b.settings.prices,
    );
    expect(first).toMatchObject([
      { label: "Monthly", billingPeriod: { value: 1, unit: "month" }, numBillingCycles: 0 },
      { label: "Fortnightly", billingPeriod: { value: 2, unit: "week" }, numBillingCycles: 4 },
    ]);
    expect(second).toMatchObject([
      { label: "Reader", free: true, billingPeriod: null, numBillingCycles: 0 },
      { label: "Yearly", billingPeriod: { value: 1, unit: "year" }, numBillingCycles: 0 },
    ]);
  });

  it("refuses words that cannot be read, naming the price, and writes nothing", async () => {
    const { db } = database();
    const block = oldMemberPricing({ label: "Monthly", period: "per month" }, { label: "Gold", period: "billed whenever" });
    await expect(importSite(db, systemClock, onePageSite("unread", [block]))).rejects.toThrow(
      'collections[0].layout.draft.blocks[0].settings.prices[1].period: The member price "Gold" is charged "billed whenever", which cannot be read as a billing period. Write it as "per month", "every 2 weeks" or "per year", with "for 6 months" after it for a number of payments.',
    );
    expect(await websitesRepository.findByIdentifier(db, "unread")).toBeNull();
  });

  it("refuses a number of payments that is not a whole number of periods, naming an unlabelled price by its place", async () => {
    const { db } = database();
    const block = oldMemberPricing({ label: "", period: "per month for 2 years" }, { label: "Yearly", period: "per year" });
    await expect(importSite(db, systemClock, onePageSite("duration", [block]))).rejects.toThrow(
      'collections[0].layout.draft.blocks[0].settings.prices[0].period: The member price number 1 is charged "per month for 2 years", which cannot be read as a billing period.',
    );
  });
});
