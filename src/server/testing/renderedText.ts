import { Parser } from "htmlparser2";
import type { TestServer } from "./testServer";

/** Elements whose content a visitor never reads as text. */
const UNREAD = new Set(["script", "style", "noscript", "template", "head"]);

/**
 * The text a visitor meets on a page, in document order, one entry per text run with its
 * whitespace collapsed: what a change of layout model must keep in the same order.
 */
function visibleTexts(html: string): string[] {
  const texts: string[] = [];
  const open: boolean[] = [];
  let hiddenDepth = 0;
  let run = "";
  const endRun = () => {
    const collapsed = run.replace(/\s+/g, " ").trim();
    if (collapsed) texts.push(collapsed);
    run = "";
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        endRun();
        const hides = UNREAD.has(name) || "hidden" in attributes || attributes["aria-hidden"] === "true";
        open.push(hides);
        if (hides) hiddenDepth++;
      },
      onclosetag() {
        endRun();
        if (open.pop()) hiddenDepth--;
      },
      ontext(text) {
        if (hiddenDepth === 0) run += text;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  endRun();
  return texts;
}

/** A path of the site itself that may be a page (not the API, assets, static files or the configuration area). */
function isPagePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !/^\/(api|assets|static|config|media)(\/|$)/.test(href);
}

/**
 * Visits every page reachable by links from a site's home page and returns each page's visible
 * texts by path, in path order.
 */
export async function siteTexts(server: TestServer, identifier: string): Promise<Record<string, string[]>> {
  const texts: Record<string, string[]> = {};
  const queue = ["/"];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await server.request(identifier, { method: "GET", url: path });
    if (response.statusCode !== 200 || !String(response.headers["content-type"]).startsWith("text/html")) continue;
    texts[path] = visibleTexts(response.body);
    for (const [, href] of response.body.matchAll(/<a\b[^>]*\bhref="([^"#?]*)[^"]*"/g)) {
      if (href && isPagePath(href) && !seen.has(href)) {
        seen.add(href);
        queue.push(href);
      }
    }
  }
  return Object.fromEntries(Object.entries(texts).sort(([a], [b]) => a.localeCompare(b)));
}
