import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { createTestServer, CookieJar, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { onePageSite } from "../../testing/siteFiles";

const OWNER = { email: "owner@buttons.example", password: "owner password 1", roleId: ROLE.ADMIN };
const ORDER = "b0a000000000000000000001";
const VISIT = "b0a000000000000000000002";
const BLOCKS = [
  { id: ORDER, type: "button", settings: { label: "Order beans", url: "/shop" } },
  { id: VISIT, type: "button", settings: { label: "Visit us", url: "/visit", askToConfirm: true, confirmQuestion: "Leave for the map?" } },
];

describeEachDatabase("button clicks in the analytics summary", (database) => {
  let server: TestServer;
  let websiteId: string;
  let pageId: string;

  beforeAll(async () => {
    websiteId = await seedSite(database(), onePageSite("btns", BLOCKS), OWNER);
    pageId = (await database().db.selectFrom("collections").where("websiteId", "=", websiteId).select("id").executeTakeFirstOrThrow()).id;
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  const summary = async () => {
    const owner = await signedIn(server, "btns", OWNER.email, OWNER.password);
    return (await owner.send(server, "btns", { method: "GET", url: "/api/config/analytics/summary" })).json();
  };

  it("is empty before any button was seen", async () => {
    expect((await summary()).buttonClicks).toEqual([]);
  });

  it("counts renders and clicks per button and page, with its label and click rate, as stored", async () => {
    const visitor = new CookieJar();
    await visitor.send(server, "btns", { method: "GET", url: "/" });
    await visitor.ensureCrumb(server, "btns");
    const send = async (kind: string, buttonId: string, pagePath: string) => {
      const response = await visitor.send(server, "btns", {
        method: "POST",
        url: `/api/census/${kind}`,
        headers: { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": visitor.get("crumb")! },
        payload: new URLSearchParams({ buttonId, data: JSON.stringify({ pageType: 2, pagePath, pageId }) }).toString(),
      });
      expect(response.statusCode).toBe(202);
    };
    for (let i = 0; i < 4; i += 1) await send("button-render", ORDER, "/");
    for (let i = 0; i < 4; i += 1) await send("button-render", VISIT, "/");
    await send("button-render", ORDER, "/home");
    await send("button-click", ORDER, "/");
    await send("button-click", ORDER, "/");
    await send("button-click", ORDER, "/");
    await send("button-click", VISIT, "/");
    await send("button-click", "b0a0000000000000000000ff", "/");

    const report = (await summary()).buttonClicks;
    await server.services.analytics.flush();
    const stored = await database()
      .db.selectFrom("censusHits")
      .where("websiteId", "=", websiteId)
      .where("kind", "in", ["button-render", "button-click"])
      .select(["kind", "targetId", "path"])
      .execute();
    const count = (kind: string, id: string, path: string) => stored.filter((hit) => hit.kind === kind && hit.targetId === id && hit.path === path).length;
    expect(report).toEqual([
      { buttonId: ORDER, label: "Order beans", path: "/", renders: count("button-render", ORDER, "/"), clicks: count("button-click", ORDER, "/"), rate: 0.75 },
      { buttonId: VISIT, label: "Visit us", path: "/", renders: 4, clicks: 1, rate: 0.25 },
      { buttonId: "b0a0000000000000000000ff", label: "(removed button)", path: "/", renders: 0, clicks: 1, rate: 0 },
      { buttonId: ORDER, label: "Order beans", path: "/home", renders: 1, clicks: 0, rate: 0 },
    ]);
    expect(count("button-click", ORDER, "/")).toBe(3);
  });
});
