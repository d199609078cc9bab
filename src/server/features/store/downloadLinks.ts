import { createHmac, timingSafeEqual } from "node:crypto";
import { STORE_PATHS } from "./storePaths";

/** How long a digital product's download link works. */
const DOWNLOAD_LINK_DAYS = 7;

function signature(secret: string, orderId: string, variantId: string, expires: number): string {
  return createHmac("sha256", secret).update(`download:${orderId}:${variantId}:${expires}`).digest("base64url");
}

/** A signed, expiring link to a bought digital product, as mailed to the buyer. */
export function downloadLink(secret: string, orderId: string, variantId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_DAYS * 24 * 3600;
  return `${STORE_PATHS.download(orderId, variantId)}?expires=${expires}&sig=${signature(secret, orderId, variantId, expires)}`;
}

/** Why a download link was refused, or null when it is good. */
export function checkDownloadLink(
  secret: string,
  orderId: string,
  variantId: string,
  expires: string | undefined,
  sig: string | undefined,
  now: Date,
): "invalid" | "expired" | null {
  if (!expires || !/^\d{1,12}$/.test(expires) || !sig) return "invalid";
  const expected = Buffer.from(signature(secret, orderId, variantId, Number(expires)));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  return Number(expires) * 1000 < now.getTime() ? "expired" : null;
}

/** The token in a buyer's order page links: proves the link came from the checkout or the mail. */
export function orderAccessToken(secret: string, orderId: string): string {
  return createHmac("sha256", secret).update(`order:${orderId}`).digest("base64url");
}

/** Whether a token opens an order's pages. */
export function isOrderAccessToken(secret: string, orderId: string, token: unknown): boolean {
  if (typeof token !== "string") return false;
  const expected = Buffer.from(orderAccessToken(secret, orderId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
