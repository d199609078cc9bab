import { request } from "node:http";
import type { Page } from "playwright-core";
import Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";
import { startStripeStandIn, type StripeStandIn } from "../../src/server/features/store/payments/testing/stripeStandIn";
import { mailedOwnerJourney, type MailedOwnerJourney } from "./mailedOwnerJourney";
import { startStripeJsStandIn, type StripeJsStandIn } from "./stripeJsStandIn";

/** The two stand-ins a journey through Stripe runs against: Stripe's API (for the server) and Stripe.js (for the pages). */
export interface StripeStandIns {
  stripe: StripeStandIn;
  stripeJs: StripeJsStandIn;
}

/** Where the Stripe API stand-in sends a card's 3-D Secure step (its requires_action redirect). */
const THREE_D_SECURE = "https://hooks.stripe.test/3ds/";

/**
 * The demo site's mailed owner journey with its server pointed at local stand-ins of Stripe's API
 * (STRIPE_API_URL) and of Stripe.js (STRIPE_JS_URL): both start before the journey and close after
 * it (registering the hooks); their fields are there once the tests run.
 */
export function stripeJourney(): { demo: MailedOwnerJourney; standIns: StripeStandIns } {
  const standIns = {} as StripeStandIns;
  beforeAll(async () => {
    standIns.stripe = await startStripeStandIn();
    standIns.stripeJs = await startStripeJsStandIn();
  });
  afterAll(async () => {
    await standIns.stripe?.close();
    await standIns.stripeJs?.close();
  });
  const demo = mailedOwnerJourney(() => ({ STRIPE_API_URL: standIns.stripe.url, STRIPE_JS_URL: standIns.stripeJs.url }));
  return { demo, standIns };
}

/** Posts to a site of the journey's server on 127.0.0.1 with the site's Host header (its *.localhost name resolves only in the browser); answers the status. */
function postOnLoopback(url: URL, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: "127.0.0.1",
        port: url.port,
        method: "POST",
        path: url.pathname,
        headers: { ...headers, host: url.host, "content-length": String(Buffer.byteLength(body)) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    call.on("error", reject);
    call.end(body);
  });
}

/**
 * Plays Stripe's 3-D Secure page for `page`: the redirect shows a page with "Complete" and "Fail"
 * buttons; completing marks the PaymentIntent succeeded at the API stand-in and sends the signed
 * payment_intent.succeeded webhook to `webhookUrl` (failing sends payment_intent.payment_failed),
 * then returns the buyer to the intent's return_url, as Stripe does.
 */
export async function playThreeDSecure(page: Page, standIns: StripeStandIns, webhookUrl: string, webhookSecret: string): Promise<void> {
  const signer = new Stripe("sk_test_signer");
  await page.route(`${THREE_D_SECURE}**`, async (route) => {
    const url = new URL(route.request().url());
    const [intentId, decision] = url.pathname.slice("/3ds/".length).split("/");
    if (!decision) {
      const body = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>3-D Secure</title>
<main style="font:18px sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem"><h1>Confirm your payment</h1>
<p><a href="${THREE_D_SECURE}${intentId}/complete" style="display:inline-block;padding:12px 20px">Complete</a>
<a href="${THREE_D_SECURE}${intentId}/fail" style="display:inline-block;padding:12px 20px">Fail</a></p></main></html>`;
      return route.fulfill({ status: 200, contentType: "text/html", body });
    }
    const returnUrl = standIns.stripe.returnUrlOf(intentId!);
    if (!returnUrl) throw new Error(`The Stripe stand-in made no PaymentIntent ${intentId} with a return address.`);
    const type = decision === "complete" ? "payment_intent.succeeded" : "payment_intent.payment_failed";
    if (decision === "complete") standIns.stripe.confirmIntent(intentId!);
    const payload = JSON.stringify({ id: `evt_${intentId}_${decision}`, object: "event", type, data: { object: { id: intentId, object: "payment_intent" } } });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const status = await postOnLoopback(new URL(webhookUrl), payload, { "content-type": "application/json", "stripe-signature": signature });
    if (status !== 200) throw new Error(`The stand-in's webhook was refused with ${status}.`);
    return route.fulfill({ status: 302, headers: { location: returnUrl } });
  });
}
