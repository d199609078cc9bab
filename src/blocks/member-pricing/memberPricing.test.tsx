import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { MemberPricingBlock } from "./MemberPricingBlock";
import { memberPricingSchema } from "./schema";

/** Each problem's message by its settings path, as the editor shows them. */
function settingsProblems(schema: ZodType, settings: unknown): Record<string, string> {
  return Object.fromEntries((schema.safeParse(settings).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };
const id = "c".repeat(24);
const monthly = { label: "Monthly", amount: 9.5, period: "per month", joinLabel: "Join monthly", joinUrl: "/join/monthly" };
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

  it("renders both prices with their join links and a hidden switch named by the right option", () => {
    const settings = memberPricingSchema.schema.parse({ heading: "Join us", currency: "EUR", prices: [monthly, trial] });
    const html = renderToStaticMarkup(<MemberPricingBlock id={id} settings={settings} context={context} />);
    expect(html).toContain('data-island="member-pricing"');
    expect(html).toContain('<div class="tsr-pricing__switch" hidden="">');
    expect(html).toContain(`<button type="button" role="switch" aria-checked="false" aria-labelledby="pricing-${id}-right-name" class="tsr-pricing__toggle">`);
    expect(html).toContain(`<span id="pricing-${id}-right-name" class="tsr-pricing__side">Free trial</span>`);
    expect(html).toContain('<p class="tsr-pricing__price">€9.50<span class="tsr-pricing__period"> per month</span></p>');
    expect(html).toContain('<p class="tsr-pricing__price">Free trial</p>');
    expect(html).toContain('<a class="tsr-button tsr-button--primary tsr-button--medium" href="/join/monthly">Join monthly</a>');
    expect(html).toContain('href="/join/trial">Start trial</a>');
    expect(html).not.toMatch(/tsr-pricing__option[^>]*hidden/);
  });
});
