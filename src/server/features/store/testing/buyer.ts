import type { LightMyRequestResponse } from "fastify";
import { CookieJar, type TestServer } from "../../../testing/testServer";
import { TEST_CARDS } from "../payments/testGateway";

/** The shipping address the tests ship to (Portland, Maine). */
const TEST_ADDRESS = { name: "Ada Buyer", line1: "1 Commercial St", city: "Portland", region: "ME", postalCode: "04101", country: "US" };

/** A checkout body paying with a test card; `card` picks which. */
export function checkoutBody(idempotencyKey: string, card: keyof typeof TEST_CARDS = "succeeds", extra: Record<string, unknown> = {}) {
  return {
    idempotencyKey,
    email: "ada@example.com",
    shippingAddress: TEST_ADDRESS,
    shippingOptionId: "standard",
    couponCodes: [],
    payment: { kind: "card", cardNumber: TEST_CARDS[card], expMonth: 12, expYear: 2040, cvc: "123" },
    ...extra,
  };
}

/** A visitor with a browser's cookies who shops through the store API. */
export class Buyer {
  readonly jar = new CookieJar();

  constructor(
    private readonly server: TestServer,
    private readonly identifier: string,
  ) {}

  /** Visits the site once so the crumb cookie is set. */
  async arrive(): Promise<this> {
    await this.jar.send(this.server, this.identifier, { method: "GET", url: "/api/commerce/cart" });
    await this.jar.ensureCrumb(this.server, this.identifier);
    return this;
  }

  send(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { "x-csrf-token": this.jar.get("crumb") ?? "" };
    return this.jar.send(this.server, this.identifier, {
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  add(variantId: string, quantity: unknown = 1): Promise<LightMyRequestResponse> {
    return this.send("POST", "/api/commerce/cart/items", { variantId, quantity });
  }

  checkout(body: unknown): Promise<LightMyRequestResponse> {
    return this.send("POST", "/api/commerce/checkout", body);
  }
}
