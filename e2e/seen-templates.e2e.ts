// The visual check of the templates (issue 35): every page of every template
// (templates/*/site.json, imported here as a new owner's sites) at 390, 768 and 1280 px and at a
// pixel ratio of 3 on a phone for the pages with pictures (harness/seenSites.ts). The rules
// (harness/visualCheck.ts) name each problem with its page, width and element; findings pass only
// when harness/visualCheckKnownFindings.ts lists them.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, expect, test } from "vitest";
import { SITE_TEMPLATES } from "../src/server/features/platform/siteTemplates";
import { openJourney, type Journey } from "./harness/journey";
import { importOwnedSites } from "./harness/ownedSite";
import { lookAtSites, visitsOf, type Visit } from "./harness/seenSites";
import { sitePages } from "./harness/sitePages";
import { expectOnlyKnownFindings } from "./harness/visualVerdict";

const OWNER = { email: "owner@templates.example", password: "template-owner-pass-1" };

let journey: Journey;
let identifiers: string[] = [];
const visits: Visit[] = [];

beforeAll(async () => {
  journey = await openJourney();
  const { server } = journey;
  const files = await Promise.all(SITE_TEMPLATES.map((template) => readFile(new URL(`../templates/${template.name}/site.json`, import.meta.url), "utf8")));
  const [imported, reader] = await Promise.all([importOwnedSites(server, files, OWNER), journey.newPage()]);
  identifiers = imported;
  for (const identifier of identifiers) visits.push(...visitsOf(journey, identifier, await sitePages(server, identifier, OWNER, reader.page)));
  await reader.close();
});

afterAll(async () => {
  await journey?.close();
});

test("every page of every template at 390, 768 and 1280 px and at 3x on a phone shows pictures sharp, text readable and targets apart", async () => {
  expect(identifiers).toHaveLength(SITE_TEMPLATES.length);
  expect(visits.length, "every template has pages to look at").toBeGreaterThanOrEqual(SITE_TEMPLATES.length);
  expectOnlyKnownFindings("sites", await lookAtSites(journey, visits));
});
