import { createServer } from "node:http";
import { listenOnLoopback, type LoopbackServer } from "./loopbackServer";

/**
 * A stand-in Stripe.js: `Stripe(key)` whose card element mounts a frame of the stand-in with one
 * card number field (as Stripe's own frame holds the card away from the page), and whose
 * createPaymentMethod asks the stand-in for the PaymentMethod of the number typed: Stripe's test
 * methods that the Stripe API stand-in knows, or Stripe's words for an incomplete or wrong number.
 */
const STRIPE_JS = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  window.Stripe = (key) => {
    let number = "";
    const changes = [];
    window.addEventListener("message", (event) => {
      if (event.origin !== origin || typeof event.data?.standInCard !== "string") return;
      number = event.data.standInCard.replace(/\\s/g, "");
      const error = /[^0-9]/.test(number) ? { message: "Your card number is invalid." } : undefined;
      changes.forEach((change) => change({ complete: number.length === 16, error }));
    });
    const card = {
      mount(target) {
        const frame = document.createElement("iframe");
        frame.src = origin + "/card-frame";
        frame.title = "Secure card payment input frame";
        frame.style.cssText = "border:0;width:100%;height:28px;display:block";
        target.append(frame);
        target.classList.add("StripeElement");
      },
      on(event, handler) {
        if (event === "change") changes.push(handler);
      },
    };
    return {
      elements: () => ({ create: () => card }),
      async createPaymentMethod() {
        const answer = await fetch(origin + "/v1/payment_methods", { method: "POST", body: JSON.stringify({ key, number }) });
        return answer.json();
      },
    };
  };
})();`;

/** The stand-in's card frame: one field whose number it tells the page. */
const CARD_FRAME = `<!doctype html><meta charset="utf-8"><title>Card</title>
<style>body{margin:0;font:16px sans-serif}input{box-sizing:border-box;width:100%;height:28px;border:0;padding:0;font:inherit;color:#222;background:transparent}input:focus{outline:none}</style>
<input aria-label="Card number" placeholder="Card number" inputmode="numeric" autocomplete="cc-number">
<script>const field = document.querySelector("input"); field.addEventListener("input", () => parent.postMessage({ standInCard: field.value }, "*"));</script>`;

/** The PaymentMethod the stand-in makes of each test card number (the methods the Stripe API stand-in knows). */
const METHODS: Record<string, string> = {
  "4242424242424242": "pm_card_visa",
  "4000000000000002": "pm_card_chargeDeclined",
  "4000000000003220": "pm_card_threeDSecure2Required",
};

/** The stand-in Stripe.js on this machine, what keys its pages gave it, and a switch making its next load fail. */
export interface StripeJsStandIn extends LoopbackServer {
  /** STRIPE_JS_URL for the server. */
  url: string;
  /** The key each createPaymentMethod was made with. */
  keys: string[];
  /** The next load of Stripe.js answers 503, as when Stripe cannot be reached. */
  failNextLoad(): void;
}

/** Starts the stand-in Stripe.js; give `url` to the server as STRIPE_JS_URL. */
export async function startStripeJsStandIn(): Promise<StripeJsStandIn> {
  const keys: string[] = [];
  let failing = false;
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://stand-in");
    if (pathname === "/v3/") {
      if (failing) {
        failing = false;
        return response.writeHead(503).end();
      }
      return response.writeHead(200, { "content-type": "text/javascript" }).end(STRIPE_JS);
    }
    if (pathname === "/card-frame") return response.writeHead(200, { "content-type": "text/html" }).end(CARD_FRAME);
    if (pathname === "/v1/payment_methods" && request.method === "POST") {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const { key, number } = JSON.parse(body) as { key: string; number: string };
        keys.push(key);
        const id = METHODS[number];
        const answer = id
          ? { paymentMethod: { id } }
          : { error: { message: number.length < 16 ? "Your card number is incomplete." : "Your card number is invalid." } };
        response.writeHead(200, { "content-type": "application/json", "access-control-allow-origin": "*" }).end(JSON.stringify(answer));
      });
      return;
    }
    response.writeHead(404).end();
  });
  const loopback = await listenOnLoopback(server);
  return {
    ...loopback,
    url: `${loopback.origin}/v3/`,
    keys,
    failNextLoad() {
      failing = true;
    },
  };
}
