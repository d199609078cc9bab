import { afterAll, beforeAll, expect, test } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { CART_COUNT_COOKIE } from "../../../domain/commerce/cartCookies";
import { CART_CHANGE_MESSAGES } from "../../../domain/commerce/cartChangeMessages";
import { CART_COOKIE } from "./cartRules";
import { CookieJar, createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";

/** The words of a refused crumb, as every state-changing call without one answers them. */
const CRUMB_REFUSAL = "Your session token is missing or has expired. Please try again.";

describeEachDatabase("adding to the cart from a page without script", (database) => {
  let server: TestServer;
  let proxied: TestServer;
  let ids: TestStoreIds;
  const identifier = `nocrumb-${newId().slice(0, 8)}`;
  let host: string;
  let ownOrigin: string;

  beforeAll(async () => {
    ids = newTestStoreIds();
    await seedSite(database(), storeSite(identifier, ids));
    server = await createTestServer(database());
    proxied = await createTestServer(database(), { trustProxy: 1 });
    host = `${identifier}.${server.config.appDomain}`;
    ownOrigin = `http://${host}`;
  });
  afterAll(async () => {
    await server.close();
    await proxied.close();
  });

  /** The product form as a browser without script posts it: form fields as text, no crumb, no cookies yet. */
  const postForm = (
    jar: CookieJar,
    headers: Record<string, string>,
    fields: Record<string, string> = { variantId: ids.mugSmall, quantity: "2", locale: "" },
    on = server,
  ) =>
    jar.send(on, identifier, {
      method: "POST",
      url: "/api/commerce/cart/items",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  const cartOf = async (jar: CookieJar, on = server) => (await jar.send(on, identifier, { method: "GET", url: "/api/commerce/cart" })).json().cart;

  test("a same-origin Origin adds the line for a new visitor and answers 303 to the cart page", async () => {
    const jar = new CookieJar();
    const answer = await postForm(jar, { origin: ownOrigin });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe("/cart");
    expect(jar.get(CART_COOKIE)).toBeTruthy();
    const page = await jar.send(server, identifier, { method: "GET", url: "/cart" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Enamel Mug");
    expect(jar.get(CART_COUNT_COOKIE)).toBe("2");
    const cart = await cartOf(jar);
    expect(cart.entries).toEqual([expect.objectContaining({ variantId: ids.mugSmall, quantity: 2 })]);
  });

  test("without Origin, Sec-Fetch-Site same-origin or a same-origin Referer is accepted", async () => {
    const fetchSite = new CookieJar();
    expect((await postForm(fetchSite, { "sec-fetch-site": "same-origin" })).statusCode).toBe(303);
    expect((await cartOf(fetchSite)).entries).toHaveLength(1);
    const referred = new CookieJar();
    expect((await postForm(referred, { referer: `${ownOrigin}/shop/enamel-mug` })).statusCode).toBe(303);
    expect((await cartOf(referred)).entries).toHaveLength(1);
  });

  test("a foreign Origin, a null Origin, a cross-site fetch and no header at all keep the 403 with the plain message", async () => {
    const refused: Record<string, string>[] = [
      { origin: "http://elsewhere.example" },
      { origin: `https://${host}` },
      { origin: "null" },
      { "sec-fetch-site": "cross-site", referer: `${ownOrigin}/shop/enamel-mug` },
      { "sec-fetch-site": "same-site" },
      { referer: "http://elsewhere.example/shop/enamel-mug" },
      {},
    ];
    for (const headers of refused) {
      const jar = new CookieJar();
      const answer = await postForm(jar, headers);
      expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
      expect(answer.json()).toMatchObject({ error: CRUMB_REFUSAL, crumbFail: true });
      expect(jar.get(CART_COOKIE)).toBeUndefined();
    }
  });

  test("behind a trusted proxy the site's origin is the one the proxy served", async () => {
    const jar = new CookieJar();
    const answer = await postForm(jar, { origin: `https://${host}`, "x-forwarded-proto": "https" }, undefined, proxied);
    expect(answer.statusCode).toBe(303);
    expect((await cartOf(jar, proxied)).entries).toHaveLength(1);
    expect((await postForm(new CookieJar(), { origin: ownOrigin, "x-forwarded-proto": "https" }, undefined, proxied)).statusCode).toBe(403);
  });

  test("a JSON call without the crumb is still refused, whatever its Origin", async () => {
    const answer = await server.request(identifier, {
      method: "POST",
      url: "/api/commerce/cart/items",
      headers: { origin: ownOrigin },
      payload: { variantId: ids.mugSmall, quantity: 1 },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toBe(CRUMB_REFUSAL);
  });

  test("every other state-changing route keeps its crumb check for a same-origin form post", async () => {
    const jar = new CookieJar();
    await postForm(jar, { origin: ownOrigin });
    const entryId = (await cartOf(jar)).entries[0].id as string;
    const form = { "content-type": "application/x-www-form-urlencoded", origin: ownOrigin };
    for (const [method, url] of [
      ["PUT", `/api/commerce/cart/items/${entryId}`],
      ["DELETE", `/api/commerce/cart/items/${entryId}`],
      ["POST", "/api/commerce/checkout"],
      ["POST", "/api/auth/Login"],
      ["POST", "/api/site-users/account/session"],
    ] as const) {
      const answer = await jar.send(server, identifier, { method, url, headers: form, payload: "quantity=1&email=a%40example.com&password=x" });
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json().error).toBe(CRUMB_REFUSAL);
    }
    expect((await cartOf(jar)).entries[0]).toMatchObject({ quantity: 2 });
  });

  test("a browser without script asking for a page gets the refusal as a page of the site, linking back to the product", async () => {
    const page = { origin: ownOrigin, accept: "text/html,application/xhtml+xml", referer: `${ownOrigin}/shop/enamel-mug` };
    const jar = new CookieJar();
    const refusals: [Record<string, string>, number, string][] = [
      [{ variantId: ids.mugSmall, quantity: "11", locale: "" }, 400, "Only 10 of Enamel Mug left in stock."],
      [{ variantId: ids.mugSmall, quantity: "0", locale: "" }, 400, CART_CHANGE_MESSAGES.quantity],
      [{ variantId: ids.mugSmall, quantity: "two", locale: "" }, 400, CART_CHANGE_MESSAGES.quantity],
      [{ variantId: newId(), quantity: "1", locale: "" }, 404, CART_CHANGE_MESSAGES.unknownVariant],
    ];
    for (const [fields, status, words] of refusals) {
      const answer = await postForm(jar, page, fields);
      expect(answer.statusCode, words).toBe(status);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.body).toContain('<html lang="en-US">');
      expect(answer.body).toContain("<title>Not added to your cart — ");
      expect(answer.body).toContain("<h1>Not added to your cart</h1>");
      expect(answer.body).toContain(`<p class="tsr-alert" role="alert">${words}</p>`);
      expect(answer.body).toContain('<a class="tsr-button" href="/shop/enamel-mug">Back to the product</a>');
      expect(answer.body).toContain('class="tsr-site-header');
    }
    expect(jar.get(CART_COOKIE)).toBeUndefined();
  });

  test("a refused page links to the home page when the post names no page of the site it came from", async () => {
    const fields = { variantId: newId(), quantity: "1", locale: "" };
    for (const referer of [undefined, "http://elsewhere.example/shop", `${ownOrigin}//elsewhere.example/shop`]) {
      const answer = await postForm(new CookieJar(), { origin: ownOrigin, accept: "text/html", ...(referer ? { referer } : {}) }, fields);
      expect(answer.statusCode, referer).toBe(404);
      expect(answer.body, referer).toContain('<a class="tsr-button" href="/">Back to the product</a>');
    }
  });

  test("a form post's refused quantity is refused in the cart's words and adds nothing", async () => {
    const jar = new CookieJar();
    const answer = await postForm(jar, { origin: ownOrigin }, { variantId: ids.mugSmall, quantity: "0", locale: "" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe(CART_CHANGE_MESSAGES.quantity);
    // A caller asking for JSON gets JSON, a form post too.
    const json = await postForm(jar, { origin: ownOrigin, accept: "application/json" }, { variantId: ids.mugSmall, quantity: "0", locale: "" });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe(CART_CHANGE_MESSAGES.quantity);
    expect((await cartOf(jar)).entries).toEqual([]);
  });
});
