import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** The cookie that carries the crumb; the browser's data layer reads it. */
export const CRUMB_COOKIE = "crumb";
/** The header a JSON client may use instead of the crumb query parameter. */
export const CRUMB_HEADER = "x-csrf-token";

/** What a crumb is signed over when the visitor has no session. */
const ANONYMOUS = "anonymous";
/** Most verified crumbs remembered at once; past it the memory starts again empty. */
const VERIFIED_KEPT = 10_000;

/**
 * Crumbs are the site's cross-site-request token: a random nonce signed with an HMAC over the
 * visitor's session (or "anonymous"), kept in a cookie and echoed back by state-changing calls.
 * A crumb from another session, or a forged one, does not verify.
 */
export class CrumbSigner {
  /** Crumbs whose signature checked out, each with its session: a visitor's later calls skip the HMAC. */
  private readonly verified = new Set<string>();

  constructor(private readonly secret: string) {}

  issue(sessionId: string | null): string {
    const nonce = randomBytes(16).toString("base64url");
    return `${nonce}.${this.sign(nonce, sessionId)}`;
  }

  verify(crumb: string | undefined, sessionId: string | null): boolean {
    if (!crumb) return false;
    const remembered = `${sessionId ?? ANONYMOUS}|${crumb}`;
    if (this.verified.has(remembered)) return true;
    const [nonce, signature, extra] = crumb.split(".");
    if (!nonce || !signature || extra !== undefined) return false;
    const expected = Buffer.from(this.sign(nonce, sessionId));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    if (this.verified.size >= VERIFIED_KEPT) this.verified.clear();
    this.verified.add(remembered);
    return true;
  }

  private sign(nonce: string, sessionId: string | null): string {
    return createHmac("sha256", this.secret)
      .update(`crumb|${nonce}|${sessionId ?? ANONYMOUS}`)
      .digest("base64url");
  }
}
