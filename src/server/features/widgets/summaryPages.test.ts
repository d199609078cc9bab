import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { ROLE } from "../../../domain/enumerations/roles";
import { contentRepository } from "../content/contentRepository";
import { summarySiteAs } from "../../testing/summarySite";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@summaries.example", password: "owner password 1", roleId: ROLE.ADMIN };
const POSTS = "5e5e5e5e5e5e5e5e5e5e5e21";
const PRODUCTS = "5e5e5e5e5e5e5e5e5e5e5e22";

/** The titles a summary block of a page shows, in order. */
function titlesIn(html: string, blockId: string): string[] {
  const start = html.indexOf(`id="block-${blockId}"`);
  const block = html.slice(start, html.indexOf("</section>", start));
  return [...block.matchAll(/class="tsr-summary__link" href="[^"]*">([^<]*)</g)].map((m) => m[1]!.replace(/&#x27;/g, "'"));
}

describeEachDatabase("summary blocks in published pages", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let websiteId: string;

  const call = (method: "POST" | "PATCH", url: string, body: unknown) =>
    owner.send(server, "summaries", {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb")!, "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
  const home = async () => (await server.request("summaries", { method: "GET", url: "/" })).body;

  beforeAll(async () => {
    websiteId = await seedSite(
      database(),
      summarySiteAs("summaries", [
        { id: POSTS, settings: { source: "blog", variant: "grid", count: 4 } },
        { id: PRODUCTS, settings: { source: "products", variant: "carousel", sort: "title" } },
      ]),
      OWNER,
    );
    server = await createTestServer(database(), { clock: { now: () => new Date("2026-11-25T12:00:00.000Z") } });
    owner = await signedIn(server, "summaries", OWNER.email, OWNER.password);
  });
  afterAll(() => server.close());

  it("shows the demo's posts newest first and its products by name, with their prices", async () => {
    const html = await home();
    expect(titlesIn(html, POSTS)).toEqual(["How we choose our beans", "A beginner's guide to pour-over", "Meet our new winter blend"]);
    const products = titlesIn(html, PRODUCTS);
    expect(products).toEqual([...products].sort((a, b) => a.localeCompare(b)));
    expect(products).toContain("Harbor Blend");
    expect(html).toContain('<p class="tsr-summary__price">$18.00</p>');
  });

  it("shows a post published after the page was cached, and drops it again when it goes back to draft", async () => {
    expect(titlesIn(await home(), POSTS)).not.toContain("Our new espresso machine");
    expect(titlesIn(await home(), POSTS)).toHaveLength(3);
    const blog = (await contentRepository.listCollections(database().db, websiteId)).find(
      (c) => c.type === COLLECTION_TYPE.GENERIC && c.urlSlug === "journal",
    )!;
    const post = (await call("POST", `/api/config/blogs/${blog.id}/posts`, { title: "Our new espresso machine" })).json();
    expect(titlesIn(await home(), POSTS)).not.toContain("Our new espresso machine");

    expect((await call("PATCH", `/api/config/posts/${post.id}`, { state: "published", excerpt: "It arrived on a pallet." })).statusCode).toBe(200);
    const published = await home();
    expect(titlesIn(published, POSTS)[0]).toBe("Our new espresso machine");
    expect(published).toContain("It arrived on a pallet.");

    expect((await call("PATCH", `/api/config/posts/${post.id}`, { state: "draft" })).statusCode).toBe(200);
    expect(titlesIn(await home(), POSTS)).not.toContain("Our new espresso machine");
  });
});
