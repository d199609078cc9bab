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
  const summary = async () => {
    const owner = await signedIn(server, "speed", OWNER.email, OWNER.password);
    const response = await owner.send(server, "speed", { method: "GET", url: "/api/config/analytics/summary" });
    expect(response.statusCode).toBe(200);
    return response.json().pageSpeed;
  };

  beforeAll(async () => {
    websiteId = await seedSite(database(), onePageSite("speed", []), OWNER);
    server = await createTestServer(database());
    visitor = new CookieJar();
    await visitor.send(server, "speed", { method: "GET", url: "/" });
    await visitor.ensureCrumb(server, "speed");
  });
  afterAll(() => server.close());

  it("reports no page view measured before any browser reported", async () => {
    const speed = await summary();
    expect(speed).toEqual({
      views: 0,
      metrics: ["CLS", "FCP", "FID", "LCP", "TTFB"].map((metric) => ({ metric, p75: null, rating: null, samples: 0 })),
      devices: [],
      pages: [],
    });
  });

  it("stores the metrics a browser measured, leaving the others empty, with the page and device", async () => {
    expect((await post(visitor, { LCP: "1234", TTFB: "88", CLS: "0.0312", data: census({ pagePath: "/menu", userAgent: PHONE }) })).statusCode).toBe(202);
    const [sample] = await samples();
    expect(sample).toMatchObject({ path: "/menu", device: "mobile", lcp: 1234, ttfb: 88, cls: 0.0312, fcp: null, fid: null });
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
      { LCP: "900", INP: "40", data: census() },
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
    for (const lcp of lcps) await post(visitor, { LCP: String(lcp), FCP: "700", FID: "12", data: census({ pagePath: "/" }) });
    const speed = await summary();
    const stored = await samples();
    expect(speed.views).toBe(stored.length);
    expect(speed.views).toBe(5);
    const metric = (list: { metric: string }[], name: string) => list.find((m) => m.metric === name);
    expect(metric(speed.metrics, "LCP")).toEqual({ metric: "LCP", p75: 3000, rating: "needs-improvement", samples: 5 });
    expect(metric(speed.metrics, "FCP")).toEqual({ metric: "FCP", p75: 700, rating: "good", samples: 4 });
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
});
