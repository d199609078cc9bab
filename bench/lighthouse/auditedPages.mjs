// The demo pages bench:lighthouse audits: the five pages of issue 13's speed goal (home, the
// gallery, a product, the cart, a blog post) and every other demo page made of blocks.
import { request } from "node:http";

/** A page's HTML from the server at `origin`, asked for under the demo's host name. */
export function pageHtml(origin, host, pagePath) {
  return new Promise((resolve, reject) => {
    request(`${origin}${pagePath}`, { headers: { host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve(body));
    })
      .on("error", reject)
      .end();
  });
}

/** The first link on a page whose path starts with `prefix` (and goes deeper than it). */
async function firstLink(origin, host, pagePath, prefix) {
  const html = await pageHtml(origin, host, pagePath);
  const link = new RegExp(`href="(${prefix}[^"?#]+)"`).exec(html)?.[1];
  if (!link) throw new Error(`${pagePath} links to nothing under ${prefix}`);
  return link;
}

/** Each audited page: its name, path and whether the speed goal applies to it. */
export async function auditedPages(origin, host) {
  return [
    { name: "home", path: "/", speedGoal: true },
    { name: "gallery", path: "/roastery", speedGoal: true },
    { name: "product", path: await firstLink(origin, host, "/shop", "/shop/"), speedGoal: true },
    { name: "cart", path: "/cart", speedGoal: true },
    { name: "blog post", path: await firstLink(origin, host, "/journal", "/journal/"), speedGoal: true },
    { name: "about", path: "/about", speedGoal: false },
    { name: "contact", path: "/contact", speedGoal: false },
    { name: "journal", path: "/journal", speedGoal: false },
    { name: "shop", path: "/shop", speedGoal: false },
    { name: "blocks", path: "/blocks", speedGoal: false },
    { name: "more-blocks", path: "/more-blocks", speedGoal: false },
    { name: "events", path: "/events", speedGoal: false },
  ];
}
