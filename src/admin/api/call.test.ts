import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { assetRoutes } from "../../domain/api/media";
import { redirectRoutes } from "../../domain/api/redirects";
import { call } from "./call";
import { ApiError } from "./client";

/** What the stand-in server was sent. */
interface Sent {
  url: string;
  method: string;
  body: unknown;
  contentType?: string | null;
}

describe("call", () => {
  let sent: Sent[];
  beforeEach(() => {
    sent = [];
    vi.stubGlobal("document", { cookie: "crumb=held.crumb", location: { protocol: "http:" } });
    vi.stubGlobal("navigator", { cookieEnabled: true });
    vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
      sent.push({ url, method: init.method ?? "GET", body: init.body, contentType: new Headers(init.headers).get("content-type") });
      const answer = init.method === "DELETE" ? null : JSON.stringify({ asset: { id: "a1" }, uses: [], assets: [], total: 0 });
      return Promise.resolve(new Response(answer, { status: answer === null ? 204 : 200 }));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends a route's method to its path with the path's parts filled in and the body as JSON", async () => {
    const answer = await call(assetRoutes.rename, { params: { id: "a1/b" }, body: { fileName: "menu.pdf" } });
    expect(sent).toEqual([{ url: "/api/config/assets/a1%2Fb", method: "PATCH", body: '{"fileName":"menu.pdf"}', contentType: "application/json" }]);
    expect(answer.asset.id).toBe("a1");
  });

  it("adds the query's given values and leaves out the empty ones", async () => {
    await call(assetRoutes.list, { query: { kind: "image", q: "", limit: 48 } });
    await call(assetRoutes.list, { query: {} });
    await call(assetRoutes.remove, { params: { id: "a1" }, query: { confirmed: "true" } });
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      "GET /api/config/assets?kind=image&limit=48",
      "GET /api/config/assets",
      "DELETE /api/config/assets/a1?confirmed=true",
    ]);
  });

  it("sends the body of a route that consumes text as that text with its media type, as a CSV import", async () => {
    const csv = "from,to,status\n/old,/new,301\n";
    await call(redirectRoutes.import, { body: csv });
    expect(sent).toEqual([{ url: "/api/config/redirects/import", method: "POST", body: csv, contentType: "text/csv" }]);
  });

  it('throws "Network error" with status 0 when the network does not carry the call', async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const failure = await call(assetRoutes.list, { query: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: "Network error", status: 0, code: "network" });
  });
});
