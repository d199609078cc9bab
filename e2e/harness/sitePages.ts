import type { Page } from "playwright-core";
import { SiteClient } from "../forms-support/siteClient";
import type { Account } from "./signIn";
import type { RunningServer } from "./startServer";

/**
 * Every page of a site a visitor can open, by name: each page of its page tree (linked or not;
 * the first of the main navigation is the home page, at /) and, for each blog, events page and
 * shop, its first item, read through the owner's API and the listing pages.
 */
export async function sitePages(server: RunningServer, identifier: string, owner: Account, page: Page): Promise<Map<string, string>> {
  const client = new SiteClient(server, identifier);
  await client.signIn(owner.email, owner.password);
  const tree = (await client.send("GET", "/api/config/pages")).json() as {
    navigations: { name: string; pages: { kind: string; title: string; urlSlug: string }[] }[];
  };
  const found = new Map<string, string>();
  for (const navigation of tree.navigations) {
    for (const [index, entry] of navigation.pages.entries()) {
      const path = navigation.name === "main" && index === 0 ? "/" : `/${entry.urlSlug}`;
      found.set(entry.title, path);
      if (entry.kind === "page") continue;
      await page.goto(server.siteUrl(identifier, path));
      const first = await page
        .locator(`main a[href^='${path}/']`)
        .first()
        .getAttribute("href", { timeout: 5_000 })
        .catch(() => null);
      if (first) found.set(`${entry.title}: first item`, new URL(first, page.url()).pathname);
    }
  }
  return found;
}
