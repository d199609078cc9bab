import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../../db/testing/describeEachDatabase";
import { ORDER_STATUS } from "../../../../domain/commerce/orderStatus";
import { newId } from "../../../../domain/ids";
import type { Clock } from "../../../clock";
import { startSmtpCatcher, type SmtpCatcher } from "../../../testing/smtpCatcher";
import { emptyOrder, newTestStoreIds, storeSite, type TestStoreIds } from "../../../testing/storeSites";
import { createTestServer, seedSite, type TestServer } from "../../../testing/testServer";

const DAY = 24 * 60 * 60_000;
const START = Date.parse("2026-11-01T09:00:00.000Z");

/** A fulfilled order of the coffee and the mug, fulfilled at `fulfilledAt`. */
async function fulfilledOrder(server: TestServer, websiteId: string, ids: TestStoreIds, email: string, fulfilledAt: number): Promise<string> {
  const id = newId();
  const at = new Date(fulfilledAt).toISOString();
  const lines = [
    {
      variantId: ids.blendVariant,
      productId: ids.blend,
      productType: "PHYSICAL",
      name: "Harbor Blend",
      sku: "",
      optionValues: [],
      quantity: 1,
      unitPriceCents: 1800,
      lineTotalCents: 1800,
    },
    {
      variantId: ids.mugSmall,
      productId: ids.mug,
      productType: "PHYSICAL",
      name: "Enamel Mug",
      sku: "",
      optionValues: [],
      quantity: 1,
      unitPriceCents: 1900,
      lineTotalCents: 1900,
    },
  ];
  await server.services.db
    .insertInto("storeOrders")
    .values({
      ...emptyOrder(id, websiteId, at),
      email,
      status: ORDER_STATUS.FULFILLED,
      fulfilledAt: at,
      paidAt: at,
      linesJson: JSON.stringify(lines),
      baseUrl: "https://shop.example",
    })
    .execute();
  return id;
}

describeOnEveryEngine("review request mails across nodes", (database) => {
  let smtp: SmtpCatcher;
  let nodes: TestServer[];
  let now = START;
  const clock: Clock = { now: () => new Date(now) };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    nodes = [
      await createTestServer(database(), { clock, config: { smtpUrl: smtp.url } }),
      await createTestServer(database(), { clock, config: { smtpUrl: smtp.url } }),
    ];
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await smtp.close();
  });

  const round = async () => {
    const queued = await Promise.all([...nodes, ...nodes].map((node) => node.services.reviewRequests.runOnce()));
    await Promise.all(nodes.map((node) => node.services.mail.deliverDue()));
    return queued.reduce((sum, count) => sum + count, 0);
  };

  it("mails each buyer once, the site's number of days after fulfilment, when two nodes run the job twice at once", async () => {
    const ids = newTestStoreIds();
    const identifier = `reviews-${newId().slice(0, 8)}`;
    const websiteId = await seedSite(database(), storeSite(identifier, ids));
    const buyers = Array.from({ length: 12 }, (_, index) => `buyer${index}-${identifier}@example.com`);
    for (const email of buyers) await fulfilledOrder(nodes[0]!, websiteId, ids, email, now - DAY);

    expect(await round()).toBe(0);
    expect(smtp.mails.filter((mail) => mail.to.some((to) => to.endsWith(`${identifier}@example.com`)))).toEqual([]);

    now += 14 * DAY;
    expect(await round()).toBe(buyers.length);
    expect(await round()).toBe(0);
    const mails = smtp.mails.filter((mail) => mail.to.some((to) => to.endsWith(`${identifier}@example.com`)));
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([...buyers].sort());
    const [first] = mails;
    expect(first?.subject).toBe(`How was your order from Store ${identifier}?`);
    expect(first?.text).toContain("- Harbor Blend\n- Enamel Mug");
    expect(first?.text).toMatch(/Write your review: https:\/\/shop\.example\/commerce\/reviews\/[0-9a-f]{24}\?token=[\w-]+/);
    const requests = await database().db.selectFrom("storeReviewRequests").select(["state", "claimedAt"]).where("websiteId", "=", websiteId).execute();
    expect(requests).toHaveLength(buyers.length);
    expect(requests.every((request) => request.state === "sent" && request.claimedAt === new Date(now).toISOString())).toBe(true);
  });

  it("waits the days the site sets, and lets a request found long past due expire without a mail", async () => {
    const ids = newTestStoreIds();
    const identifier = `reviews-${newId().slice(0, 8)}`;
    const site = JSON.parse(storeSite(identifier, ids)) as { website: Record<string, unknown> };
    site.website.extraSettings = { reviewRequestDays: 3 };
    const websiteId = await seedSite(database(), JSON.stringify(site));
    const soon = await fulfilledOrder(nodes[0]!, websiteId, ids, `soon-${identifier}@example.com`, now - 2 * DAY);
    const old = await fulfilledOrder(nodes[0]!, websiteId, ids, `old-${identifier}@example.com`, now - 200 * DAY);

    expect(await round()).toBe(0);
    now += DAY;
    expect(await round()).toBe(1);
    const mails = smtp.mails.filter((mail) => mail.to.some((to) => to.endsWith(`${identifier}@example.com`)));
    expect(mails.map((mail) => mail.to[0])).toEqual([`soon-${identifier}@example.com`]);
    const states = await database().db.selectFrom("storeReviewRequests").select(["orderId", "state"]).where("websiteId", "=", websiteId).execute();
    expect(Object.fromEntries(states.map((row) => [row.orderId, row.state]))).toEqual({ [soon]: "sent", [old]: "expired" });
  });
});
