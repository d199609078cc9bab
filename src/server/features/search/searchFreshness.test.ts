import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { NAVIGATION } from "../../../domain/enumerations/navigations";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { contentRepository } from "../content/contentRepository";
import { searchSite } from "./testing/searchSite";

const OWNER = { email: "owner@search.example", password: "owner password 1" };

describeEachDatabase("search after the owner's writes", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let websiteId: string;

  beforeAll(async () => {
    websiteId = await seedSite(database(), searchSite("fresh-search"), OWNER);
    server = await createTestServer(database());
    owner = await signedIn(server, "fresh-search", OWNER.email, OWNER.password);
  });
  afterAll(() => server.close());

  const call = (method: "GET" | "POST" | "DELETE", url: string, body?: unknown) =>
    owner.send(server, "fresh-search", {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb")!, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const found = async (q: string) => {
    const answer = await server.request("fresh-search", { method: "GET", url: `/api/search?q=${encodeURIComponent(q)}`, remoteAddress: "198.51.100.9" });
    return (answer.json() as { results: { title: string }[] }).results.map((result) => result.title);
  };
  const pageId = async (urlSlug: string) => (await contentRepository.findCollectionBySlug(database().db, websiteId, urlSlug))!.id;

  it("finds a page once it is published", async () => {
    expect(await found("draft")).toEqual([]);
    const id = await pageId("draft");
    const layout = (await call("GET", `/api/config/layouts/${id}`)).json() as { draftVersion: number };
    expect((await call("POST", `/api/config/layouts/${id}/publish`, { version: layout.draftVersion })).statusCode).toBe(200);
    expect(await found("draft")).toEqual(["Secret draft page"]);
  });

  it("no longer finds a page taken out of the navigation, nor one deleted", async () => {
    expect(await found("cottage")).toEqual(["About us"]);
    expect((await call("POST", `/api/config/pages/${await pageId("about")}/move`, { navigation: NAVIGATION.HIDDEN, position: 0 })).statusCode).toBe(204);
    expect(await found("cottage")).toEqual([]);
    expect(await found("bay")).toEqual(["Lighthouse tours"]);
    expect((await call("DELETE", `/api/config/pages/${await pageId("tours")}`)).statusCode).toBe(204);
    expect(await found("bay")).toEqual([]);
  });
});
