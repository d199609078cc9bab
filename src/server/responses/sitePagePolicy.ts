import { randomFillSync } from "node:crypto";
import type { FrameSources } from "../../blocks/frameSources";

/**
 * A site page's policy. Script runs only with the page's nonce: the runtime, and the owner's
 * own header, footer and code-block scripts, which only admins may write ('strict-dynamic'
 * lets them load what they load: islands, analytics tags, payment and map libraries). Pictures,
 * media, fonts and styles may come from anywhere on the web, as owners embed them. Frames come
 * only from the site and the origins the page's blocks load (an embed's provider, a video's
 * player, a form's captcha), or from anywhere when the page carries the owner's code; the page
 * may also ask those origins whether they answer (a booking frame's provider, before it is shown).
 * 'unsafe-inline' and https: only serve browsers too old for nonces; newer ones ignore them.
 */
export function sitePagePolicy(nonce: string, frames: FrameSources): string {
  const frameOrigins = frames === "any" ? "" : frames.map((origin) => ` ${origin}`).join("");
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'unsafe-inline' https:`,
    "style-src 'self' 'unsafe-inline' https:",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data: https:",
    "media-src 'self' blob: https: http:",
    `connect-src 'self' https:${frames === "any" ? " http:" : frameOrigins}`,
    `frame-src 'self'${frames === "any" ? " https: http:" : frameOrigins}`,
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
