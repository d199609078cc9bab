import { crumbFetch, type CrumbAnswer } from "./crumbFetch";

/** Where the customer session's API lives (spec 2 §7). */
const SESSION_URL = "/api/site-users/account/session";

/** The header a signed-in customer's calls carry their session's token in (domain/api/siteUsers.ts). */
const XSRF_HEADER = "X-SiteUser-XSRF-Token";

/** Where this tab keeps the session's XSRF token: for the tab's life only, never in a cookie. */
const XSRF_KEY = "tsr-customer-xsrf";

/** The browser's storage of the tab, or null where it cannot be used (storage turned off). */
function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The XSRF token of the customer signed in from this tab, or null. */
export function heldXsrfToken(): string | null {
  return tabStorage()?.getItem(XSRF_KEY) ?? null;
}

/**
 * Signs a customer in through the session API and keeps the answered XSRF token for the tab,
 * which the customer's later calls send back in X-SiteUser-XSRF-Token; the page's locale names the
 * language a lock notice is mailed in. Answers the server's
 * answer as crumbFetch gives it (a refused crumb is retried once there).
 */
export async function signInCustomer(credentials: { email: string; password: string; rememberMe: boolean; locale: string }): Promise<CrumbAnswer> {
  const answer = await crumbFetch({ method: "POST", url: SESSION_URL, body: { json: credentials } });
  const token = (answer.data as { xsrfToken?: unknown } | null)?.xsrfToken;
  if (answer.status === 200 && typeof token === "string") tabStorage()?.setItem(XSRF_KEY, token);
  return answer;
}

/**
 * Signs the customer out: `DELETE /api/site-users/account/session?cloneCart=` with the session's
 * XSRF token, repeated once with a fresh crumb when the server refuses the crumb (crumbFail), as
 * every crumbFetch call is. Answers where the browser goes next, or null when the server did not
 * sign the customer out (the caller then falls back to the sign-out form).
 */
export async function signOutCustomer(cloneCart: boolean): Promise<string | null> {
  const token = heldXsrfToken();
  const answer = await crumbFetch({
    method: "DELETE",
    url: `${SESSION_URL}?cloneCart=${cloneCart ? "true" : "false"}`,
    ...(token ? { headers: { [XSRF_HEADER]: token } } : {}),
  });
  if (answer.status !== 200) return null;
  tabStorage()?.removeItem(XSRF_KEY);
  const redirect = (answer.data as { redirect?: unknown } | null)?.redirect;
  return typeof redirect === "string" ? redirect : "/";
}
