import { createHmac, timingSafeEqual } from "node:crypto";

/** The addresses a campaign's mail links to on its site: the open counter, the click counter and the one-click unsubscribe (RFC 8058). */
export const CAMPAIGN_PATHS = {
  open: "/newsletter/open/:token",
  click: "/newsletter/click/:token",
  oneClickUnsubscribe: "/newsletter/unsubscribe/one-click",
} as const;

const mac = (secret: string, recipientId: string) => createHmac("sha256", secret).update(`campaign-recipient|${recipientId}`).digest("base64url").slice(0, 32);

/** A recipient's token: its id and a signature, so a link names one recipient and cannot be made up for another. */
function recipientToken(secret: string, recipientId: string): string {
  return `${recipientId}.${mac(secret, recipientId)}`;
}

/** The recipient id a token names, or null when its signature does not match. */
export function recipientOfToken(secret: string, token: string): string | null {
  const [id, signature, ...rest] = token.split(".");
  if (!id || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(secret, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** The links one recipient's mail carries. */
export function recipientLinks(secret: string, baseUrl: string, recipientId: string) {
  const token = encodeURIComponent(recipientToken(secret, recipientId));
  return {
    openPixel: `${baseUrl}${CAMPAIGN_PATHS.open.replace(":token", token)}`,
    click: (blockIndex: number) => `${baseUrl}${CAMPAIGN_PATHS.click.replace(":token", token)}?block=${blockIndex}`,
    oneClickUnsubscribe: `${baseUrl}${CAMPAIGN_PATHS.oneClickUnsubscribe}?token=${token}`,
  };
}
