import Stripe from "stripe";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { createTestServer, exportedSite, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { STRIPE_TEST_METHODS, startStripeStandIn, type StripeStandIn } from "./payments/testing/stripeStandIn";
import { paymentKeysRepository } from "./paymentKeysRepository";
import { Buyer, checkoutBody } from "./testing/buyer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";

const OWNER = { email: "owner@keys.example", password: "owner password 1", roleId: ROLE.ADMIN };
const MANAGER = { email: "manager@keys.example", password: "manager password 1", roleId: ROLE.STORE_MANAGER };
const SITE_KEYS = { publishableKey: "pk_test_site51Harbor", secretKey: "sk_test_site51Secret9876", webhookSecret: "whsec_siteSigning4321" };

describeEachDatabase("store payment keys", (database) => {
  let server: TestServer;
  let standIn: StripeStandIn;
  let owner: CookieJar;
  let manager: CookieJar;
  let ids: TestStoreIds;
  let identifier: string;
  let websiteId: string;

  const call = (jar: CookieJar, method: "GET" | "PUT" | "DELETE", body?: unknown) =>
    jar.send(server, identifier, {
      method,
      url: "/api/config/store/payment-keys",
      headers: { "x-csrf-token": jar.get("crumb")!, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    server = await createTestServer(database(), {
      config: {
        store: {
          stripeSecretKey: null,
          stripePublishableKey: null,
          stripeWebhookSecret: null,
          stripeApiUrl: standIn.url,
          stripeJsUrl: "https://js.stripe.com/v3/",
          orderRecoveryAfterMs: 120_000,
        },
      },
    });
    identifier = `keys-${newId().slice(0, 10)}`;
    ids = newTestStoreIds();
    websiteId = await seedSite(database(), storeSite(identifier, ids), OWNER);
    await seedSite(database(), storeSite(identifier, ids), MANAGER);
    owner = await signedIn(server, identifier, OWNER.email, OWNER.password);
    manager = await signedIn(server, identifier, MANAGER.email, MANAGER.password);
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  test("reads a site's keys once per version of the site, checkouts asking together sharing the read, and a failed read is not kept", async () => {
    const reads = vi.spyOn(paymentKeysRepository, "find");
    try {
      const site = { id: websiteId, version: 900_001 };
      const providers = await Promise.all(Array.from({ length: 5 }, () => server.services.store.paymentsOfSite(site)));
      expect(new Set(providers).size).toBe(1);
      expect(reads).toHaveBeenCalledTimes(1);
      await server.services.store.paymentsOfSite(site);
      expect(reads).toHaveBeenCalledTimes(1);
      reads.mockRejectedValueOnce(new Error("the database went away"));
      const next = { id: websiteId, version: 900_002 };
      await expect(server.services.store.paymentsOfSite(next)).rejects.toThrow("the database went away");
      expect(await server.services.store.paymentsOfSite(next)).toBe(providers[0]);
      expect(reads).toHaveBeenCalledTimes(3);
    } finally {
      reads.mockRestore();
    }
  });

  test("answers only whether each key is set and its last 4 characters, and whether Stripe pays without a publishable key, refusing keys by their prefix", async () => {
    const unset = { set: false, last4: null };
    expect((await call(owner, "GET")).json()).toEqual({ publishableKey: unset, secretKey: unset, webhookSecret: unset, publishableKeyMissing: false });

    const bad = await call(owner, "PUT", { publishableKey: "sk_test_wrong", secretKey: "pk_test_wrong", webhookSecret: "wh_wrong" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      publishableKey: "A publishable key starts with pk_.",
      secretKey: "A secret key starts with sk_ or rk_.",
      webhookSecret: "A webhook signing secret starts with whsec_.",
    });
    expect((await call(owner, "GET")).json().secretKey).toEqual(unset);

    const secretOnly = await call(owner, "PUT", { secretKey: SITE_KEYS.secretKey });
    expect(secretOnly.json()).toMatchObject({ publishableKey: unset, secretKey: { set: true, last4: "9876" }, publishableKeyMissing: true });
    expect((await call(owner, "GET")).json().publishableKeyMissing).toBe(true);

    const saved = await call(owner, "PUT", SITE_KEYS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      publishableKey: { set: true, last4: "rbor" },
      secretKey: { set: true, last4: "9876" },
      webhookSecret: { set: true, last4: "4321" },
      publishableKeyMissing: false,
    });
    const read = await call(owner, "GET");
    for (const value of Object.values(SITE_KEYS)) expect(read.body).not.toContain(value);

    const restricted = await call(owner, "PUT", { secretKey: "rk_test_restricted1234" });
    expect(restricted.json()).toMatchObject({ publishableKey: { set: true, last4: "rbor" }, secretKey: { set: true, last4: "1234" } });
    expect((await call(owner, "PUT", SITE_KEYS)).statusCode).toBe(200);
  });

  test("lets only holders of the payments permission set or remove keys", async () => {
    expect((await call(manager, "GET")).statusCode).toBe(200);
    expect((await call(manager, "PUT", { secretKey: "sk_test_manager" })).statusCode).toBe(403);
    expect((await call(manager, "DELETE")).statusCode).toBe(403);
  });

  test("keeps the keys out of site exports and the public site context", async () => {
    const exported = await exportedSite(database(), identifier);
    const page = await server.request(identifier, { method: "GET", url: "/shop" });
    expect(page.statusCode).toBe(200);
    for (const value of Object.values(SITE_KEYS)) {
      expect(exported).not.toContain(value);
      expect(page.body).not.toContain(value);
    }
  });

  test("pays through Stripe with the site's own keys (charge and signed webhook), and through the server's provider once removed", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    expect((await buyer.add(ids.blendVariant, 1)).statusCode).toBe(200);
    const paid = await buyer.checkout(
      checkoutBody(`key-${newId()}`, "succeeds", { payment: { kind: "paymentMethod", paymentMethodId: STRIPE_TEST_METHODS.succeeds } }),
    );
    expect(paid.json().status).toBe("paid");
    const charge = standIn.calls.find((c) => c.path.startsWith("/v1/payment_intents"));
    expect(charge?.authorization).toBe(`Bearer ${SITE_KEYS.secretKey}`);
    const order = await database().db.selectFrom("storeOrders").select("paymentProvider").where("id", "=", paid.json().orderId).executeTakeFirstOrThrow();
    expect(order.paymentProvider).toBe("stripe");

    const waiting = await new Buyer(server, identifier).arrive();
    expect((await waiting.add(ids.blendVariant, 1)).statusCode).toBe(200);
    const confirm = await waiting.checkout(
      checkoutBody(`key-${newId()}`, "succeeds", { payment: { kind: "paymentMethod", paymentMethodId: STRIPE_TEST_METHODS.requiresAction } }),
    );
    expect(confirm.json().status).toBe("awaiting_confirmation");
    const intentId = (confirm.json().redirect as string).split("/").pop()!;
    const payload = JSON.stringify({
      id: `evt_${newId()}`,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: intentId, object: "payment_intent" } },
    });
    const signer = new Stripe("sk_test_signer");
    const webhook = (secret: string) =>
      server.request(identifier, {
        method: "POST",
        url: "/api/commerce/payments/stripe/webhook",
        headers: { "content-type": "application/json", "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }) },
        payload,
      });
    expect((await webhook("whsec_serverDefault")).statusCode).toBe(400);
    expect((await webhook(SITE_KEYS.webhookSecret)).json()).toEqual({ received: true, outcome: "handled" });
    const confirmed = await database().db.selectFrom("storeOrders").select("status").where("id", "=", confirm.json().orderId).executeTakeFirstOrThrow();
    expect(confirmed.status).toBe("paid");

    expect((await call(owner, "DELETE")).statusCode).toBe(204);
    expect((await call(owner, "GET")).json().secretKey).toEqual({ set: false, last4: null });
    const again = await new Buyer(server, identifier).arrive();
    expect((await again.add(ids.blendVariant, 1)).statusCode).toBe(200);
    const viaGateway = await again.checkout(checkoutBody(`key-${newId()}`));
    expect(viaGateway.json().status).toBe("paid");
    const second = await database()
      .db.selectFrom("storeOrders")
      .select("paymentProvider")
      .where("id", "=", viaGateway.json().orderId)
      .executeTakeFirstOrThrow();
    expect(second.paymentProvider).toBe("test");
  });
});
