import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { crumbFetch, crumbRefused } from "./crumbFetch";

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

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A server that answers each call with the next of the given answers and records what it was sent. */
function serverAnswering(...answers: (Response | "unreachable")[]) {
  const sent: Sent[] = [];
  const fetch = (url: string, init: RequestInit = {}) => {
    sent.push({ url, method: init.method ?? "GET", headers: (init.headers ?? {}) as Record<string, string>, body: init.body });
    const next = answers.shift();
    if (next === undefined) throw new Error(`no answer left for ${url}`);
    return next === "unreachable" ? Promise.reject(new TypeError("Failed to fetch")) : Promise.resolve(next);
  };
  return { sent, fetch };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const refusal = (fresh: string) => json(403, { error: "Your session expired.", code: "crumb_fail", crumbFail: true, crumb: fresh });

describe("crumbFetch", () => {
  let page: ReturnType<typeof pageWithCookies>;
  beforeEach(() => {
    page = pageWithCookies({ crumb: "held.crumb" });
    vi.stubGlobal("document", page);
    vi.stubGlobal("navigator", { cookieEnabled: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends JSON with the held crumb in the header and answers the status and the parsed body", async () => {
    const server = serverAnswering(json(200, { saved: true }));
    vi.stubGlobal("fetch", server.fetch);
    const answer = await crumbFetch({ method: "PUT", url: "/api/things/1", body: { json: { name: "Tea" } } });
    expect(answer).toEqual({ status: 200, data: { saved: true } });
    expect(server.sent).toEqual([
      {
        url: "/api/things/1",
        method: "PUT",
        headers: { Accept: "application/json", "Content-Type": "application/json", "X-CSRF-Token": "held.crumb" },
        body: '{"name":"Tea"}',
      },
    ]);
  });

  it("asks the server for a crumb before a write when the page has none, and not before a read", async () => {
    page.jar.clear();
    const server = serverAnswering(json(200, { crumb: "asked.crumb" }), json(200, { ok: true }), json(200, { list: [] }));
    vi.stubGlobal("fetch", server.fetch);
    await crumbFetch({ method: "POST", url: "/api/things" });
    await crumbFetch({ method: "GET", url: "/api/things" });
    expect(server.sent.map((call) => [call.url, call.headers["X-CSRF-Token"]])).toEqual([
      ["/api/crumb", undefined],
      ["/api/things", "asked.crumb"],
      ["/api/things", ""],
    ]);
  });

  it("stores the fresh crumb of a crumb refusal and sends the call once more with it", async () => {
    const server = serverAnswering(refusal("fresh.crumb"), json(200, { ok: true }));
    vi.stubGlobal("fetch", server.fetch);
    const answer = await crumbFetch({ method: "POST", url: "/api/things", body: { json: { a: 1 } } });
    expect(answer).toEqual({ status: 200, data: { ok: true } });
    expect(server.sent.map((call) => call.headers["X-CSRF-Token"])).toEqual(["held.crumb", "fresh.crumb"]);
    expect(server.sent[1]!.body).toBe('{"a":1}');
    expect(page.jar.get("crumb")).toBe("fresh.crumb");
  });

  it("retries only once: a second refusal is the answer, and crumbRefused says so", async () => {
    const server = serverAnswering(refusal("first.fresh"), refusal("second.fresh"), json(200, { ok: true }));
    vi.stubGlobal("fetch", server.fetch);
    const answer = await crumbFetch({ method: "DELETE", url: "/api/things/1" });
    expect(server.sent).toHaveLength(2);
    expect(answer.status).toBe(403);
    expect(crumbRefused(answer)).toBe(true);
    expect(crumbRefused({ status: 403, data: { error: "Not yours." } })).toBe(false);
  });

  it("does not retry when the browser keeps no cookies, since the server checks the crumb against its cookie", async () => {
    vi.stubGlobal("navigator", { cookieEnabled: false });
    const server = serverAnswering(refusal("fresh.crumb"), json(200, { ok: true }));
    vi.stubGlobal("fetch", server.fetch);
    expect(crumbRefused(await crumbFetch({ method: "POST", url: "/api/things" }))).toBe(true);
    expect(server.sent).toHaveLength(1);
  });

  it("sends the crumb as a query parameter and form fields encoded when asked, as the visitor data layer does", async () => {
    const server = serverAnswering(refusal("fresh crumb"), json(200, { ok: true }));
    vi.stubGlobal("fetch", server.fetch);
    await crumbFetch({ method: "POST", url: "/api/events/RecordEvent?x=1", body: { fields: "event=view" }, crumbInQuery: true });
    expect(server.sent.map((call) => call.url)).toEqual(["/api/events/RecordEvent?x=1&crumb=held.crumb", "/api/events/RecordEvent?x=1&crumb=fresh%20crumb"]);
    expect(server.sent[0]!.headers).toEqual({ Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" });
  });

  it("answers status 0 when the network does not carry the call, and the parser's complaint when the body is not JSON", async () => {
    const server = serverAnswering("unreachable", new Response("<html>oops", { status: 200 }), new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", server.fetch);
    expect(await crumbFetch({ method: "GET", url: "/api/a" })).toEqual({ status: 0, data: null });
    const unreadable = await crumbFetch({ method: "GET", url: "/api/b" });
    expect(unreadable).toMatchObject({ status: 200, data: null, unreadable: expect.stringContaining("JSON") });
    expect(await crumbFetch({ method: "DELETE", url: "/api/c" })).toEqual({ status: 204, data: null });
  });
});
