// A host that resells sites sets a site's status, kind and what its owners may choose on the
// platform home's site screen; the owner reads them, by spec 2's names with what each means, at
// the spec's upgrade paths: the website plan and the trial upgrade. On a phone and on a desktop,
// each screen passes the audit (nothing wider than the window, large enough targets, axe).
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { importOwnedSites } from "./harness/ownedSite";
import { auditPage } from "./harness/responsiveAudit";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";

const ADMIN = { email: "root@plans.example", password: "plans platform password" };
const OWNER = { email: "owner@plans.example", password: "plans owner password" };
const WIDTHS = [390, 1280] as const;
const NOTE = "Write to sales@host.example to move up: a store costs 9 a month.";

/** A one-page site of a customer of the host. */
function customerSite(identifier: string): string {
  const home = { blocks: [{ id: "bbbbbbbbbbbbbbbbbbbbbb01", type: "text", settings: { html: "<p>Hand-made candles.</p>" } }] };
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: { identifier, title: `Candles ${identifier}` },
    collections: [{ type: 10, title: "Home", urlSlug: "home", navigation: "main", position: 0, layout: { draft: home, published: home } }],
  });
}

let journey: Journey;
let sites: string[];

beforeAll(async () => {
  journey = await openJourney();
  const created = await journey.server.runCli(["admin", "create", "--email", ADMIN.email, "--password", ADMIN.password]);
  expect(created.code, created.stderr).toBe(0);
  sites = await importOwnedSites(journey.server, [customerSite("plans-phone"), customerSite("plans-desk")], OWNER);
});

afterAll(() => journey?.close());

/** Audits the page and fails with what was found, naming the page. */
async function expectClean(page: Page, phone: boolean, what: string): Promise<void> {
  await settle(page);
  const findings = await auditPage(page, phone);
  expect({ what, ...findings }).toEqual({ what, overflow: [], smallTargets: [], smallInputText: [], axe: [] });
}

describe("plans at the spec's upgrade paths", () => {
  for (const [index, width] of WIDTHS.entries()) {
    test(`at ${width} px the platform administrator sets a site's plan and its owner reads it`, async () => {
      const identifier = sites[index]!;
      const title = `Candles ${identifier}`;
      const phone = width < 480;
      const where = phone ? "phone" : "desktop";
      const viewport = { width, height: 900 };

      const platform = await journey.newPage({ viewport });
      const admin = platform.page;
      await admin.goto(journey.server.platformUrl("/"));
      await admin.getByLabel("Email").fill(ADMIN.email);
      await admin.getByLabel("Password").fill(ADMIN.password);
      await admin.getByRole("button", { name: "Sign in to the platform" }).click();
      await admin.getByRole("link", { name: `Status and kind of ${title}` }).click();
      await admin.getByRole("heading", { name: title, level: 1 }).waitFor();
      await expectClean(admin, phone, "the platform's site screen");
      await reviewScreenshot(admin, `site-plans-platform-${where}`);

      await admin.getByLabel("Status", { exact: true }).selectOption({ label: "Resold" });
      await admin.getByLabel("Kind", { exact: true }).selectOption({ label: "Classic" });
      await admin.getByRole("checkbox", { name: "Commerce" }).check();
      await admin.getByRole("checkbox", { name: "Enterprise" }).check();
      await admin.getByLabel("Note to the owners (optional)").fill(NOTE);
      await admin.getByRole("button", { name: "Save" }).click();
      await admin.getByText("Saved: the owners read the new status, kind and choices on their plan screens.").waitFor();
      await expectClean(admin, phone, "the platform's site screen, saved");
      await reviewScreenshot(admin, `site-plans-platform-saved-${where}`);

      const site = await journey.newPage({ viewport });
      const owner = site.page;
      await signInAt(owner, journey.server.siteUrl(identifier, "/config/settings/billing/subscriptions/website"), OWNER);
      await owner.getByRole("heading", { name: "Plan", level: 1 }).waitFor();
      const facts = owner.locator(".plan-facts");
      await facts.getByText("Resold", { exact: true }).waitFor();
      await facts.getByText("A reseller provides the site's plan.").waitFor();
      await facts.getByText("Classic", { exact: true }).waitFor();
      const offer = owner.getByRole("region", { name: "What your host offers" });
      await offer.getByText("Commerce", { exact: true }).waitFor();
      await offer.getByText("Enterprise", { exact: true }).waitFor();
      await offer.getByText(NOTE).waitFor();
      await expectClean(owner, phone, "the owner's plan screen");
      await reviewScreenshot(owner, `site-plans-owner-plan-${where}`);

      await admin.getByLabel("Status", { exact: true }).selectOption({ label: "Trial" });
      await admin.getByRole("button", { name: "Save" }).click();
      await admin.getByText("Saved: the owners read the new status, kind and choices on their plan screens.").waitFor();

      await owner.reload();
      await owner.getByRole("link", { name: "Upgrade from the trial" }).click();
      await owner.getByRole("heading", { name: "Upgrade", level: 1 }).waitFor();
      expect(new URL(owner.url()).pathname).toBe("/config/settings/billing/upgrade");
      await owner.getByText("This site is on a trial. To keep it when the trial ends, ask your host to upgrade it.").waitFor();
      await facts.getByText("Trial", { exact: true }).waitFor();
      await expectClean(owner, phone, "the owner's trial upgrade screen");
      await reviewScreenshot(owner, `site-plans-owner-upgrade-${where}`);

      expectNoConsoleErrors(platform, "the platform's site screen");
      expectNoConsoleErrors(site, "the owner's plan screens");
    });
  }
});
