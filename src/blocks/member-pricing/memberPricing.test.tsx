import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { SUBSCRIPTION_PLAN_MESSAGES } from "../../domain/commerce/subscriptionPlan";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { MEMBER_AREA_MESSAGES } from "../../domain/messages/memberAreaMessages";
import { MemberPricingBlock } from "./MemberPricingBlock";
import { priceText } from "./priceText";
import { memberPricingSchema } from "./schema";

/** Each problem's message by its settings path, as the editor shows them. */
function settingsProblems(schema: ZodType, settings: unknown): Record<string, string> {
  return Object.fromEntries((schema.safeParse(settings).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };
const id = "c".repeat(24);
const monthly = { label: "Monthly", amount: 9.5, billingPeriod: { value: 1, unit: "month" }, joinLabel: "Join monthly", joinUrl: "/join/monthly" };
const trial = { label: "Free trial", free: true, joinLabel: "Start trial", joinUrl: "/join/trial" };

describe("member pricing toggle", () => {
  it("is the member area block type and takes exactly two prices", () => {
    expect(memberPricingSchema.code).toBe(BLOCK_TYPE.memberArea);
    expect(settingsProblems(memberPricingSchema.schema, { prices: [monthly] })).toEqual({ prices: "A pricing toggle has two price options." });
    expect(settingsProblems(memberPricingSchema.schema, { prices: [monthly, trial] })).toEqual({});
  });

  it("refuses a free price without a label in the spec's words", () => {
    expect(settingsProblems(memberPricingSchema.schema, { prices: [monthly, { ...trial, label: "" }] })).toEqual({
      "prices.1.label": "a free price needs a label",
    });
    expect(settingsProblems(memberPricingSchema.schema, { prices: [{ ...monthly, label: "" }, trial] })).toEqual({});
  });

  it("takes a billing period as a number and a unit, never words, with the subscriptions' limits", () => {
    const problems = (option: Record<string, unknown>) => settingsProblems(memberPricingSchema.schema, { prices: [option, trial] });
    expect(problems({ ...monthly, billingPeriod: "per month" })).toHaveProperty(["prices.0.billingPeriod"]);
    expect(problems({ ...monthly, period: "per month" })).toHaveProperty(["prices.0"]);
    expect(problems({ ...monthly, billingPeriod: { value: 53, unit: "week" } })).toEqual({
      "prices.0.billingPeriod.value": SUBSCRIPTION_PLAN_MESSAGES.periodValue,
    });
    expect(problems({ ...monthly, billingPeriod: { value: 1.5, unit: "month" } })).toEqual({
      "prices.0.billingPeriod.value": SUBSCRIPTION_PLAN_MESSAGES.periodValue,
    });
    expect(problems({ ...monthly, billingPeriod: { value: 1, unit: "day" } })).toHaveProperty(["prices.0.billingPeriod.unit"]);
    expect(problems({ ...monthly, numBillingCycles: -1 })).toEqual({ "prices.0.numBillingCycles": SUBSCRIPTION_PLAN_MESSAGES.billingCycles });
    expect(problems({ ...monthly, billingPeriod: null, numBillingCycles: 3 })).toEqual({
      "prices.0.numBillingCycles": MEMBER_AREA_MESSAGES.paymentsNeedPeriod,
    });
    expect(settingsProblems(memberPricingSchema.schema, { prices: [monthly, { ...trial, billingPeriod: { value: 1, unit: "month" } }] })).toEqual({
      "prices.1.billingPeriod": MEMBER_AREA_MESSAGES.freePriceHasNoPeriod,
    });
    const parsed = memberPricingSchema.schema.parse({ prices: [{ ...monthly, billingPeriod: {} }, trial] });
    expect(parsed.prices[0]).toMatchObject({ billingPeriod: { value: 1, unit: "month" }, numBillingCycles: 0 });
    expect(parsed.prices[1]).toMatchObject({ billingPeriod: null, numBillingCycles: 0 });
  });

  it("shows a recurring price in the subscriptions' words, a duration included, and a price paid once as its amount", () => {
    const shown = (option: Record<string, unknown>) => {
      const settings = memberPricingSchema.schema.parse({ currency: "USD", prices: [option, trial] });
      return priceText(settings.prices[0]!, "USD");
    };
    expect(shown(monthly)).toBe("$9.50 every month");
    expect(shown({ ...monthly, billingPeriod: { value: 2, unit: "week" } })).toBe("$9.50 every 2 weeks");
    expect(shown({ ...monthly, numBillingCycles: 6 })).toBe("$9.50 every month for 6 months");
    expect(shown({ ...monthly, amount: 90, billingPeriod: { value: 1, unit: "year" }, numBillingCycles: 3 })).toBe("$90.00 every year for 3 years");
    expect(shown({ ...monthly, billingPeriod: null })).toBe("$9.50");
  });

  it("renders both prices with their join links and a hidden switch named by the right option", () => {
    const settings = memberPricingSchema.schema.parse({ heading: "Join us", currency: "EUR", prices: [monthly, trial] });
    const html = renderToStaticMarkup(<MemberPricingBlock id={id} settings={settings} context={context} />);
    expect(html).toContain('data-island="member-pricing"');
    expect(html).toContain('<div class="tsr-pricing__switch" hidden="">');
    expect(html).toContain(`<button type="button" role="switch" aria-checked="false" aria-labelledby="pricing-${id}-right-name" class="tsr-pricing__toggle">`);
    expect(html).toContain(`<span id="pricing-${id}-right-name" class="tsr-pricing__side">Free trial</span>`);
    expect(html).toContain('<p class="tsr-pricing__price tsr-pricing__price--recurring">€9.50 every month</p>');
    expect(html).toContain('<p class="tsr-pricing__price">Free trial</p>');
    expect(html).toContain('<a class="tsr-button tsr-button--primary tsr-button--medium" href="/join/monthly">Join monthly</a>');
    expect(html).toContain('href="/join/trial">Start trial</a>');
    expect(html).not.toMatch(/tsr-pricing__option[^>]*hidden/);
  });
});
