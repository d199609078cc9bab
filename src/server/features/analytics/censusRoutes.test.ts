import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { systemClock } from "../../clock";
import { AccountsService } from "../accounts/accountsService";
import { createTestServer, CookieJar, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { onePageSite } from "../../testing/siteFiles";

const OWNER = { email: "owner@hits.example", password: "owner password 1", roleId: ROLE.ADMIN };
const VIEWER = { email: "viewer@hits.example", password: "viewer password 1", roleId: ROLE.VIEWER };
const FORM = "application/x-www-form-urlencoded";

function census(fields: Record<string, unknown>): string {
  return JSON.stringify({ pageType: 2, pagePath: "/", userAgent: "Mozilla/5.0 (X11; Linux x86_64)", viewportWidth: 1280, newVisit: true, ...fields });
}

describeEachDatabase("census and event routes", (database) => {
  let server: TestServer;
  let websiteId: string;
  let visitor: CookieJar;

  const post = (jar: CookieJar, url: string, fields: Record<string, string>, crumb = true) =>
    jar.send(server, "hits", {
      method: "POST",
      url,
      headers: { "content-type": FORM, ...(crumb ? { "x-csrf-token": jar.get("crumb")! } : {}) },
      payload: new URLSearchParams(fields).toString(),
    });
  const postJson = (jar: CookieJar, url: string, body: unknown) =>
    jar.send(server, "hits", {
      method: "POST",
      url,
      headers: { "content-type": "application/json", "x-csrf-token": jar.get("crumb")! },
      payload: JSON.stringify(body),
    });
  const hits = async () => {
    await server.services.analytics.flush();
    return database().db.selectFrom("censusHits").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt").execute();
  };

  beforeAll(async () => {
    websiteId = await seedSite(database(), onePageSite("hits", []), OWNER);
    await new AccountsService(database().db, systemClock).createOwner({ ...VIEWER, siteIdentifier: "hits" });
    server = await createTestServer(database());
    visitor = new CookieJar();
    await visitor.send(server, "hits", { method: "GET", url: "/" });
    await visitor.ensureCrumb(server, "hits");
  });
  afterAll(() => server.close());

  it("stores a page view with its visitor, device and referrer", async () => {
    const response = await post(visitor, "/api/census/RecordHit", {
      event: "pageview",
      ss_cvr: "visitor-1|1|1|1|1",
      data: census({ referrer: "https://search.example/?q=coffee" }),
    });
    expect(response.statusCode).toBe(202);
    const [hit] = await hits();
    expect(hit).toMatchObject({ kind: "pageview", visitorId: "visitor-1", newVisit: 1, path: "/", device: "desktop", referrer: "search.example" });
  });

  it("refuses census calls without the crumb with crumbFail and a fresh crumb", async () => {
    const before = (await hits()).length;
    const response = await post(visitor, "/api/census/RecordHit", { event: "pageview", data: census({}) }, false);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ crumbFail: true, crumb: expect.any(String) });
    for (const url of ["/api/census/form-render", "/api/events/RecordEvent", "/api/events/RecordJavascriptErrors", "/api/events/Trace"]) {
      expect((await server.request("hits", { method: "POST", url, headers: { "content-type": FORM }, payload: "event=x" })).statusCode).toBe(403);
    }
    expect((await hits()).length).toBe(before);
  });

  it("answers bad census input with a 4xx and stores nothing", async () => {
    const before = (await hits()).length;
    const bad: Record<string, string>[] = [
      { event: "pageview", data: "{not json" },
      { event: "pageview", data: "[1,2]" },
      { event: "pageview", data: JSON.stringify({ pageType: "two" }) },
      { event: "pageview", ss_cvr: "bad cookie|x" },
      { event: "", data: census({}) },
      { event: "<script>", data: census({}) },
    ];
    for (const fields of bad) expect((await post(visitor, "/api/census/RecordHit", fields)).statusCode).toBe(400);
    const huge = await post(visitor, "/api/census/RecordHit", { event: "pageview", data: census({ pageTitle: "x".repeat(40_000) }) });
    expect(huge.statusCode).toBe(413);
    const json = await postJson(visitor, "/api/census/RecordHit", [{ event: "pageview" }]);
    expect(json.statusCode).toBe(400);
    expect((await post(visitor, "/api/census/form-render", { formId: "../../etc", data: census({}) })).statusCode).toBe(400);
    expect((await post(visitor, "/api/census/RecordQuickView/not-an-id", { data: census({}) })).statusCode).toBe(404);
    expect((await hits()).length).toBe(before);
  });

  it("parses form bodies like the browser (depth 5, array limit 20, parameter limit 1000) and refuses what does not fit", async () => {
    const before = (await hits()).length;
    const raw = (payload: string) =>
      visitor.send(server, "hits", {
        method: "POST",
        url: "/api/census/RecordHit",
        headers: { "content-type": FORM, "x-csrf-token": visitor.get("crumb")! },
        payload,
      });
    expect((await raw("event=pageview&data=%E0%A4%A")).statusCode).toBe(400);
    expect((await raw("event[a][b][c][d][e][f][g]=1&data=%7B%7D")).statusCode).toBe(400);
    expect((await raw("event=pageview&event=pageview")).statusCode).toBe(400);
    const many = Array.from({ length: 1500 }, (_, i) => `x${i}=1`).join("&");
    expect((await raw(`${many}&event=pageview`)).statusCode).toBe(400);
    expect((await raw(`event=scroll&${many}`)).statusCode).toBe(202);
    expect((await hits()).length).toBe(before + 1);
    const deep = await visitor.send(server, "hits", { method: "GET", url: "/api/track/Track?landing[a][b][c][d][e][f]=1" });
    expect(deep.statusCode).toBe(400);
  });

  it("skips page views on /search, untracked pages and for a signed-in owner, but counts a viewer", async () => {
    const before = (await hits()).length;
    expect((await post(visitor, "/api/census/RecordHit", { event: "pageview", data: census({ pagePath: "/search" }) })).statusCode).toBe(202);
    for (const pageType of [100, 103, 106]) await post(visitor, "/api/census/RecordHit", { event: "pageview", data: census({ pageType }) });
    const owner = await signedIn(server, "hits", OWNER.email, OWNER.password);
    expect((await post(owner, "/api/census/RecordHit", { event: "pageview", data: census({}) })).statusCode).toBe(202);
    expect((await hits()).length).toBe(before);
    const viewer = await signedIn(server, "hits", VIEWER.email, VIEWER.password);
    expect((await post(viewer, "/api/census/RecordHit", { event: "pageview", data: census({ pagePath: "/config/pages" }) })).statusCode).toBe(202);
    expect((await hits()).length).toBe(before);
    expect((await post(viewer, "/api/census/RecordHit", { event: "pageview", data: census({ pagePath: "/about" }) })).statusCode).toBe(202);
    expect((await hits()).map((hit) => hit.path)).toContain("/about");
  });

  it("records form renders, button calls, overlays and quick views with what they are about", async () => {
    const formId = newId();
    const itemId = newId();
    expect((await post(visitor, "/api/census/form-render", { formId, data: census({}) })).statusCode).toBe(202);
    expect((await post(visitor, "/api/census/button-click", { buttonId: "buy", data: census({}) })).statusCode).toBe(202);
    expect((await post(visitor, "/api/census/button-render", { buttonId: "buy", data: census({}) })).statusCode).toBe(202);
    expect((await post(visitor, "/api/census/overlay", { data: census({}) })).statusCode).toBe(202);
    expect((await post(visitor, `/api/census/RecordQuickView/${itemId}`, { data: census({}) })).statusCode).toBe(202);
    const kinds = (await hits()).map((hit) => [hit.kind, hit.targetId]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ["form-render", formId],
        ["button-click", "buy"],
        ["button-render", "buy"],
        ["overlay", ""],
        ["quick-view", itemId],
      ]),
    );
  });

  it("records RecordEvent with its extra fields and Trace batches, as JSON or as the spec's form field data; refuses bad ones", async () => {
    expect(
      (await post(visitor, "/api/events/RecordEvent", { crumb: visitor.get("crumb")!, event: "newsletter_subscribe", formId: "f1", data: '{"a":1}' }, false))
        .statusCode,
    ).toBe(202);
    expect((await postJson(visitor, "/api/events/Trace", { events: [{ event: "scroll", data: { depth: 3 }, timestamp: 1 }] })).statusCode).toBe(202);
    expect((await post(visitor, "/api/events/RecordEvent", { event: "x", data: "nope" })).statusCode).toBe(400);
    expect((await post(visitor, "/api/events/RecordEvent", { data: "{}" })).statusCode).toBe(400);
    const specForm = JSON.stringify([{ pageUrl: "/shop", type: "quick-view", data: '{"item":"i1"}', stack: "at quickView" }]);
    expect((await post(visitor, "/api/events/Trace", { data: specForm })).statusCode).toBe(202);
    const notJson = await post(visitor, "/api/events/Trace", { data: "[{" });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: "invalid" });
    expect((await post(visitor, "/api/events/Trace", { data: JSON.stringify([{ type: "quick-view" }]) })).statusCode).toBe(400);
    expect((await postJson(visitor, "/api/events/Trace", { events: [] })).statusCode).toBe(400);
    expect((await postJson(visitor, "/api/events/Trace", { events: Array.from({ length: 101 }, () => ({ event: "a", timestamp: 1 })) })).statusCode).toBe(400);
    await server.services.analytics.flush();
    const events = await database().db.selectFrom("analyticsEvents").selectAll().where("websiteId", "=", websiteId).execute();
    expect(events.map((e) => [e.kind, e.event])).toEqual(
      expect.arrayContaining([
        ["event", "newsletter_subscribe"],
        ["trace", "scroll"],
        ["trace", "quick-view"],
      ]),
    );
    expect(JSON.parse(events.find((e) => e.event === "quick-view")!.dataJson).data).toEqual({ pageUrl: "/shop", data: '{"item":"i1"}', stack: "at quickView" });
    expect(JSON.parse(events.find((e) => e.kind === "event")!.dataJson)).toEqual({ formId: "f1", data: { a: 1 } });
    expect(events).toHaveLength(3);
  });

  it("answers the Track pixel with a GIF and stores the landing; too long parameters store nothing", async () => {
    const pixel = await visitor.send(server, "hits", { method: "GET", url: "/api/track/Track?landing=%2Fshop&source=news&campaign=spring&mkwid=k1" });
    expect(pixel.statusCode).toBe(200);
    expect(pixel.headers["content-type"]).toBe("image/gif");
    expect(pixel.rawPayload.subarray(0, 6).toString()).toBe("GIF89a");
    const bad = await visitor.send(server, "hits", { method: "GET", url: `/api/track/Track?landing=${"x".repeat(3000)}` });
    expect(bad.statusCode).toBe(400);
    await server.services.analytics.flush();
    const tracks = await database().db.selectFrom("analyticsEvents").selectAll().where("kind", "=", "track").where("websiteId", "=", websiteId).execute();
    expect(tracks).toHaveLength(1);
    expect(JSON.parse(tracks[0]!.dataJson)).toMatchObject({ landing: "/shop", source: "news", campaign: "spring", mkwid: "k1", refer: "" });
  });

  it("stores browser error reports and groups them for the owner; refuses malformed reports", async () => {
    const record = (message: string, line: number) => ({
      event: "javascript_error",
      timestamp: Date.now(),
      data: {
        websiteId,
        templateId: "t",
        url: "http://hits.tessera.test/",
        userAgent: "UA",
        app: "site",
        message,
        stack: `Error: ${message}\n at x`,
        file: "http://hits.tessera.test/assets/a.js",
        line,
        column: 3,
      },
    });
    expect((await postJson(visitor, "/api/events/RecordJavascriptErrors", [record("boom", 1), record("boom", 1), record("bang", 9)])).statusCode).toBe(202);
    expect((await postJson(visitor, "/api/events/RecordJavascriptErrors", { not: "an array" })).statusCode).toBe(400);
    expect(
      (
        await postJson(
          visitor,
          "/api/events/RecordJavascriptErrors",
          Array.from({ length: 21 }, () => record("many", 1)),
        )
      ).statusCode,
    ).toBe(400);
    expect((await postJson(visitor, "/api/events/RecordJavascriptErrors", [{ ...record("x", 1), data: { line: "one" } }])).statusCode).toBe(400);
    const owner = await signedIn(server, "hits", OWNER.email, OWNER.password);
    const errors = await owner.send(server, "hits", { method: "GET", url: "/api/config/analytics/errors" });
    expect(errors.statusCode).toBe(200);
    const groups = errors.json().groups as { message: string; count: number; line: number; sampleStack: string; sampleUrl: string }[];
    expect(groups).toHaveLength(2);
    expect(groups.find((g) => g.message === "boom")).toMatchObject({
      count: 2,
      line: 1,
      file: "http://hits.tessera.test/assets/a.js",
      sampleStack: "Error: boom\n at x",
      sampleUrl: "http://hits.tessera.test/",
    });
    expect((await visitor.send(server, "hits", { method: "GET", url: "/api/config/analytics/errors" })).statusCode).toBe(401);
  });

  it("summarises visits, page views, devices, referrers and forms for the owner, matching the census rows behind them and counting only forms the site has", async () => {
    const owner = await signedIn(server, "hits", OWNER.email, OWNER.password);
    const today = new Date().toISOString().slice(0, 10);
    const response = await owner.send(server, "hits", { method: "GET", url: `/api/config/analytics/summary?from=${today}&to=${today}` });
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary).toMatchObject({ from: today, to: today, totals: { visits: 1, uniqueVisitors: 1, pageViews: 2, formViews: 0, formSubmissions: 0 } });
    expect(summary.series).toEqual([{ date: today, visits: 1, uniqueVisitors: 1, pageViews: 2 }]);
    expect(summary.topPages).toEqual([
      { path: "/", pageViews: 1 },
      { path: "/about", pageViews: 1 },
    ]);
    expect(summary.referrers).toEqual([{ referrer: "search.example", visits: 1 }]);
    expect(summary.devices).toEqual([
      { device: "desktop", visits: 1 },
      { device: "tablet", visits: 0 },
      { device: "mobile", visits: 0 },
    ]);
    expect(summary.formConversions).toEqual([]);
    const rows = (await hits()).filter((hit) => hit.day === today);
    const views = rows.filter((hit) => hit.kind === "pageview");
    const visits = views.filter((hit) => hit.newVisit === 1);
    expect(summary.totals).toMatchObject({
      pageViews: views.length,
      visits: visits.length,
      uniqueVisitors: new Set(views.map((hit) => hit.visitorId).filter((id) => id !== "")).size,
    });
    expect(summary.topPages.map((page: { path: string; pageViews: number }) => page.pageViews)).toEqual(
      summary.topPages.map((page: { path: string }) => views.filter((hit) => hit.path === page.path).length),
    );
    expect(summary.devices.map((device: { device: string; visits: number }) => device.visits)).toEqual(
      summary.devices.map((device: { device: string }) => visits.filter((hit) => hit.device === device.device).length),
    );
    for (const query of ["from=2026-13-01", "from=2026-02-30&to=2026-03-01", "from=2026-05-02&to=2026-05-01", "from=2020-01-01&to=2026-01-01"]) {
      expect((await owner.send(server, "hits", { method: "GET", url: `/api/config/analytics/summary?${query}` })).statusCode).toBe(400);
    }
  });
});
