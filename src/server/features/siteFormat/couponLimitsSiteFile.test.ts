import { expect, test } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import type { Coupon } from "../../../domain/commerce/storeSettings";
import { newId } from "../../../domain/ids";
import { systemClock } from "../../clock";
import { newTestStoreIds, storeSite } from "../../testing/storeSites";
import { seedSite } from "../../testing/testServer";
import { couponUsesRepository } from "../store/couponUsesRepository";
import { exportSite, importSite } from "./siteFile";

describeOnEveryEngine("coupon limits in the site file", (database) => {
  test("the site file carries each coupon's limits, never its uses, and export, import, export gives identical bytes", async () => {
    const identifier = `coupon-file-${newId().slice(0, 8)}`;
    const coupons: Coupon[] = [
      { code: "ONCE", kind: "percent", amount: 20, minimumSubtotalCents: 0, expiresAt: null, maxUses: 1, maxUsesPerCustomer: null },
      { code: "TwicePerCustomer", kind: "fixed", amount: 300, minimumSubtotalCents: 0, expiresAt: null, maxUses: null, maxUsesPerCustomer: 2 },
    ];
    const websiteId = await seedSite(database(), storeSite(identifier, newTestStoreIds(), { stock: 10, settings: { coupons } }), {
      email: `owner@${identifier}.example`,
      password: "coupon file owner password",
    });
    const db = database().db;
    expect(await couponUsesRepository.claim(db, coupons, { websiteId, orderId: newId(), email: "ada@example.com", now: new Date().toISOString() })).toBeNull();

    const first = await exportSite(db, identifier);
    const carried = (JSON.parse(first) as { website: { storeSettings: { coupons: Record<string, unknown>[] } } }).website.storeSettings.coupons;
    expect(carried.find((c) => c.code === "ONCE")).toMatchObject({ maxUses: 1 });
    expect(carried.find((c) => c.code === "TwicePerCustomer")).toMatchObject({ maxUsesPerCustomer: 2 });
    expect(first).not.toMatch(/"uses"/);
    await importSite(db, systemClock, first);
    expect(await exportSite(db, identifier)).toBe(first);
  });
});
