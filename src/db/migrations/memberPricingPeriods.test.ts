import type { Kysely } from "kysely";
import { describe, expect, it, test } from "vitest";
import { describeEachDatabase } from "../testing/describeEachDatabase";
import { up } from "./1370_member_pricing_periods";
import { pricePeriodOfWords } from "../../domain/commerce/pricePeriodWords";

describe("a member price's free-text period read as a billing period", () => {
  test.each([
    ["per month", { value: 1, unit: "month" }, 0],
    ["Per Month", { value: 1, unit: "month" }, 0],
    ["/mo", { value: 1, unit: "month" }, 0],
    ["monthly", { value: 1, unit: "month" }, 0],
    ["a month", { value: 1, unit: "month" }, 0],
    ["month", { value: 1, unit: "month" }, 0],
    ["every 3 months", { value: 3, unit: "month" }, 0],
    ["quarterly", { value: 3, unit: "month" }, 0],
    ["per week", { value: 1, unit: "week" }, 0],
    ["every 2 weeks", { value: 2, unit: "week" }, 0],
    ["fortnightly", { value: 2, unit: "week" }, 0],
    ["per year", { value: 1, unit: "year" }, 0],
    ["/yr", { value: 1, unit: "year" }, 0],
    ["annually", { value: 1, unit: "year" }, 0],
    ["per month for 6 months", { value: 1, unit: "month" }, 6],
    ["every 2 weeks for 8 weeks", { value: 2, unit: "week" }, 4],
    ["per month for 2 years", { value: 1, unit: "month" }, 0],
    ["billed whenever", { value: 1, unit: "month" }, 0],
    ["every 60 weeks", { value: 1, unit: "month" }, 0],
  ])("%s", (words, billingPeriod, numBillingCycles) => {
    expect(pricePeriodOfWords(words)).toEqual({ billingPeriod, numBillingCycles });
  });

  it("reads an empty period as a price paid once", () => {
    expect(pricePeriodOfWords("  ")).toEqual({ billingPeriod: null, numBillingCycles: 0 });
  });
});

const SITE = "a".repeat(24);
const PAGE = "b".repeat(24);
const LAYOUT = "c".repeat(24);
const NOW = "2026-12-01T10:00:00.000Z";

/** A layout holding one member pricing block whose options carry the words given, as stored before migration 1370. */
function layoutWith(periods: [string, string], free = false): string {
  const option = (period: string, index: number) => ({
    label: `Option ${index}`,
    free: free && index === 1,
    amount: 9,
    period,
    joinLabel: "Join",
    joinUrl: "/join",
  });
  const block = { id: "d".repeat(24), type: "member-pricing", settings: { heading: "", currency: "USD", prices: periods.map(option) } };
  return JSON.stringify({ sections: [{ id: "e".repeat(24), style: {}, blocks: [{ ...block, desktop: { column: 1, row: 1, width: 24, height: 1 } }] }] });
}

async function seed(db: Kysely<any>): Promise<void> {
  const stamps = { created_at: NOW, updated_at: NOW };
  const settings = { store_settings_json: "{}", popup_overlay_settings_json: "{}", mobile_info_bar_settings_json: "{}" };
  const more = { pinterest_overlay_options_json: "{}", cookie_settings_json: "{}", extra_settings_json: "{}", template_id: "t", template_version: "1" };
  const place = { website_type: 1, status: 1, locale: "en-US", time_zone: "UTC" };
  await db
    .insertInto("websites")
    .values({ id: SITE, identifier: "periods", title: "Periods", ...place, ...settings, ...more, ...stamps })
    .execute();
  await db
    .insertInto("collections")
    .values({ id: PAGE, website_id: SITE, type: 10, title: "Join", url_slug: "join", ...stamps })
    .execute();
  await db
    .insertInto("block_layouts")
    .values({
      id: LAYOUT,
      website_id: SITE,
      owner_id: PAGE,
      draft_json: layoutWith(["every 2 weeks", "per year"]),
      published_json: layoutWith(["per month", ""]),
      updated_at: NOW,
    })
    .execute();
  await db
    .insertInto("layout_versions")
    .values({
      id: "f".repeat(24),
      website_id: SITE,
      layout_id: LAYOUT,
      owner_id: PAGE,
      number: 1,
      layout_json: layoutWith(["monthly", "per month"], true),
      published_at: NOW,
    })
    .execute();
  const section = JSON.parse(layoutWith(["whenever", "/yr"])).sections[0];
  await db
    .insertInto("section_library")
    .values({
      id: "1".repeat(24),
      website_id: SITE,
      name: "Prices",
      name_key: "prices",
      kind: "copy",
      draft_json: JSON.stringify(section),
      published_json: null,
      ...stamps,
    })
    .execute();
}

/** The billing periods and payments of the member pricing options in a stored JSON text. */
function periodsOf(text: string): unknown[] {
  const found: unknown[] = [];
  JSON.stringify(JSON.parse(text), (key, value: unknown) => {
    if (key === "prices")
      found.push(...(value as Record<string, unknown>[]).map(({ billingPeriod, numBillingCycles, period }) => ({ billingPeriod, numBillingCycles, period })));
    return value;
  });
  return found;
}

describeEachDatabase("migration 1370", (database) => {
  it("turns every stored member price's period into a billing period and a number of payments, in drafts, published layouts, history and the section library", async () => {
    const db = database().db.withoutPlugins() as Kysely<any>;
    await seed(db);
    await up(db);
    await up(db);
    const layout = await db.selectFrom("block_layouts").select(["draft_json", "published_json"]).where("id", "=", LAYOUT).executeTakeFirstOrThrow();
    const month = { value: 1, unit: "month" };
    expect(periodsOf(layout.draft_json)).toEqual([
      { billingPeriod: { value: 2, unit: "week" }, numBillingCycles: 0 },
      { billingPeriod: { value: 1, unit: "year" }, numBillingCycles: 0 },
    ]);
    expect(periodsOf(layout.published_json)).toEqual([
      { billingPeriod: month, numBillingCycles: 0 },
      { billingPeriod: null, numBillingCycles: 0 },
    ]);
    const version = await db.selectFrom("layout_versions").select("layout_json").executeTakeFirstOrThrow();
    expect(periodsOf(version.layout_json)).toEqual([
      { billingPeriod: month, numBillingCycles: 0 },
      { billingPeriod: null, numBillingCycles: 0 },
    ]);
    const saved = await db.selectFrom("section_library").select("draft_json").executeTakeFirstOrThrow();
    expect(periodsOf(saved.draft_json)).toEqual([
      { billingPeriod: month, numBillingCycles: 0 },
      { billingPeriod: { value: 1, unit: "year" }, numBillingCycles: 0 },
    ]);
  });
});
