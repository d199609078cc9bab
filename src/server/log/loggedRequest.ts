/** What a request line says about a request: enough to find it again, never a secret it carried. */
interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  remoteAddress?: string;
}

/** The parts of a Fastify request (or a bare Node request) a request line is made from. */
interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  routeOptions?: { url?: string };
}

/** The value written in place of a secret. */
export const REDACTED = "[redacted]";

/**
 * Query parameters whose values are secrets: the crumb, order and unsubscribe tokens, payment
 * return values (Stripe's payment_intent_client_secret), keys, passwords and signatures.
 */
const SECRET_QUERY_NAME = /crumb|token|secret|password|key|signature|session|auth|payment_intent|csrf/i;

/** A query string with the values of secret-named parameters replaced. */
function queryWithoutSecrets(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        // A name that does not decode is judged as it was sent.
      }
      return SECRET_QUERY_NAME.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
}

/**
 * A request's address as it may be logged: the route's pattern when the route takes named
 * parameters (`/config/invitation/:token`, `/commerce/order-status/:orderId`: the values are never
 * written), else the path as sent; secret query values replaced.
 */
export function addressWithoutSecrets(url: string, routePattern: string | undefined): string {
  const mark = url.indexOf("?");
  const sentPath = mark < 0 ? url : url.slice(0, mark);
  const path = routePattern && /:[A-Za-z_]/.test(routePattern) ? routePattern : sentPath;
  return mark < 0 ? path : `${path}?${queryWithoutSecrets(url.slice(mark + 1))}`;
}

/** The request serializer of the server's logger: method, safe address, host and client address; no headers, so no cookie or crumb. */
export function loggedRequest(request: RequestLike): LoggedRequest {
  return {
    method: request.method ?? "",
    url: addressWithoutSecrets(request.url ?? "", request.routeOptions?.url),
    ...(request.host ? { host: request.host } : {}),
    ...(request.ip ? { remoteAddress: request.ip } : {}),
  };
}
