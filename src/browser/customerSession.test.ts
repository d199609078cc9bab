import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { heldXsrfToken, signInCustomer, signOutCustomer } from "./customerSession";

/** A page's cookie jar as document.cookie shows it: writing sets one cookie, reading lists them all. */
function pageWithCookies(initial: Record<string, string>) {
  const jar = new Map(Object.entries(initial));
  return {
    jar,
    location: { protocol: "http:" },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(written: string) {
      const [pair = ""] = written.split(";");
      const index = pair.indexOf("=");
      jar.set(pair.slice(0, index), decodeURIComponent(pair.slice(index + 1)));
    },
  };
}

/** The tab's storage, as sessionStorage keeps it. */
function tabStorage() {
  const kept = new Map<string, string>();
  return {
    kept,
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
}

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A server that answers each call with the next of the given answers and records what it was sent. */
function serverAnswering(...answers: Response[]) {
  const sent: Sent[] = [];
  const fetch = (url: string, init: RequestInit = {}) => {
    sent.push({ url, method: init.method ?? "GET", headers: (init.headers ?? {}) as Record<string, string>, body: init.body });
    const next = answers.shift();
    if (next === undefined) throw new Error(`no answer left for ${url}`);
    return Promise.resolve(next);
  };
  return { sent, fetch };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const crumbFail = (fresh: string) => json(403, { error: "Your session expired.", code: "crumb_fail", crumbFail: true, crumb: fresh });

describe("the customer session in the browser", () => {
  let storage: ReturnType<typeof tabStorage>;
  beforeEach(() => {
    storage = tabStorage();
    vi.stubGlobal("document", pageWithCookies({ crumb: "held.crumb" }));
    vi.stubGlobal("navigator", { cookieEnabled: true });
    vi.stubGlobal("sessionStorage", storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("signs in with email, password, rememberMe and the page's locale, and keeps the answered xsrfToken for the tab", async () => {
    const server = serverAnswering(json(200, { xsrfToken: "the.xsrf.token" }));
    vi.stubGlobal("fetch", server.fetch);
    const answer = await signInCustomer({ email: "kit@example.com", password: "kit's password", rememberMe: true, locale: "fr-FR" });
    expect(answer.status).toBe(200);
    expect(server.sent).toEqual([
      {
        url: "/api/site-users/account/session",
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json", "X-CSRF-Token": "held.crumb" },
        body: '{"email":"kit@example.com","password":"kit\'s password","rememberMe":true,"locale":"fr-FR"}',
      },
    ]);
    expect(heldXsrfToken()).toBe("the.xsrf.token");
  });

  it("keeps no token when signing in is refused", async () => {
    vi.stubGlobal("fetch", serverAnswering(json(401, { error: "The email or password is incorrect." })).fetch);
    expect((await signInCustomer({ email: "kit@example.com", password: "wrong", rememberMe: false, locale: "en-US" })).status).toBe(401);
    expect(heldXsrfToken()).toBeNull();
  });

  it("repeats the sign-out DELETE once on crumbFail, with the fresh crumb and the session's token both times", async () => {
    storage.setItem("tsr-customer-xsrf", "the.xsrf.token");
    const server = serverAnswering(crumbFail("fresh.crumb"), json(200, { ok: true, redirect: "/" }));
    vi.stubGlobal("fetch", server.fetch);
    expect(await signOutCustomer(true)).toBe("/");
    expect(server.sent.map((call) => [call.method, call.url, call.headers["X-CSRF-Token"], call.headers["X-SiteUser-XSRF-Token"]])).toEqual([
      ["DELETE", "/api/site-users/account/session?cloneCart=true", "held.crumb", "the.xsrf.token"],
      ["DELETE", "/api/site-users/account/session?cloneCart=true", "fresh.crumb", "the.xsrf.token"],
    ]);
    expect(heldXsrfToken()).toBeNull();
  });

  it("repeats it only once: a second crumbFail answers null, keeping the token, so the page falls back to the sign-out form", async () => {
    storage.setItem("tsr-customer-xsrf", "the.xsrf.token");
    const server = serverAnswering(crumbFail("first.fresh"), crumbFail("second.fresh"), json(200, { ok: true, redirect: "/" }));
    vi.stubGlobal("fetch", server.fetch);
    expect(await signOutCustomer(false)).toBeNull();
    expect(server.sent).toHaveLength(2);
    expect(server.sent[0]!.url).toBe("/api/site-users/account/session?cloneCart=false");
    expect(heldXsrfToken()).toBe("the.xsrf.token");
  });
});
