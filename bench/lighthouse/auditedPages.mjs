// The demo pages bench:lighthouse audits: the five pages of issue 13's speed goal (home, the
// gallery, a product, the cart, a blog post), every other demo page made of blocks, a tag's
// listing, an event, the search page with a query, checkout
// with one product in the cart, and every configuration screen as the signed-in demo owner.
// Pages that need a cart or a session carry the Cookie header the audit sends with them.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { SiteClient } from "./siteClient.mjs";

/** The first link on a page whose path starts with `prefix` (and goes deeper than it) to a page, not a file (a feed, a calendar). */
async function firstLink(client, pagePath, prefix) {
  const html = await client.send("GET", pagePath);
  const link = new RegExp(`href="(${prefix}[^"?#.]+)"`).exec(html)?.[1];
  if (!link) throw new Error(`${pagePath} links to nothing under ${prefix}`);
  return link;
}

/** A visitor with one of the product (its first variant) in the cart. */
async function visitorWithCart(origin, host, productPath) {
  const visitor = new SiteClient(origin, host);
  const variantId = /name="variantId"[^>]*value="([^"]+)"/.exec(await visitor.send("GET", productPath))?.[1];
  if (!variantId) throw new Error(`${productPath} offers no variant to put in the cart`);
  await visitor.send("POST", "/api/commerce/cart/items", { variantId, quantity: 1 });
  return visitor;
}

/** Pays for the visitor's cart with the test card, so the store has an order to show. */
async function placeOrder(visitor) {
  await visitor.send("POST", "/api/commerce/checkout", {
    idempotencyKey: `lighthouse-${randomUUID()}`,
    email: "ada@example.com",
    shippingAddress: { name: "Ada Buyer", line1: "1 Commercial St", city: "Portland", region: "ME", postalCode: "04101", country: "US" },
    // The demo's standard option, offered in its zone, which holds the United States.
    shippingOptionId: "standard",
    couponCodes: [],
    payment: { kind: "card", cardNumber: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" },
  });
}

/** The demo owner signed in with the credentials the server wrote to its data directory on seeding the demo. */
async function signedInOwner(origin, host, dataDir) {
  const { email, password } = JSON.parse(readFileSync(path.join(dataDir, "demo-owner.json"), "utf8"));
  const owner = new SiteClient(origin, host);
  await owner.send("POST", "/api/auth/Login", { email, password });
  return owner;
}

/** Every configuration screen's address (src/admin/shell/screens.ts), its ids read from the demo through the owner's API. */
async function screenPaths(owner) {
  const tree = await owner.json("GET", "/api/config/pages");
  const pages = tree.navigations.flatMap((navigation) => navigation.pages);
  const library = await owner.json("GET", "/api/config/section-library");
  const { products } = await owner.json("GET", "/api/config/store/products");
  const { orders } = await owner.json("GET", "/api/config/store/orders");
  const home = pages.find((page) => page.kind === "page" && page.urlSlug === "home");
  return {
    pages: "/config/",
    "page-editor": `/config/pages/${home.id}`,
    library: "/config/library",
    "shared-section": `/config/library/${library.sections.find((section) => section.kind === "shared").id}`,
    media: "/config/media",
    blog: `/config/blogs/${pages.find((page) => page.kind === "blog").id}`,
    analytics: "/config/analytics",
    store: "/config/store",
    "store-product": `/config/store/products/${products[0].id}`,
    "store-order": `/config/store/orders/${orders[0].id}`,
    submissions: "/config/submissions",
    people: "/config/people",
    design: "/config/design",
    settings: "/config/settings",
    redirects: "/config/redirects",
  };
}

/**
 * Each audited page: its name, path, whether the speed goal applies to it, whether it is a
 * configuration screen (held to the accessibility goal only), and the Cookie header it needs.
 */
export async function auditedPages(origin, host, dataDir) {
  const reader = new SiteClient(origin, host);
  const product = await firstLink(reader, "/shop", "/shop/");
  const buyer = await visitorWithCart(origin, host, product);
  await placeOrder(buyer);
  const shopper = await visitorWithCart(origin, host, product);
  const owner = await signedInOwner(origin, host, dataDir);
  const post = await firstLink(reader, "/journal", "/journal/");
  const screens = Object.entries(await screenPaths(owner)).map(([name, screenPath]) => ({
    name: `config-${name}`,
    path: screenPath,
    speedGoal: false,
    configuration: true,
    cookie: owner.cookieHeader(),
  }));
  return [
    { name: "home", path: "/", speedGoal: true },
    { name: "gallery", path: "/roastery", speedGoal: true },
    { name: "product", path: product, speedGoal: true },
    { name: "cart", path: "/cart", speedGoal: true },
    { name: "blog post", path: post, speedGoal: true },
    { name: "about", path: "/about", speedGoal: false },
    { name: "contact", path: "/contact", speedGoal: false },
    { name: "journal", path: "/journal", speedGoal: false },
    { name: "shop", path: "/shop", speedGoal: false },
    { name: "blocks", path: "/blocks", speedGoal: false },
    { name: "more-blocks", path: "/more-blocks", speedGoal: false },
    { name: "events", path: "/events", speedGoal: false },
    // The demo's first post is tagged "sourcing".
    { name: "tag", path: "/journal/tag/sourcing", speedGoal: false },
    { name: "event", path: await firstLink(reader, "/events", "/events/"), speedGoal: false },
    { name: "search", path: "/search?q=coffee", speedGoal: false },
    { name: "checkout", path: "/commerce/goto-checkout", speedGoal: false, cookie: shopper.cookieHeader() },
    ...screens,
  ];
}
