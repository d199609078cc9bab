import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { systemClock } from "../../clock";
import { LocalSiteChangeBus } from "../../redis/siteChangeBus";
import { onePageSite } from "../../testing/siteFiles";
import { seedSite } from "../../testing/testServer";
import { SiteChanges } from "./siteChanges";

describeEachDatabase("site changes", (database) => {
  const versionOf = async (websiteId: string) =>
    (await database().db.selectFrom("websites").select("version").where("id", "=", websiteId).executeTakeFirstOrThrow()).version;

  it("give changes recorded while a bump is under way one shared bump after it, and every later change a bump of its own", async () => {
    const websiteId = await seedSite(database(), onePageSite(`changes-${newId().slice(0, 8)}`, []));
    const bus = new LocalSiteChangeBus();
    const told: string[] = [];
    bus.subscribe((changed, scope) => told.push(`${changed} ${scope}`));
    const changes = new SiteChanges(database().db, systemClock, bus);
    const before = await versionOf(websiteId);

    const first = changes.changed(websiteId);
    const meanwhile = [changes.changed(websiteId), changes.changed(websiteId), changes.changed(websiteId)];
    expect(meanwhile[1]).toBe(meanwhile[0]);
    await Promise.all([first, ...meanwhile]);
    expect(await versionOf(websiteId)).toBe(before + 2);
    expect(told).toEqual([`${websiteId} site`, `${websiteId} site`]);

    await changes.changed(websiteId);
    expect(await versionOf(websiteId)).toBe(before + 3);
    expect(told).toHaveLength(3);
  });

  it("bump only the stock version for a stock line's change, and tell the nodes it is one", async () => {
    const websiteId = await seedSite(database(), onePageSite(`stock-${newId().slice(0, 8)}`, []));
    const bus = new LocalSiteChangeBus();
    const told: string[] = [];
    bus.subscribe((changed, scope) => told.push(`${changed} ${scope}`));
    const changes = new SiteChanges(database().db, systemClock, bus);
    const versions = () => database().db.selectFrom("websites").select(["version", "stockVersion"]).where("id", "=", websiteId).executeTakeFirstOrThrow();
    const before = await versions();

    await Promise.all([changes.stockShownChanged(websiteId), changes.changed(websiteId)]);
    expect(await versions()).toEqual({ version: before.version + 1, stockVersion: before.stockVersion + 1 });
    expect(told.sort()).toEqual([`${websiteId} site`, `${websiteId} stock`]);
  });
});
