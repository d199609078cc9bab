import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { createTestServer, CookieJar, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { onePageSite } from "../../testing/siteFiles";

const OWNER = { email: "owner@speed.example", password: "owner password 1", roleId: ROLE.ADMIN };
const FORM = "application/x-www-form-urlencoded";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148";

function census(fields: Record<string, unknown> = {}): string {
  return JSON.stringify({ pageType: 2, pagePath: "/", userAgent: "Mozilla/5.0 (X11; Linux x86_64)", viewportWidth: 1280, ...fields });
}

describeEachDatabase("page speed reports", (database) => {
  let now = new Date("2026-03-10T12:00:00Z");
  let server: TestServer;
  let websiteId: string;
  let visitor: CookieJar;

  const post = (jar: CookieJar, fields: Record<string, string>) =>
    jar.send(server, "speed", {
      method: "POST",
      url: "/api/census/page-speed",
      headers: { "content-type": FORM, "x-csrf-token": jar.get("crumb")! },
      payload: new URLSearchParams(fields).toString(),
    });
  const samples = async () => {
    await server.services.analytics.flush();
    return database().db.selectFrom("pageSpeedSamples").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt").execute();
  };
  const summary = async (range = "") => {
    const owner = await signedIn(server, "speed", OWNER.email, OWNER.password);
    const response = await owner.send(server, "speed", { method: "GET", url: `/api/config/analytics/summary${range}` });
    expect(response.statusCode).toBe(200);
    return response.json().pageSpeed;
  };

  beforeAll(async () => {
    websiteId = await seedSite(database(), onePageSite("speed", []), OWNER);
    server = await createTestServer(database(), { clock: { now: () => now } });
    visitor = new CookieJar();
    await visitor.send(server, "speed", { method: "GET", url: "/" });
    await visitor.ensureCrumb(server, "speed");
  });
  afterAll(() => server.close());

  it("reports no page view measured before any browser reported", async () => {
    const speed = await summary();
    const metrics = ["CLS", "FCP", "FID", "LCP", "TTFB", "INP"].map((metric) => ({ metric, p75: null, rating: null, samples: 0 }));
    const nothing = { views: 0, metrics, passing: { judged: 0, passed: 0 } };
    expect(speed).toEqual({
      ...nothing,
      devices: [],
      pages: [],
      trend: {
        step: "week",
        points: [
          { from: "2026-02-09", to: "2026-02-15", ...nothing },
          { from: "2026-02-16", to: "2026-02-22", ...nothing },
          { from: "2026-02-23", to: "2026-03-01", ...nothing },
          { from: "2026-03-02", to: "2026-03-08", ...nothing },
          { from: "2026-03-09", to: "2026-03-10", ...nothing },
        ],
      },
    });
  });

  it("stores the metrics a browser measured, INP among them, leaving the others empty, with the page and device", async () => {
    expect(
      (await post(visitor, { LCP: "1234", TTFB: "88", CLS: "0.0312", INP: "168", data: census({ pagePath: "/menu", userAgent: PHONE }) })).statusCode,
    ).toBe(202);
    const [sample] = await samples();
    expect(sample).toMatchObject({ path: "/menu", device: "mobile", lcp: 1234, ttfb: 88, cls: 0.0312, inp: 168, fcp: null, fid: null, day: "2026-03-10" });
  });

  it("still takes FID from a browser that cannot measure INP", async () => {
    expect((await post(visitor, { FID: "16", data: census({ pagePath: "/old" }) })).statusCode).toBe(202);
    expect((await samples()).at(-1)).toMatchObject({ path: "/old", fid: 16, inp: null });
    await database().db.deleteFrom("pageSpeedSamples").where("path", "=", "/old").execute();
  });

  it("refuses what is not a measurement with a 400 and stores nothing", async () => {
    const before = (await samples()).length;
    const bad: Record<string, string>[] = [
      { data: census() },
      { LCP: "-5", data: census() },
      { LCP: "1e3", data: census() },
      { LCP: "NaN", data: census() },
      { LCP: "600001", data: census() },
      { CLS: "101", data: census() },
      { LCP: "900", FOO: "40", data: census() },
      { INP: "600001", data: census() },
      { LCP: "900", data: "{not json" },
      { LCP: "900", data: census({ pagePath: "" }) },
    ];
    for (const fields of bad) {
      const response = await post(visitor, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.body).not.toMatch(/at .*\.ts|stack/i);
    }
    expect((await samples()).length).toBe(before);
  });

  it("takes nothing from a signed-in owner or an untracked page", async () => {
    const before = (await samples()).length;
    const owner = await signedIn(server, "speed", OWNER.email, OWNER.password);
    const ownerAnswer = await post(owner, { LCP: "900", data: census() });
    expect(ownerAnswer.statusCode).toBe(202);
    expect(ownerAnswer.json()).toEqual({ recorded: false });
    expect((await post(visitor, { LCP: "900", data: census({ pageType: 100 }) })).json()).toEqual({ recorded: false });
    expect((await samples()).length).toBe(before);
  });

  it("gives the owner each metric's 75th percentile and rating, over all pages, per device (phones first) and per page, the most measured first", async () => {
    const lcps = [1000, 2000, 3000, 5000];
    for (const lcp of lcps) await post(visitor, { LCP: String(lcp), FCP: "700", INP: String(lcp / 10), data: census({ pagePath: "/" }) });
    const speed = await summary();
    const stored = await samples();
    expect(speed.views).toBe(stored.length);
    expect(speed.views).toBe(5);
    const metric = (list: { metric: string }[], name: string) => list.find((m) => m.metric === name);
    expect(metric(speed.metrics, "LCP")).toEqual({ metric: "LCP", p75: 3000, rating: "needs-improvement", samples: 5 });
    expect(metric(speed.metrics, "INP")).toEqual({ metric: "INP", p75: 300, rating: "needs-improvement", samples: 5 });
    expect(metric(speed.metrics, "FCP")).toEqual({ metric: "FCP", p75: 700, rating: "good", samples: 4 });
    expect(metric(speed.metrics, "FID")).toEqual({ metric: "FID", p75: null, rating: null, samples: 0 });
    expect(metric(speed.metrics, "TTFB")).toEqual({ metric: "TTFB", p75: 88, rating: "good", samples: 1 });
    expect(metric(speed.metrics, "CLS")).toEqual({ metric: "CLS", p75: 0.0312, rating: "good", samples: 1 });
    expect(speed.pages.map((page: { path: string; views: number }) => [page.path, page.views])).toEqual([
      ["/", 4],
      ["/menu", 1],
    ]);
    expect(metric(speed.pages[0].metrics, "LCP")).toEqual({ metric: "LCP", p75: 3000, rating: "needs-improvement", samples: 4 });
    expect(metric(speed.pages[0].metrics, "TTFB")).toEqual({ metric: "TTFB", p75: null, rating: null, samples: 0 });
    expect(speed.devices.map((group: { device: string; views: number }) => [group.device, group.views])).toEqual([
      ["mobile", 1],
      ["desktop", 4],
    ]);
    expect(metric(speed.devices[0].metrics, "LCP")).toEqual({ metric: "LCP", p75: 1234, rating: "good", samples: 1 });
    expect(metric(speed.devices[1].metrics, "LCP")).toEqual({ metric: "LCP", p75: 3000, rating: "needs-improvement", samples: 4 });
  });

  it("counts the page views good on all three Core Web Vitals, of those that measured any", async () => {
    const speed = await summary();
    // Good on all: /menu (LCP 1.2 s, INP 168 ms, CLS 0.03), LCP 1 s with INP 100 ms, LCP 2 s with INP 200 ms.
    expect(speed.passing).toEqual({ judged: 5, passed: 3 });
    expect(speed.devices.map((group: { passing: unknown }) => group.passing)).toEqual([
      { judged: 1, passed: 1 },
      { judged: 4, passed: 2 },
    ]);
    await post(visitor, { TTFB: "90", FCP: "400", data: census({ pagePath: "/" }) });
    expect((await summary()).passing).toEqual({ judged: 5, passed: 3 });
  });

  it("follows the period day by day up to two weeks and week by week beyond, each step with its own percentiles", async () => {
    now = new Date("2026-03-12T09:00:00Z");
    await post(visitor, { LCP: "4500", INP: "620", CLS: "0.3", data: census({ pagePath: "/" }) });
    await post(visitor, { LCP: "900", INP: "40", CLS: "0", data: census({ pagePath: "/" }) });
    const metric = (list: { metric: string; p75: number | null }[], name: string) => list.find((m) => m.metric === name)!.p75;
    const point = (day: { from: string; to: string; views: number; metrics: { metric: string; p75: number | null }[]; passing: unknown }) => ({
      from: day.from,
      to: day.to,
      views: day.views,
      lcp: metric(day.metrics, "LCP"),
      passing: day.passing,
    });
    const daily = await summary("?from=2026-03-09&to=2026-03-12");
    expect(daily.trend.step).toBe("day");
    expect(daily.trend.points.map(point)).toEqual([
      { from: "2026-03-09", to: "2026-03-09", views: 0, lcp: null, passing: { judged: 0, passed: 0 } },
      { from: "2026-03-10", to: "2026-03-10", views: 6, lcp: 3000, passing: { judged: 5, passed: 3 } },
      { from: "2026-03-11", to: "2026-03-11", views: 0, lcp: null, passing: { judged: 0, passed: 0 } },
      { from: "2026-03-12", to: "2026-03-12", views: 2, lcp: 4500, passing: { judged: 2, passed: 1 } },
    ]);
    const weekly = await summary("?from=2026-02-26&to=2026-03-12");
    expect(weekly.trend.step).toBe("week");
    expect(weekly.trend.points.map(point)).toEqual([
      { from: "2026-02-26", to: "2026-03-04", views: 0, lcp: null, passing: { judged: 0, passed: 0 } },
      { from: "2026-03-05", to: "2026-03-11", views: 6, lcp: 3000, passing: { judged: 5, passed: 3 } },
      { from: "2026-03-12", to: "2026-03-12", views: 2, lcp: 4500, passing: { judged: 2, passed: 1 } },
    ]);
    expect(weekly.views).toBe(8);
  });

  it("reads each day's latest samples up to an even share of 20,000, so one busy day cannot crowd out the others", async () => {
    const busy = Array.from({ length: 60 }, (_, i) => ({
      id: `busy-${i}`,
      websiteId,
      path: "/busy",
      device: "desktop",
      cls: null,
      fcp: null,
      fid: null,
      inp: null,
      lcp: i < 5 ? 9000 : 1000,
      ttfb: null,
      day: "2025-06-01",
      createdAt: `2025-06-01T10:00:${String(i).padStart(2, "0")}.000Z`,
    }));
    await database().db.insertInto("pageSpeedSamples").values(busy).execute();
    const year = await summary("?from=2025-03-12&to=2026-03-12");
    const page = year.pages.find((p: { path: string }) => p.path === "/busy");
    expect(page.views).toBe(Math.ceil(20_000 / 366));
    expect(page.metrics.find((m: { metric: string }) => m.metric === "LCP").p75).toBe(1000);
    expect(year.views).toBe(page.views + 8);
  });
});
