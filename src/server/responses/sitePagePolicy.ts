import { randomFillSync } from "node:crypto";
import type { FrameSources } from "../../blocks/frameSources";

/**
 * The origins a payment page's card library needs (Stripe.js): where its script loads from, the
 * frames it shows the card fields and confirmation steps in, and where it sends the card.
 */
export interface PaymentOrigins {
  scripts: readonly string[];
  frames: readonly string[];
  connects: readonly string[];
}

/** A page that takes no card through a provider's library: its policy names no payment origin. */
const NO_PAYMENT: PaymentOrigins = { scripts: [], frames: [], connects: [] };

/** The origins as a policy lists them after its own sources: each with a space before it. */
const listed = (origins: readonly string[]) => origins.map((origin) => ` ${origin}`).join("");

/**
 * A site page's policy. Script runs only with the page's nonce: the runtime, and the owner's
 * own header, footer and code-block scripts, which only admins may write ('strict-dynamic'
 * lets them load what they load: islands, analytics tags, payment and map libraries). Pictures,
 * media, fonts and styles may come from anywhere on the web, as owners embed them. Frames come
 * only from the site and the origins the page's blocks load (an embed's provider, a video's
 * player, a form's captcha), or from anywhere when the page carries the owner's code; the page
 * may also ask those origins whether they answer (a booking frame's provider, before it is shown).
 * 'unsafe-inline' and https: only serve browsers too old for nonces; newer ones ignore them.
 * A payment page taking the card in the provider's element (`payment`) also names the origins of
 * its library; every other page names none.
 */
export function sitePagePolicy(nonce: string, frames: FrameSources, payment: PaymentOrigins = NO_PAYMENT): string {
  const pageFrames = frames === "any" ? [] : frames;
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'unsafe-inline' https:${listed(payment.scripts)}`,
    "style-src 'self' 'unsafe-inline' https:",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data: https:",
    "media-src 'self' blob: https: http:",
    `connect-src 'self' https:${frames === "any" ? " http:" : listed([...new Set([...pageFrames, ...payment.connects])])}`,
    `frame-src 'self'${frames === "any" ? " https: http:" : listed([...new Set([...pageFrames, ...payment.frames])])}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
    "frame-ancestors 'self'",
  ].join("; ");
}

const NONCE_BYTES = 16;
/** Random bytes drawn 256 nonces at a time (one system call instead of one per page); each byte is used once. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

/** A fresh nonce for one rendered page: 128 random bits. */
export function newNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}
