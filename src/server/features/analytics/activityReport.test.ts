import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { formsSite, newTestFormIds, type TestFormIds } from "../../testing/formSites";
import { onePageSite } from "../../testing/siteFiles";
import { FormVisitor } from "../../testing/formVisitor";
import { ActivityRetention } from "./activityRetention";

const OWNER = { email: "owner@activity.example", password: "owner password 1", roleId: ROLE.ADMIN };
const OTHER = { email: "owner@quiet.example", password: "owner password 1", roleId: ROLE.ADMIN };
const FORM = "application/x-www-form-urlencoded";

describeOnEveryEngine("the owner's activity report and its retention", (database) => {
  let server: TestServer;
  let ids: TestFormIds;
  let visitor: FormVisitor;
  let owner: CookieJar;
  let now = new Date("2026-11-20T10:00:00.000Z");
  const clock = { now: () => now };

  const at = (iso: string) => {
    now = new Date(iso);
  };
  const post = (url: string, fields: Record<string, string>) =>
    visitor.jar.send(server, "act", {
      method: "POST",
      url,
      headers: { "content-type": FORM, "x-csrf-token": visitor.jar.get("crumb")! },
      payload: new URLSearchParams({ crumb: visitor.jar.get("crumb")!, ...fields }).toString(),
    });
  const land = (query: string) => visitor.jar.send(server, "act", { method: "GET", url: `/api/track/Track?${query}` });
  const ownerGet = (url: string) => owner.send(server, "act", { method: "GET", url });

  beforeAll(async () => {
    ids = newTestFormIds();
    await seedSite(database(), formsSite("act", ids), OWNER);
    await seedSite(database(), onePageSite("quiet", []), OTHER);
    server = await createTestServer(database(), { clock });
    visitor = new FormVisitor(server, "act", "203.0.113.9");
    await visitor.open();
    owner = await signedIn(server, "act", OWNER.email, OWNER.password);

    at("2026-11-18T09:00:00.000Z");
    expect((await land("landing=%2F%3Futm_source%3Dnews&source=news&campaign=spring&channel=email")).statusCode).toBe(200);
    expect((await post("/api/events/RecordEvent", { event: "video_play", data: JSON.stringify({ pagePath: "/films" }) })).statusCode).toBe(202);
    at("2026-11-19T09:00:00.000Z");
    expect((await land("landing=%2Fshop&source=news&campaign=autumn&channel=email&mkwid=k1")).statusCode).toBe(200);
    expect((await land("landing=%2Fshop&source=ads&campaign=spring&channel=cpc")).statusCode).toBe(200);
    expect((await land("landing=%2F")).statusCode).toBe(200);
    expect((await post("/api/events/RecordEvent", { event: "system_network_error", urlRequested: "/assets/island-map-1.js" })).statusCode).toBe(202);
    const trace = { events: [{ event: "scroll", data: { pageUrl: "/about", depth: 3 }, timestamp: 1 }] };
    const traced = await visitor.jar.send(server, "act", {
      method: "POST",
      url: "/api/events/Trace",
      headers: { "content-type": "application/json", "x-csrf-token": visitor.jar.get("crumb")! },
      payload: JSON.stringify(trace),
    });
    expect(traced.statusCode).toBe(202);
    at("2026-11-20T09:00:00.000Z");
    for (let i = 0; i < 4; i += 1) expect((await post("/api/census/overlay", { data: JSON.stringify({ pageType: 1, pagePath: "/" }) })).statusCode).toBe(202);
    const signup = (email: string, isOverlayForm: boolean) => visitor.submit(ids.newsletter, { email, name: ["", ""] }, { isOverlayForm, pagePath: "/offers" });
    expect((await signup("first@example.com", true)).statusCode).toBe(200);
    expect((await signup("first@example.com", true)).statusCode).toBe(200);
    expect((await signup("block@example.com", false)).statusCode).toBe(200);
  });
  afterAll(() => server.close());

  it("counts every kind, ranks landings by source, campaign and channel, and lists the latest landings", async () => {
    const response = await ownerGet("/api/config/analytics/activity?from=2026-11-01&to=2026-11-20");
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.counts).toEqual({ landings: 4, events: 1, traces: 1, networkErrors: 1, overlayViews: 4, overlaySignups: 1 });
    expect(report.landings).toEqual({
      sources: [
        { value: "news", landings: 2 },
        { value: "(none)", landings: 1 },
        { value: "ads", landings: 1 },
      ],
      campaigns: [
        { value: "spring", landings: 2 },
        { value: "(none)", landings: 1 },
        { value: "autumn", landings: 1 },
      ],
      channels: [
        { value: "email", landings: 2 },
        { value: "(none)", landings: 1 },
        { value: "cpc", landings: 1 },
      ],
    });
    expect(report.overlayConversionRate).toBe(0.25);
    expect(report.kind).toBe("landings");
    expect(report.rows.map((row: { at: string; name: string; page: string }) => `${row.at} ${row.name} ${row.page}`).sort()).toEqual([
      "2026-11-18T09:00:00.000Z news /?utm_source=news",
      "2026-11-19T09:00:00.000Z (none) /",
      "2026-11-19T09:00:00.000Z ads /shop",
      "2026-11-19T09:00:00.000Z news /shop",
    ]);
    expect(report.rows[3].at).toBe("2026-11-18T09:00:00.000Z");
    expect(report.rows.find((row: { detail: string }) => row.detail.includes("mkwid"))).toMatchObject({
      detail: "campaign: autumn, channel: email, mkwid: k1",
    });
    expect(report.more).toBe(false);
  });

  it("filters the list by kind and by range of days", async () => {
    const list = async (query: string) => (await ownerGet(`/api/config/analytics/activity?${query}`)).json();
    expect((await list("kind=events&from=2026-11-01&to=2026-11-20")).rows).toEqual([
      { at: "2026-11-18T09:00:00.000Z", name: "video_play", page: "/films", detail: JSON.stringify({ data: { pagePath: "/films" } }) },
    ]);
    expect((await list("kind=events&from=2026-11-19&to=2026-11-20")).rows).toEqual([]);
    expect((await list("kind=traces&from=2026-11-19&to=2026-11-19")).rows).toEqual([
      { at: "2026-11-19T09:00:00.000Z", name: "scroll", page: "/about", detail: JSON.stringify({ pageUrl: "/about", depth: 3 }) },
    ]);
    expect((await list("kind=network-errors&from=2026-11-19&to=2026-11-19")).rows).toEqual([
      { at: "2026-11-19T09:00:00.000Z", name: "/assets/island-map-1.js", page: "", detail: "" },
    ]);
    const overlay = await list("kind=overlay&from=2026-11-20&to=2026-11-20");
    expect(overlay.rows.map((row: { name: string; page: string }) => `${row.name} ${row.page}`).sort()).toEqual([
      "Popup shown /",
      "Popup shown /",
      "Popup shown /",
      "Popup shown /",
      "Signed up /offers",
    ]);
    expect((await list("from=2026-11-20&to=2026-11-20")).counts).toEqual({
      landings: 0,
      events: 0,
      traces: 0,
      networkErrors: 0,
      overlayViews: 4,
      overlaySignups: 1,
    });
    expect((await ownerGet("/api/config/analytics/activity?kind=clicks")).statusCode).toBe(400);
    expect((await ownerGet("/api/config/analytics/activity?from=2026-11-20&to=2026-11-01")).statusCode).toBe(400);
  });

  it("downloads one kind as CSV, a landing's parameters in columns", async () => {
    const response = await ownerGet("/api/config/analytics/activity/csv?kind=landings&from=2026-11-19&to=2026-11-19");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="landings-2026-11-19-2026-11-19.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe('"time","landing","refer","rk","lang","screen","source","campaign","subcampaign","channel","subchannel","variation","mkwid"');
    expect(lines).toHaveLength(4);
    expect(lines).toContain('"2026-11-19T09:00:00.000Z","/shop","","","","","news","autumn","","email","","","k1"');
    const events = await ownerGet("/api/config/analytics/activity/csv?kind=network-errors&from=2026-11-01&to=2026-11-20");
    expect(
      events.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n"),
    ).toEqual(['"time","name","page","detail"', '"2026-11-19T09:00:00.000Z","/assets/island-map-1.js","",""']);
  });

  it("shows the report and its CSV to the site's owner only", async () => {
    expect((await visitor.jar.send(server, "act", { method: "GET", url: "/api/config/analytics/activity" })).statusCode).toBe(401);
    expect((await visitor.jar.send(server, "act", { method: "GET", url: "/api/config/analytics/activity/csv" })).statusCode).toBe(401);
  });

  it("deletes each kind once older than its site's setting, each site trimmed by one node a day", async () => {
    const settings = (await ownerGet("/api/config/site/settings")).json();
    const { siteAddress: _address, ...current } = settings;
    expect(current).toMatchObject({ landingsKeptDays: 180, eventsKeptDays: 180, tracesKeptDays: 180, networkErrorsKeptDays: 180, overlayKeptDays: 180 });
    const saved = await owner.send(server, "act", {
      method: "PUT",
      url: "/api/config/site/settings",
      headers: { "content-type": "application/json", "x-csrf-token": owner.get("crumb") ?? "" },
      payload: JSON.stringify({ ...current, eventsKeptDays: 3, networkErrorsKeptDays: 1, tracesKeptDays: 1 }),
    });
    expect(saved.statusCode).toBe(200);
    const refused = await owner.send(server, "act", {
      method: "PUT",
      url: "/api/config/site/settings",
      headers: { "content-type": "application/json", "x-csrf-token": owner.get("crumb") ?? "" },
      payload: JSON.stringify({ ...current, overlayKeptDays: 0 }),
    });
    expect(refused.statusCode).toBe(400);

    at("2026-11-20T12:00:00.000Z");
    const nodes = [new ActivityRetention(database().db, clock), new ActivityRetention(database().db, clock)];
    const trimmed = await Promise.all(nodes.map((node) => node.runOnce()));
    expect(trimmed[0]! + trimmed[1]!).toBe(2);
    const counts = async () => {
      owner = await signedIn(server, "act", OWNER.email, OWNER.password);
      return (await ownerGet("/api/config/analytics/activity?from=2026-11-01&to=2026-11-20")).json().counts;
    };
    expect(await counts()).toEqual({ landings: 4, events: 1, traces: 0, networkErrors: 0, overlayViews: 4, overlaySignups: 1 });

    at("2026-11-21T11:59:00.000Z");
    expect(await nodes[0]!.runOnce()).toBe(0);
    expect(await counts()).toMatchObject({ events: 1 });
    at("2026-11-21T12:00:00.000Z");
    expect((await Promise.all(nodes.map((node) => node.runOnce()))).reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(await counts()).toEqual({ landings: 4, events: 0, traces: 0, networkErrors: 0, overlayViews: 4, overlaySignups: 1 });
  });
});
