import { addOwnerCommand, importSiteFile } from "../harness/ownedSite";
import type { RunningServer } from "../harness/startServer";
import { SiteClient } from "../forms-support/siteClient";

/** The owner every runtime journey site gets. */
export const RUNTIME_OWNER = { email: "owner@runtime.example", password: "runtime owner password 1" };
/** A viewer on the same sites. */
export const RUNTIME_VIEWER = { email: "viewer@runtime.example", password: "runtime viewer password 1" };

let blockCounter = 0;
function blockId(): string {
  blockCounter += 1;
  return `0e2e${blockCounter.toString(16).padStart(20, "0")}`;
}

function page(title: string, urlSlug: string, blocks: unknown[], position: number) {
  return { type: 10, title, urlSlug, navigation: "main", position, layout: { draft: { blocks }, published: { blocks } } };
}

/**
 * A small site for the runtime journeys: a home page with an owner's tracking script held back
 * for consent and time-since elements (one without a date), an about page, and a page at /search.
 */
function runtimeSiteFile(identifier: string, website: Record<string, unknown> = {}): string {
  const code = (html: string) => ({ id: blockId(), type: "code", settings: { html, displaySource: false } });
  const heading = (text: string) => ({ id: blockId(), type: "heading", settings: { text, level: 1, align: "left" } });
  const home = [
    heading("Runtime home"),
    code('<script type="text/plain" data-tracking>window.trackingScriptRan = true;</script>'),
    code(
      '<p>Posted <span class="tsr-time-since" id="fresh" data-date="1000"></span>; edited <span class="tsr-time-since" id="undated" data-date="soon">never</span>.</p>',
    ),
  ];
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: { identifier, title: `Runtime ${identifier}`, ...website },
    collections: [page("Home", "home", home, 0), page("About", "about", [heading("About us")], 1), page("Search", "search", [heading("Search")], 2)],
  });
}

/** Imports a runtime site with the CLI and gives it the runtime owner and viewer (one CLI process). */
export async function importRuntimeSite(server: RunningServer, identifier: string, website: Record<string, unknown> = {}): Promise<void> {
  await importSiteFile(server, runtimeSiteFile(identifier, website), [
    addOwnerCommand(identifier, RUNTIME_OWNER),
    addOwnerCommand(identifier, RUNTIME_VIEWER, "viewer"),
  ]);
}

/** A signed-in owner client for a runtime site, to change its settings and read its analytics. */
export async function ownerClient(server: RunningServer, identifier: string): Promise<SiteClient> {
  const client = new SiteClient(server, identifier);
  await client.signIn(RUNTIME_OWNER.email, RUNTIME_OWNER.password);
  return client;
}

/** Saves a settings object through the owner API, failing loudly when the server refuses it. */
export async function putSettings(
  owner: SiteClient,
  name: "cookie-banner" | "popup-overlay" | "announcement-bar" | "mobile-info-bar",
  body: unknown,
): Promise<unknown> {
  const answer = await owner.send("PUT", `/api/config/site/${name}`, { json: body });
  if (answer.status !== 200) throw new Error(`PUT ${name} answered ${answer.status}: ${answer.text}`);
  return answer.json();
}

/** Cookie banner settings with every field, for PUT. */
export function bannerSettings(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    isCookieBannerEnabled: true,
    cookieBannerVariant: "BAR",
    cookieBannerPosition: "BOTTOM",
    cookieBannerTheme: "DARK",
    cookieBannerCtaVariant: "ICON",
    cookieBannerAcceptType: "OPT_IN",
    cookieBannerText: "",
    cookieBannerCtaText: "",
    cookieBannerOptOutCtaText: "",
    isActivityLogEnabled: true,
    isAnalyticsCookiesDisabled: false,
    isRestrictiveCookiePolicyAbsolute: false,
    keepVisitorCookiesAfterDecline: false,
    ...overrides,
  };
}
