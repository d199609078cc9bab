import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCY_CODES } from "./currencies";
import { isDomainError } from "./errors";
import { formatMoney, fromMinorUnits, toMinorUnits } from "./money";

const MINOR_UNIT_BOUND = 1e12;

describe("toMinorUnits", () => {
  it("scales by the currency's fraction digits", () => {
    expect(toMinorUnits(12.34, "USD")).toBe(1234);
    expect(toMinorUnits(1234, "JPY")).toBe(1234);
    expect(toMinorUnits(0, "EUR")).toBe(0);
  });

  it("rounds halves away from zero despite binary float error", () => {
    expect(toMinorUnits(1.005, "USD")).toBe(101);
    expect(toMinorUnits(-1.005, "USD")).toBe(-101);
    expect(toMinorUnits(0.1 + 0.2, "USD")).toBe(30);
    expect(toMinorUnits(2.5, "JPY")).toBe(3);
    expect(toMinorUnits(-2.5, "JPY")).toBe(-3);
    expect(toMinorUnits(1.004, "USD")).toBe(100);
  });

  it("never returns negative zero", () => {
    expect(Object.is(toMinorUnits(-0.001, "USD"), 0)).toBe(true);
  });

  it("refuses NaN, infinities and amounts past the safe integer range", () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e300]) {
      let caught: unknown;
      try {
        toMinorUnits(value, "USD");
      } catch (error) {
        caught = error;
      }
      expect(isDomainError(caught) && caught.code).toBe("invalid");
    }
  });

  it("round-trips every integer amount up to 1e12 minor units in every currency", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -MINOR_UNIT_BOUND, max: MINOR_UNIT_BOUND }),
        fc.constantFrom(...CURRENCY_CODES),
        (minor, currency) => toMinorUnits(fromMinorUnits(minor, currency).value, currency) === minor,
      ),
      { numRuns: 2000 },
    );
  });
});

describe("fromMinorUnits", () => {
  it("produces the API-edge shape with a float value", () => {
    expect(fromMinorUnits(1234, "USD")).toEqual({ currency: "USD", value: 12.34 });
    expect(fromMinorUnits(1234, "JPY")).toEqual({ currency: "JPY", value: 1234 });
    expect(fromMinorUnits(-5, "EUR")).toEqual({ currency: "EUR", value: -0.05 });
  });

  it("refuses fractional minor units", () => {
    expect(() => fromMinorUnits(1.5, "USD")).toThrow("Amount in minor units must be a safe integer.");
  });
});

describe("formatMoney", () => {
  it("groups with ',' and separates decimals with '.' by default", () => {
    expect(formatMoney(123456789, "USD")).toBe("$1,234,567.89");
    expect(formatMoney(5, "USD")).toBe("$0.05");
    expect(formatMoney(0, "EUR")).toBe("€0.00");
  });

  it("uses the currency's symbol, placement and spacing", () => {
    expect(formatMoney(123450, "NOK")).toBe("1,234.50 kr");
    expect(formatMoney(999, "CZK")).toBe("9.99 Kč");
    expect(formatMoney(1000, "PLN")).toBe("10.00 zł");
    expect(formatMoney(1000, "CHF")).toBe("CHF 10.00");
    expect(formatMoney(1000, "BRL")).toBe("R$ 10.00");
    expect(formatMoney(1000, "ILS")).toBe("₪10.00");
    expect(formatMoney(1000, "RUB")).toBe("10.00 ₽");
  });

  it("writes JPY without decimals", () => {
    expect(formatMoney(1234567, "JPY")).toBe("¥1,234,567");
  });

  it("puts a leading minus on negative amounts", () => {
    expect(formatMoney(-123456, "USD")).toBe("-$1,234.56");
    expect(formatMoney(-5000, "SEK")).toBe("-50.00 kr");
  });

  it("takes other separators literally", () => {
    expect(formatMoney(123456789, "EUR", { grouping: ".", decimal: "," })).toBe("€1.234.567,89");
    expect(formatMoney(123456789, "EUR", { grouping: "$&" })).toBe("€1$&234$&567.89");
  });

  it("formats the largest safe amount exactly", () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, "USD")).toBe("$90,071,992,547,409.91");
  });

  it("refuses fractional minor units", () => {
    expect(() => formatMoney(10.5, "USD")).toThrow("Amount in minor units must be a safe integer.");
  });
});
