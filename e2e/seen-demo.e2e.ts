// The visual check of the demo site (issue 35): every page of the demo, and its store from a
// product through the cart and checkout to the order's confirmation, at 390, 768 and 1280 px and
// at a pixel ratio of 3 on a phone (harness/seenSites.ts). The templates have their own journey
// (seen-templates.e2e.ts), so the two run side by side. The rules (harness/visualCheck.ts) name
// each problem with its page, width and element; findings pass only when
// harness/visualCheckKnownFindings.ts lists them.
import { afterAll, beforeAll, expect, test } from "vitest";
import { openJourney, type Journey } from "./harness/journey";
import { lookAtSites, visitsOf } from "./harness/seenSites";
import { sitePages } from "./harness/sitePages";
import { expectOnlyKnownFindings } from "./harness/visualVerdict";

let journey: Journey;
let pages = new Map<string, string>();

beforeAll(async () => {
  journey = await openJourney();
  const reader = await journey.newPage();
  pages = await sitePages(journey.server, "demo", journey.server.demoOwner, reader.page);
  await reader.close();
});

afterAll(async () => {
  await journey?.close();
});

test("every page of the demo, and its store to the order's confirmation, at 390, 768 and 1280 px and at 3x on a phone, shows pictures sharp, text readable and targets apart", async () => {
  const product = pages.get("Shop: first item");
  expect(product, "the demo's shop has a first product").toMatch(/^\//);
  expectOnlyKnownFindings("sites", await lookAtSites(journey, visitsOf(journey, "demo", pages), product));
});
