import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ITEM_TYPE } from "../../../domain/enumerations/itemTypes";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { contentRepository } from "../content/contentRepository";

const OWNER = { email: "owner@post-list.example", password: "owner password 1", roleId: ROLE.ADMIN };
const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase("the owner's post list, a page at a time", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let blogId: string;

  const call = (method: "GET" | "POST", url: string, body?: unknown) =>
    owner.send(server, "post-list", {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb")!, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const list = (query: string) => call("GET", `/api/config/blogs/${blogId}${query}`);

  beforeAll(async () => {
    const websiteId = await seedSite(database(), demoSiteAs("post-list"), OWNER);
    server = await createTestServer(database(), { clock: { now: () => new Date("2026-03-02T09:00:00.000Z") } });
    owner = await signedIn(server, "post-list", OWNER.email, OWNER.password);
    blogId = (await call("POST", "/api/config/pages", { kind: "blog", title: "Roast log", navigation: "main" })).json().id;
    await database()
      .db.transaction()
      .execute(async (trx) => {
        for (let n = 1; n <= 130; n++) {
          const day = new Date(Date.UTC(2025, 0, 1) + n * DAY).toISOString();
          await contentRepository.insertItem(trx, {
            id: newId(),
            websiteId,
            collectionId: blogId,
            recordType: ITEM_TYPE.TEXT,
            title: `Roast ${String(n).padStart(3, "0")}${n % 10 === 0 ? " with Cardamom" : ""}`,
            urlSlug: `roast-${n}`,
            urlPath: `roast-${n}`,
            publishState: PUBLISH_STATE.PUBLISHED,
            publishOn: day,
            excerpt: "",
            tags: n === 1 ? ["Oldest"] : [],
            categories: [],
            authorId: null,
            seoJson: "{}",
            createdAt: day,
            updatedAt: day,
          });
        }
      });
    await call("POST", `/api/config/blogs/${blogId}/posts`, { title: "A draft not yet dated" });
  });
  afterAll(() => server.close());

  it("answers 50 posts unless asked for another count, at most 200, saying how many there are", async () => {
    const first = await list("");
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(131);
    expect(first.json().posts).toHaveLength(50);
    expect((await list("?limit=200")).json().posts).toHaveLength(131);
    for (const limit of ["0", "201"]) expect((await list(`?limit=${limit}`)).statusCode).toBe(400);
  });

  it("pages newest first, a draft by when it was made, each post once; the last page holds the rest", async () => {
    const titles: string[] = [];
    for (let offset = 0; offset < 131; offset += 40) {
      const page = (await list(`?limit=40&offset=${offset}`)).json();
      expect(page.total).toBe(131);
      expect(page.posts).toHaveLength(offset === 120 ? 11 : 40);
      titles.push(...page.posts.map((post: { title: string }) => post.title));
    }
    expect(titles[0]).toBe("A draft not yet dated");
    expect(titles.slice(1, 3)).toEqual(["Roast 130 with Cardamom", "Roast 129"]);
    expect(titles.at(-1)).toBe("Roast 001");
    expect(new Set(titles).size).toBe(131);
    expect((await list("?offset=400")).json()).toMatchObject({ total: 131, posts: [] });
  });

  it("finds posts by a part of their title, whatever its case, and keeps every tag in the Tags panel", async () => {
    const found = (await list("?search=CARDAMOM&limit=5")).json();
    expect(found.total).toBe(13);
    expect(found.posts.map((post: { title: string }) => post.title)).toEqual(["130", "120", "110", "100", "090"].map((n) => `Roast ${n} with Cardamom`));
    expect(found.blog.tags).toEqual(["Oldest"]);
    expect((await list("?search=espresso")).json()).toMatchObject({ total: 0, posts: [] });
  });
});
