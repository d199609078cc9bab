import { describe, expect, test } from "vitest";
import { recurringPriceText } from "./recurringPrice";
import { periodStart, subscriptionPlanSchema, SUBSCRIPTION_PLAN_MESSAGES, type BillingUnit } from "./subscriptionPlan";

const plan = (value: number, unit: BillingUnit, numBillingCycles = 0) => ({ billingPeriod: { value, unit }, numBillingCycles });

describe("recurring price words (spec 2: weekly, monthly and yearly billing with optional durations)", () => {
  test.each([
    [plan(1, "week"), "$5.00 every week"],
    [plan(2, "week"), "$5.00 every 2 weeks"],
    [plan(1, "week", 8), "$5.00 every week for 8 weeks"],
    [plan(2, "week", 3), "$5.00 every 2 weeks for 6 weeks"],
    [plan(1, "month"), "$5.00 every month"],
    [plan(3, "month"), "$5.00 every 3 months"],
    [plan(1, "month", 6), "$5.00 every month for 6 months"],
    [plan(1, "month", 1), "$5.00 every month for 1 month"],
    [plan(1, "year"), "$5.00 every year"],
    [plan(2, "year"), "$5.00 every 2 years"],
    [plan(1, "year", 3), "$5.00 every year for 3 years"],
  ])("%j reads %s", (subscriptionPlan, words) => {
    expect(recurringPriceText("$5.00", subscriptionPlan)).toBe(words);
  });
});

describe("a plan's periods", () => {
  test("weeks are counted in days, months and years on the calendar from the first payment, never drifting", () => {
    const start = new Date("2027-01-31T10:00:00.000Z");
    expect(periodStart(start, { value: 2, unit: "week" }, 2).toISOString()).toBe("2027-02-14T10:00:00.000Z");
    expect(periodStart(start, { value: 1, unit: "month" }, 2).toISOString()).toBe("2027-02-28T10:00:00.000Z");
    expect(periodStart(start, { value: 1, unit: "month" }, 3).toISOString()).toBe("2027-03-31T10:00:00.000Z");
    expect(periodStart(new Date("2028-02-29T00:00:00.000Z"), { value: 1, unit: "year" }, 2).toISOString()).toBe("2029-02-28T00:00:00.000Z");
  });

  test("the plan's fields are refused outside their limits with the editor's words", () => {
    const tooLong = subscriptionPlanSchema.safeParse(plan(53, "week"));
    expect(tooLong.success ? null : tooLong.error.issues[0]!.message).toBe(SUBSCRIPTION_PLAN_MESSAGES.periodValue);
    const negative = subscriptionPlanSchema.safeParse(plan(1, "month", -1));
    expect(negative.success ? null : negative.error.issues[0]!.message).toBe(SUBSCRIPTION_PLAN_MESSAGES.billingCycles);
  });
});
