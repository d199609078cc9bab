import { afterAll, beforeAll, expect, test } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { COUPON_MESSAGES } from "../../../domain/commerce/couponMessages";
import type { Coupon } from "../../../domain/commerce/storeSettings";
import { newId } from "../../../domain/ids";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";
import { couponUsesRepository } from "./couponUsesRepository";
import { Buyer, checkoutBody } from "./testing/buyer";

const PASSWORD = "coupon limits owner password";

describeOnEveryEngine("coupon limits", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let ids: TestStoreIds;
  let websiteId: string;
  const identifier = `coupon-${newId().slice(0, 8)}`;

  beforeAll(async () => {
    ids = newTestStoreIds();
    websiteId = await seedSite(
      database(),
      storeSite(identifier, ids, {
        stock: 1000,
        settings: {
          coupons: [
            { code: "ONCE", kind: "percent", amount: 20, maxUses: 1 },
            { code: "TwicePerCustomer", kind: "fixed", amount: 300, maxUsesPerCustomer: 2 },
            { code: "RETRY", kind: "percent", amount: 10, maxUses: 1 },
            { code: "OPEN", kind: "percent", amount: 5 },
            { code: "BACK", kind: "percent", amount: 15, maxUses: 1 },
          ],
        },
      }),
      { email: `owner@${identifier}.example`, password: PASSWORD },
    );
    server = await createTestServer(database());
    owner = await signedIn(server, identifier, `owner@${identifier}.example`, PASSWORD);
  });
  afterAll(() => server.close());

  const db = () => database().db;
  const ownerCall = (method: "GET" | "PUT", url: string, payload?: unknown) =>
    owner.send(server, identifier, {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb") ?? "" },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const usesOf = async (code: string) =>
    Number((await db().selectFrom("storeCouponUses").select("uses").where("websiteId", "=", websiteId).where("code", "=", code).executeTakeFirst())?.uses ?? 0);

  /** Buyers with one bag of coffee each in their cart. */
  async function buyersWithCoffee(count: number): Promise<Buyer[]> {
    const buyers: Buyer[] = [];
    for (let i = 0; i < count; i++) {
      const buyer = await new Buyer(server, identifier).arrive();
      expect((await buyer.add(ids.blendVariant, 1)).statusCode).toBe(200);
      buyers.push(buyer);
    }
    return buyers;
  }

  test("50 checkouts at once with a single-use coupon: exactly one order has the discount, the other 49 are refused and write nothing", async () => {
    const buyers = await buyersWithCoffee(50);
    const answers = await Promise.all(
      buyers.map((buyer, n) => buyer.checkout(checkoutBody(`key-${newId()}`, "succeeds", { email: `buyer${n}@example.com`, couponCodes: ["once"] }))),
    );
    const paid = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(paid).toHaveLength(1);
    expect(refused).toHaveLength(49);
    // Refused by the claim (409) while the first order was being written, or by the check before it (400) once it was.
    for (const answer of refused) {
      expect([400, 409]).toContain(answer.statusCode);
      expect(answer.json()).toMatchObject({ error: COUPON_MESSAGES.limitReached, errors: { couponCodes: COUPON_MESSAGES.limitReached } });
    }
    const orders = await db().selectFrom("storeOrders").selectAll().where("websiteId", "=", websiteId).where("couponsJson", "like", "%ONCE%").execute();
    expect(orders).toHaveLength(1);
    // $18.00 less 20 %.
    expect(Number(orders[0]!.discountCents)).toBe(360);
    expect(orders[0]!.id).toBe(paid[0]!.json().orderId);
    expect(await usesOf("ONCE")).toBe(1);
    const stock = await db().selectFrom("storeVariants").select("qtyInStock").where("id", "=", ids.blendVariant).executeTakeFirstOrThrow();
    expect(Number(stock.qtyInStock)).toBe(999);
    const redemptions = await db().selectFrom("storeCouponRedemptions").selectAll().where("code", "=", "ONCE").execute();
    expect(redemptions.map((r) => r.orderId)).toEqual([orders[0]!.id]);
  }, 120_000);

  test("claims at once in their own transactions, with no stock row to wait on, never pass a limit in all or per customer", async () => {
    const coupon: Coupon = { code: "SOLO", kind: "percent", amount: 10, minimumSubtotalCents: 0, expiresAt: null, maxUses: 1, maxUsesPerCustomer: null };
    const claimAtOnce = (count: number, claimed: Coupon, email: (n: number) => string) =>
      Promise.all(
        Array.from({ length: count }, (_, n) =>
          database()
            .db.transaction()
            .execute((trx) => couponUsesRepository.claim(trx, [claimed], { websiteId, orderId: newId(), email: email(n), now: "2026-01-01T00:00:00.000Z" })),
        ),
      );
    const single = await claimAtOnce(50, coupon, (n) => `b${n}@example.com`);
    expect(single.filter((r) => r === null)).toHaveLength(1);
    expect(single.filter((r) => r === COUPON_MESSAGES.limitReached)).toHaveLength(49);
    expect(await usesOf("SOLO")).toBe(1);
    const perCustomer = await claimAtOnce(20, { ...coupon, code: "DUO", maxUses: null, maxUsesPerCustomer: 2 }, () => "same@example.com");
    expect(perCustomer.filter((r) => r === null)).toHaveLength(2);
    expect(perCustomer.filter((r) => r === COUPON_MESSAGES.customerLimitReached)).toHaveLength(18);
  });

  test("a customer uses a coupon as often as it allows them, counted by email in any case, even at once; other customers still may", async () => {
    const buyers = await buyersWithCoffee(10);
    const answers = await Promise.all(
      buyers.map((buyer, n) =>
        buyer.checkout(
          checkoutBody(`key-${newId()}`, "succeeds", { email: n % 2 ? "Ada@Example.com" : " ada@example.com ", couponCodes: ["TWICEPERCUSTOMER"] }),
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(8);
    for (const answer of refused) expect(answer.json().error).toBe("You have already used this coupon as many times as it allows.");
    const [grace] = await buyersWithCoffee(1);
    const other = await grace!.checkout(checkoutBody(`key-${newId()}`, "succeeds", { email: "grace@example.com", couponCodes: ["TwicePerCustomer"] }));
    expect(other.statusCode, other.body).toBe(200);
    expect(await usesOf("TWICEPERCUSTOMER")).toBe(3);
    const perCustomer = await db()
      .selectFrom("storeCouponCustomerUses")
      .select(["email", "uses"])
      .where("code", "=", "TWICEPERCUSTOMER")
      .orderBy("email")
      .execute();
    expect(perCustomer.map((row) => [row.email, Number(row.uses)])).toEqual([
      ["ada@example.com", 2],
      ["grace@example.com", 1],
    ]);
  }, 60_000);

  test("a declined payment gives the coupon's use back, so the next buyer gets it", async () => {
    const [first, second] = await buyersWithCoffee(2);
    const declined = await first!.checkout(checkoutBody(`key-${newId()}`, "declines", { couponCodes: ["RETRY"] }));
    expect(declined.statusCode).toBe(402);
    expect(await usesOf("RETRY")).toBe(0);
    expect(await db().selectFrom("storeCouponRedemptions").selectAll().where("code", "=", "RETRY").execute()).toEqual([]);
    const paid = await second!.checkout(checkoutBody(`key-${newId()}`, "succeeds", { email: "grace@example.com", couponCodes: ["RETRY"] }));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await usesOf("RETRY")).toBe(1);
    const shown = await first!.send("PUT", "/api/commerce/cart/details", { coupons: ["retry"], shippingLocation: null, shippingOptionId: null });
    expect(shown.json().cart.invalidCoupons).toEqual([{ code: "retry", reason: "This coupon has reached its limit." }]);
    const again = await first!.checkout(checkoutBody(`key-${newId()}`, "succeeds", { couponCodes: ["RETRY"] }));
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe("This coupon has reached its limit.");
  });

  test("an order refunded in whole gives its coupon's use back; a partial refund keeps it", async () => {
    const [first, second] = await buyersWithCoffee(2);
    const paid = await first!.checkout(checkoutBody(`key-${newId()}`, "succeeds", { email: "ada@example.com", couponCodes: ["BACK"] }));
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = paid.json().orderId as string;
    expect(await usesOf("BACK")).toBe(1);
    const refund = (payload?: Record<string, unknown>) =>
      owner.send(server, identifier, {
        method: "POST",
        url: `/api/config/store/orders/${orderId}/refund`,
        headers: { "x-csrf-token": owner.get("crumb") ?? "" },
        ...(payload ? { payload } : {}),
      });
    expect((await refund({ amountCents: 100 })).statusCode).toBe(200);
    expect(await usesOf("BACK")).toBe(1);
    const refused = await second!.checkout(checkoutBody(`key-${newId()}`, "succeeds", { email: "grace@example.com", couponCodes: ["BACK"] }));
    expect([refused.statusCode, refused.json().error]).toEqual([400, "This coupon has reached its limit."]);
    const rest = await Promise.all([refund(), refund()]);
    expect(rest.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await usesOf("BACK")).toBe(0);
    expect(await db().selectFrom("storeCouponRedemptions").selectAll().where("orderId", "=", orderId).execute()).toEqual([]);
    const next = await second!.checkout(checkoutBody(`key-${newId()}`, "succeeds", { email: "grace@example.com", couponCodes: ["BACK"] }));
    expect(next.statusCode, next.body).toBe(200);
    expect(await usesOf("BACK")).toBe(1);
  });

  test("the owner sets both limits, refused in plain words when not a whole number from 1, and sees how often each coupon was used", async () => {
    const settings = (await ownerCall("GET", "/api/config/store/settings")).json() as { coupons: Record<string, unknown>[] };
    expect(settings.coupons.find((c) => c.code === "OPEN")).toMatchObject({ maxUses: null, maxUsesPerCustomer: null });
    const withLimits = settings.coupons.map((c) => (c.code === "OPEN" ? { ...c, maxUses: 100, maxUsesPerCustomer: 3 } : c));
    const saved = await ownerCall("PUT", "/api/config/store/settings", { ...settings, coupons: withLimits });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await ownerCall("GET", "/api/config/store/settings")).json() as { coupons: Record<string, unknown>[] };
    expect(read.coupons.find((c) => c.code === "OPEN")).toMatchObject({ maxUses: 100, maxUsesPerCustomer: 3 });

    const zero = await ownerCall("PUT", "/api/config/store/settings", { ...settings, coupons: settings.coupons.map((c) => ({ ...c, maxUses: 0 })) });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors["coupons[0].maxUses"]).toBe("Uses in all must be at least 1, or empty for no limit.");
    const half = await ownerCall("PUT", "/api/config/store/settings", {
      ...settings,
      coupons: settings.coupons.map((c) => ({ ...c, maxUsesPerCustomer: 1.5 })),
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors["coupons[0].maxUsesPerCustomer"]).toBe("Uses per customer must be a whole number, or empty for no limit.");

    const uses = await ownerCall("GET", "/api/config/store/coupon-uses");
    expect(uses.statusCode).toBe(200);
    expect(uses.json().uses).toMatchObject({ ONCE: 1, TWICEPERCUSTOMER: 3, RETRY: 1 });
    const anonymous = await new Buyer(server, identifier).arrive();
    expect((await anonymous.send("GET", "/api/config/store/coupon-uses")).statusCode).toBe(401);
  });
});
