import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";

/** One call the stand-in received: method, path, form fields and the idempotency key. */
interface StripeCall {
  method: string;
  path: string;
  fields: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** A local stand-in of the Stripe API for the provider's tests. */
export interface StripeStandIn {
  /** The base URL to give STRIPE_API_URL. */
  url: string;
  calls: StripeCall[];
  /** Holds the answers to new PaymentIntents until release(), as a slow provider would: `arrived` resolves when one is held. */
  holdPayments(): { arrived: Promise<void>; release(): void };
  /** Makes every later PaymentIntent with this PaymentMethod a card decline, as a saved card that was blocked since. */
  declineMethod(paymentMethod: string): void;
  /** Marks a PaymentIntent succeeded, as the buyer's 3-D Secure confirmation at Stripe does. */
  confirmIntent(intentId: string): void;
  /** Where Stripe sends the buyer back after a PaymentIntent's 3-D Secure step (its return_url). */
  returnUrlOf(intentId: string): string | undefined;
  close(): Promise<void>;
}

const PAYMENT_INTENTS = "/v1/payment_intents";

/** Stripe's test payment methods the stand-in knows. */
export const STRIPE_TEST_METHODS = {
  succeeds: "pm_card_visa",
  declines: "pm_card_chargeDeclined",
  requiresAction: "pm_card_threeDSecure2Required",
  /** Stripe's 4000 0025 0000 3155: asks for 3-D Secure when the buyer pays, not for off-session charges once set up. */
  authenticationOnSetup: "pm_card_authenticationRequiredOnSetup",
} as const;

function intent(id: string, fields: Record<string, string>, status: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    object: "payment_intent",
    amount: Number(fields.amount),
    currency: fields.currency,
    status,
    metadata: { orderId: fields["metadata[orderId]"] },
    ...extra,
  };
}

/** The last 4 digits of the test card behind each test PaymentMethod the stand-in knows. */
const TEST_METHOD_LAST4: Record<string, string> = {
  [STRIPE_TEST_METHODS.succeeds]: "4242",
  [STRIPE_TEST_METHODS.declines]: "0002",
  [STRIPE_TEST_METHODS.requiresAction]: "3220",
  [STRIPE_TEST_METHODS.authenticationOnSetup]: "3155",
};

function cardError(extra: Record<string, unknown>) {
  return {
    status: 402,
    body: { error: { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined.", ...extra } },
  };
}

/**
 * Answers the few Stripe API calls Tessera makes, the way Stripe documents them: form-encoded
 * POST /v1/payment_intents (confirmed at once), POST /v1/payment_intents/:id/cancel (refused for
 * an intent that succeeded or was cancelled), POST /v1/refunds, and for subscriptions
 * POST /v1/customers, POST /v1/setup_intents (confirmed at once), POST /v1/payment_methods/:id/attach and
 * GET /v1/payment_methods/:id, with a repeated
 * Idempotency-Key returning the first answer, a declined card as a 402 card_error, and a
 * 3-D Secure card as requires_action with a redirect.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const calls: StripeCall[] = [];
  const declined = new Set<string>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  /** Each PaymentIntent made and its status, so a cancel answers as Stripe does. */
  const intentStatus = new Map<string, string>();
  const returnUrls = new Map<string, string>();
  let hold: { arrived(): void; released: Promise<void> } | null = null;
  const server: Server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", async () => {
      if (hold && request.method === "POST" && request.url === PAYMENT_INTENTS) {
        hold.arrived();
        await hold.released;
      }
      const fields = Object.fromEntries(new URLSearchParams(body));
      const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
      calls.push({ method: request.method ?? "", path: request.url ?? "", fields, idempotencyKey, authorization: request.headers.authorization });
      const answer = (idempotencyKey && byKey.get(idempotencyKey)) || decide(request.method ?? "", request.url ?? "", fields);
      if (idempotencyKey) byKey.set(idempotencyKey, answer);
      const made = answer.body as { object?: string; id?: string; status?: string; error?: { payment_intent?: { id: string; status: string } } };
      const madeIntent = made.object === "payment_intent" ? made : made.error?.payment_intent;
      if (madeIntent?.id && madeIntent.status) intentStatus.set(madeIntent.id, madeIntent.status);
      if (madeIntent?.id && fields.return_url) returnUrls.set(madeIntent.id, fields.return_url);
      response.writeHead(answer.status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
      response.end(JSON.stringify(answer.body));
    });
  });
  const decide = (method: string, path: string, fields: Record<string, string>): { status: number; body: unknown } => {
    const id = `pi_${randomBytes(8).toString("hex")}`;
    if (method === "POST" && path === "/v1/customers") {
      return { status: 200, body: { id: `cus_${randomBytes(8).toString("hex")}`, object: "customer", email: fields.email } };
    }
    if (method === "POST" && path === "/v1/setup_intents") {
      const setupId = `seti_${randomBytes(8).toString("hex")}`;
      if (fields.payment_method !== STRIPE_TEST_METHODS.succeeds) {
        return cardError({ setup_intent: { id: setupId, object: "setup_intent", status: "requires_payment_method" } });
      }
      return {
        status: 200,
        body: {
          id: setupId,
          object: "setup_intent",
          status: "succeeded",
          customer: fields.customer,
          payment_method: fields.payment_method,
          usage: fields.usage,
        },
      };
    }
    const attach = method === "POST" ? /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path) : null;
    if (attach) {
      const methodId = decodeURIComponent(attach[1]!);
      if (methodId === STRIPE_TEST_METHODS.declines) return cardError({});
      const last4 = TEST_METHOD_LAST4[methodId];
      if (!last4) return { status: 404, body: { error: { type: "invalid_request_error", message: `No such PaymentMethod: '${methodId}'` } } };
      return { status: 200, body: { id: methodId, object: "payment_method", type: "card", customer: fields.customer, card: { brand: "visa", last4 } } };
    }
    if (method === "GET" && path.startsWith("/v1/payment_methods/")) {
      const methodId = decodeURIComponent(path.slice("/v1/payment_methods/".length));
      const last4 = TEST_METHOD_LAST4[methodId];
      if (!last4) return { status: 404, body: { error: { type: "invalid_request_error", message: `No such PaymentMethod: '${methodId}'` } } };
      return { status: 200, body: { id: methodId, object: "payment_method", type: "card", card: { brand: "visa", last4 } } };
    }
    if (method === "POST" && path === PAYMENT_INTENTS) {
      if (fields.payment_method === STRIPE_TEST_METHODS.succeeds && !declined.has(fields.payment_method))
        return { status: 200, body: intent(id, fields, "succeeded") };
      const asksNow = fields.payment_method === STRIPE_TEST_METHODS.authenticationOnSetup && fields.off_session !== "true";
      if (fields.payment_method === STRIPE_TEST_METHODS.authenticationOnSetup && !asksNow) return { status: 200, body: intent(id, fields, "succeeded") };
      if (fields.payment_method === STRIPE_TEST_METHODS.requiresAction || asksNow) {
        return {
          status: 200,
          body: intent(id, fields, "requires_action", {
            next_action: { type: "redirect_to_url", redirect_to_url: { url: `https://hooks.stripe.test/3ds/${id}`, return_url: fields.return_url } },
          }),
        };
      }
      return cardError({ payment_intent: intent(id, fields, "requires_payment_method") });
    }
    const cancel = method === "POST" ? /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path) : null;
    if (cancel) {
      const intentId = decodeURIComponent(cancel[1]!);
      const status = intentStatus.get(intentId);
      if (!status)
        return { status: 404, body: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${intentId}'` } } };
      if (status === "succeeded" || status === "canceled") {
        const message = `You cannot cancel this PaymentIntent because it has a status of ${status}.`;
        return { status: 400, body: { error: { type: "invalid_request_error", code: "payment_intent_unexpected_state", message } } };
      }
      return { status: 200, body: { id: intentId, object: "payment_intent", status: "canceled", cancellation_reason: fields.cancellation_reason ?? null } };
    }
    if (method === "POST" && path === "/v1/refunds") {
      return {
        status: 200,
        body: {
          id: `re_${randomBytes(8).toString("hex")}`,
          object: "refund",
          amount: Number(fields.amount),
          payment_intent: fields.payment_intent,
          status: "succeeded",
        },
      };
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` } } };
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    holdPayments() {
      let arrived!: () => void;
      let release!: () => void;
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { arrived, released };
      return {
        arrived: arrival,
        release() {
          hold = null;
          release();
        },
      };
    },
    declineMethod(paymentMethod: string) {
      declined.add(paymentMethod);
    },
    confirmIntent(intentId: string) {
      intentStatus.set(intentId, "succeeded");
    },
    returnUrlOf: (intentId: string) => returnUrls.get(intentId),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
