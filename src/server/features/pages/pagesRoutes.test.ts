import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { PAGE_MESSAGES } from "../../../domain/pageRules";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@pages.example", password: "owner password 1", roleId: ROLE.ADMIN };
const VIEWER = { email: "viewer@pages.example", password: "viewer password 1", roleId: ROLE.VIEWER };
const STORE = { email: "store@pages.example", password: "store password 1", roleId: ROLE.STORE_MANAGER };

/** The demo site without its shop page and products. */
function siteWithoutShop(identifier: string): string {
  const file = JSON.parse(demoSiteAs(identifier)) as { collections: { type: number }[]; products: unknown[] };
  return JSON.stringify({ ...file, collections: file.collections.filter((c) => c.type !== 13), products: [] });
}

describeEachDatabase("owner page routes", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let viewer: CookieJar;
  let store: CookieJar;

  const call = (jar: CookieJar, method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, body?: unknown) =>
    jar.send(server, "pages", {
      method,
      url,
      headers: { "x-csrf-token": jar.get("crumb")!, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const tree = async () => (await call(owner, "GET", "/api/config/pages")).json();
  const mainSlugs = async () => (await tree()).navigations[0].pages.map((p: { urlSlug: string }) => p.urlSlug);

  beforeAll(async () => {
    for (const person of [OWNER, VIEWER, STORE]) await seedSite(database(), demoSiteAs("pages"), person);
    await seedSite(database(), siteWithoutShop("noshop"), OWNER);
    server = await createTestServer(database());
    owner = await signedIn(server, "pages", OWNER.email, OWNER.password);
    viewer = await signedIn(server, "pages", VIEWER.email, VIEWER.password);
    store = await signedIn(server, "pages", STORE.email, STORE.password);
  });
  afterAll(() => server.close());

  it("lists pages and blogs per navigation with their workflow labels", async () => {
    const body = await tree();
    expect(body.navigations.map((n: { name: string }) => n.name)).toEqual(["main", "_hidden"]);
    expect(await mainSlugs()).toEqual(["home", "about", "journal", "contact", "roastery", "shop"]);
    expect(body.navigations[0].pages[0]).toMatchObject({ kind: "page", title: "Home", label: "Available" });
    expect(body.navigations[0].pages[2]).toMatchObject({ kind: "blog", title: "Journal", label: "Available" });
    expect(body.navigations[0].pages[5]).toMatchObject({ kind: "store", title: "Shop", urlSlug: "shop", label: "Available" });
    expect(body.siteLocked).toBe(false);
  });

  it("creates a hidden draft page with a free slug, visible to the owner's frame but not to visitors", async () => {
    const created = await call(owner, "POST", "/api/config/pages", { kind: "page", title: "About", navigation: "main" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: "About", urlSlug: "about-2", label: "Hidden", navigation: "main", position: 6 });
    expect((await server.request("pages", { method: "GET", url: "/about-2" })).statusCode).toBe(404);
    const home = await server.request("pages", { method: "GET", url: "/" });
    expect(home.body).not.toContain('href="/about-2"');
    expect((await call(owner, "GET", "/about-2")).statusCode).toBe(200);
  });

  it("renames, re-slugs, moves and duplicates pages", async () => {
    const about = (await tree()).navigations[0].pages.find((p: { urlSlug: string }) => p.urlSlug === "about");
    const renamed = await call(owner, "PATCH", `/api/config/pages/${about.id}`, { title: "Our story", urlSlug: "our-story" });
    expect(renamed.json()).toMatchObject({ title: "Our story", urlSlug: "our-story" });
    expect((await server.request("pages", { method: "GET", url: "/our-story" })).statusCode).toBe(200);
    const oldAddress = await server.request("pages", { method: "GET", url: "/about" });
    expect([oldAddress.statusCode, oldAddress.headers.location]).toEqual([301, "/our-story"]);

    expect((await call(owner, "POST", `/api/config/pages/${about.id}/move`, { navigation: "main", position: 0 })).statusCode).toBe(204);
    expect((await mainSlugs())[0]).toBe("our-story");
    expect((await call(owner, "POST", `/api/config/pages/${about.id}/move`, { navigation: "_hidden", position: 0 })).statusCode).toBe(204);
    const moved = await tree();
    expect(moved.navigations[1].pages.map((p: { urlSlug: string }) => p.urlSlug)).toEqual(["our-story", "blocks", "events", "more-blocks"]);
    expect(moved.navigations[0].pages.map((p: { position: number }) => p.position)).toEqual([0, 1, 2, 3, 4, 5]);

    const copy = await call(owner, "POST", `/api/config/pages/${about.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ title: "Our story (copy)", urlSlug: "our-story-copy", label: "Hidden", navigation: "_hidden", position: 1 });
    const layout = await call(owner, "GET", `/api/config/layouts/${copy.json().id}`);
    const original = await call(owner, "GET", `/api/config/layouts/${about.id}`);
    const [copied, source] = [layout.json().draft.sections[0], original.json().draft.sections[0]];
    expect(copied.blocks.map((b: { type: string }) => b.type)).toEqual(source.blocks.map((b: { type: string }) => b.type));
    expect(copied.blocks.map((b: { desktop: unknown }) => b.desktop)).toEqual(source.blocks.map((b: { desktop: unknown }) => b.desktop));
    expect(copied.style).toEqual(source.style);
    expect(copied.id).not.toBe(source.id);
    expect(copied.blocks[0].id).not.toBe(source.blocks[0].id);
  });

  it("refuses bad titles and slugs with the shared rules' messages", async () => {
    const home = (await tree()).navigations[0].pages.find((p: { urlSlug: string }) => p.urlSlug === "home");
    const cases: [unknown, string, string][] = [
      [{ urlSlug: "Our Story" }, "urlSlug", PAGE_MESSAGES.slugCharacters],
      [{ urlSlug: "config" }, "urlSlug", PAGE_MESSAGES.slugReserved],
      [{ urlSlug: "contact" }, "urlSlug", PAGE_MESSAGES.slugTaken],
      [{ urlSlug: "a".repeat(149) }, "urlSlug", PAGE_MESSAGES.slugTooLong],
      [{ title: " " }, "title", PAGE_MESSAGES.titleRequired],
    ];
    for (const [body, field, message] of cases) {
      const response = await call(owner, "PATCH", `/api/config/pages/${home.id}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: message, errors: { [field]: message } });
    }
    const unknown = await call(owner, "PATCH", `/api/config/pages/${home.id}`, { title: "x", colour: "red" });
    expect(unknown.statusCode).toBe(400);
    const badKind = await call(owner, "POST", "/api/config/pages", { kind: "shop", title: "Shop" });
    expect(badKind.json().errors.kind).toBe("Choose a page, a blog, an events page or a shop.");
    expect((await call(owner, "PATCH", "/api/config/pages/nope", { title: "x" })).statusCode).toBe(404);
  });

  it("creates the first shop page of a site, served like the demo's shop, and only one", async () => {
    const noShopOwner = await signedIn(server, "noshop", OWNER.email, OWNER.password);
    const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
      noShopOwner.send(server, "noshop", {
        method,
        url,
        headers: { "x-csrf-token": noShopOwner.get("crumb")!, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    expect((await send("GET", "/api/config/store/shop")).json()).toEqual({ shop: null });
    expect((await server.request("noshop", { method: "GET", url: "/shop" })).statusCode).toBe(404);

    const created = await send("POST", "/api/config/pages", { kind: "store", title: "Shop", navigation: "main" });
    expect(created.statusCode).toBe(201);
    const shop = created.json();
    expect(shop).toMatchObject({ kind: "store", title: "Shop", urlSlug: "shop", label: "Available", navigation: "main", position: 5 });
    expect((await send("GET", "/api/config/store/shop")).json()).toEqual({ shop: { id: shop.id, title: "Shop", urlSlug: "shop" } });

    const product = await send("POST", "/api/config/store/products", {
      collectionId: shop.id,
      productType: "PHYSICAL",
      name: "Harbor Tote",
      urlSlug: "harbor-tote",
      variants: [{ priceCents: 1800, qtyInStock: 3 }],
    });
    expect(product.statusCode).toBe(201);
    const list = await server.request("noshop", { method: "GET", url: "/shop" });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("Harbor Tote");
    expect(list.body).toContain('href="/shop/harbor-tote"');
    expect((await server.request("noshop", { method: "GET", url: "/" })).body).toContain('href="/shop"');
    expect((await send("PUT", `/api/config/pages/${shop.id}/password`, { password: "totes" })).statusCode).toBe(204);
    expect((await server.request("noshop", { method: "GET", url: "/shop/harbor-tote" })).statusCode).toBe(401);
    expect((await send("PUT", `/api/config/pages/${shop.id}/password`, { password: null })).statusCode).toBe(204);

    const second = await send("POST", "/api/config/pages", { kind: "store", title: "Outlet" });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ error: PAGE_MESSAGES.shopExists, errors: { kind: PAGE_MESSAGES.shopExists } });
    const duplicate = await send("POST", `/api/config/pages/${shop.id}/duplicate`);
    expect(duplicate.statusCode).toBe(400);

    const busy = await send("DELETE", `/api/config/pages/${shop.id}`);
    expect(busy.statusCode).toBe(400);
    expect(busy.json().error).toBe(PAGE_MESSAGES.shopHasProducts);
    expect((await send("DELETE", `/api/config/store/products/${product.json().id}`)).statusCode).toBe(204);
    expect((await send("DELETE", `/api/config/pages/${shop.id}`)).statusCode).toBe(204);
    expect((await send("GET", "/api/config/store/shop")).json()).toEqual({ shop: null });
  });

  it("keeps the demo's shop while it has products: it moves and renames like a page but is not deleted or copied", async () => {
    const shop = (await tree()).navigations[0].pages.find((p: { urlSlug: string }) => p.urlSlug === "shop");
    const refused = await call(owner, "DELETE", `/api/config/pages/${shop.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(PAGE_MESSAGES.shopHasProducts);
    expect((await call(owner, "POST", `/api/config/pages/${shop.id}/duplicate`)).json().error).toBe("Only pages can be duplicated.");
    expect((await call(owner, "PATCH", `/api/config/pages/${shop.id}`, { title: "Shop beans" })).json()).toMatchObject({ kind: "store", title: "Shop beans" });
    expect((await call(owner, "POST", `/api/config/pages/${shop.id}/move`, { navigation: "main", position: 0 })).statusCode).toBe(204);
    expect((await mainSlugs())[0]).toBe("shop");
  });

  it("deletes a blog with its posts", async () => {
    const journal = (await tree()).navigations[0].pages.find((p: { urlSlug: string }) => p.urlSlug === "journal");
    expect((await server.request("pages", { method: "GET", url: "/journal" })).statusCode).toBe(200);
    expect((await call(owner, "DELETE", `/api/config/pages/${journal.id}`)).statusCode).toBe(204);
    expect((await server.request("pages", { method: "GET", url: "/journal" })).statusCode).toBe(404);
    expect(await mainSlugs()).not.toContain("journal");
  });

  it("locks a page and the whole site with passwords that only settings holders set", async () => {
    const contact = (await tree()).navigations[0].pages.find((p: { urlSlug: string }) => p.urlSlug === "contact");
    const short = await call(owner, "PUT", `/api/config/pages/${contact.id}/password`, { password: "abc" });
    expect(short.json().errors).toEqual({ password: "A password has at least 4 characters." });
    expect((await call(owner, "PUT", `/api/config/pages/${contact.id}/password`, { password: "espresso" })).statusCode).toBe(204);
    expect((await tree()).navigations[0].pages.find((p: { id: string }) => p.id === contact.id).locked).toBe(true);
    expect((await server.request("pages", { method: "GET", url: "/contact" })).statusCode).toBe(401);
    expect((await server.request("pages", { method: "GET", url: "/" })).statusCode).toBe(200);
    const editor = await call(viewer, "PUT", `/api/config/pages/${contact.id}/password`, { password: null });
    expect(editor.statusCode).toBe(403);
    expect((await call(owner, "PUT", `/api/config/pages/${contact.id}/password`, { password: null })).statusCode).toBe(204);
    expect((await server.request("pages", { method: "GET", url: "/contact" })).statusCode).toBe(200);

    expect((await call(owner, "PUT", "/api/config/site-password", { password: "harbor and pine" })).statusCode).toBe(204);
    expect((await tree()).siteLocked).toBe(true);
    expect((await server.request("pages", { method: "GET", url: "/" })).statusCode).toBe(401);
    expect((await call(owner, "PUT", "/api/config/site-password", { password: null })).statusCode).toBe(204);
    expect((await server.request("pages", { method: "GET", url: "/" })).statusCode).toBe(200);
  });

  it("lets a viewer read but not change, and keeps other roles out", async () => {
    expect((await call(viewer, "GET", "/api/config/pages")).statusCode).toBe(200);
    const refused = await call(viewer, "POST", "/api/config/pages", { kind: "page", title: "Nope" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("You do not have permission to do this.");
    expect((await call(store, "GET", "/api/config/pages")).statusCode).toBe(403);
    expect((await server.request("pages", { method: "GET", url: "/api/config/pages" })).statusCode).toBe(401);
  });
});
