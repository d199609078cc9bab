import { describe, expect, it } from "vitest";
import { CURRENCY_CODES, CURRENCY_TABLE, DEFAULT_CURRENCY, getCurrency, isCurrencyCode } from "./currencies";

describe("currency table", () => {
  it("keeps the 27 codes of spec 1 §3 in order", () => {
    expect(CURRENCY_CODES).toEqual([
      "EUR",
      "USD",
      "AUD",
      "NOK",
      "CAD",
      "NZD",
      "DKK",
      "GBP",
      "HKD",
      "CHF",
      "MXN",
      "SGD",
      "SEK",
      "CZK",
      "ILS",
      "PHP",
      "RUB",
      "PLN",
      "THB",
      "MYR",
      "ARS",
      "BRL",
      "COP",
      "IDR",
      "INR",
      "JPY",
      "ZAR",
    ]);
  });

  it("uses 2 fraction digits for all but JPY, which uses 0", () => {
    const digits = Object.fromEntries(CURRENCY_TABLE.map((currency) => [currency.code, currency.fractionDigits]));
    expect(digits.JPY).toBe(0);
    expect(CURRENCY_TABLE.filter((currency) => currency.fractionDigits !== 2).map((currency) => currency.code)).toEqual(["JPY"]);
  });

  it("pins the ISO 4217 numeric codes", () => {
    expect(Object.fromEntries(CURRENCY_TABLE.map((currency) => [currency.code, currency.numericCode]))).toEqual({
      EUR: 978,
      USD: 840,
      AUD: 36,
      NOK: 578,
      CAD: 124,
      NZD: 554,
      DKK: 208,
      GBP: 826,
      HKD: 344,
      CHF: 756,
      MXN: 484,
      SGD: 702,
      SEK: 752,
      CZK: 203,
      ILS: 376,
      PHP: 608,
      RUB: 643,
      PLN: 985,
      THB: 764,
      MYR: 458,
      ARS: 32,
      BRL: 986,
      COP: 170,
      IDR: 360,
      INR: 356,
      JPY: 392,
      ZAR: 710,
    });
  });

  it("names each currency after spec 2 §3", () => {
    expect(Object.fromEntries(CURRENCY_TABLE.map((currency) => [currency.code, currency.name]))).toEqual({
      EUR: "Euro",
      USD: "US Dollar",
      AUD: "Australian Dollar",
      NOK: "Norwegian Krone",
      CAD: "Canadian Dollar",
      NZD: "New Zealand Dollar",
      DKK: "Danish Krone",
      GBP: "Pound Sterling",
      HKD: "Hong Kong Dollar",
      CHF: "Swiss Franc",
      MXN: "Mexican Peso",
      SGD: "Singapore Dollar",
      SEK: "Swedish Krona",
      CZK: "Czech Koruna",
      ILS: "Israeli Shekel",
      PHP: "Philippine Peso",
      RUB: "Russian Ruble",
      PLN: "Polish Zloty",
      THB: "Thai Baht",
      MYR: "Malaysian Ringgit",
      ARS: "Argentine Peso",
      BRL: "Brazilian Real",
      COP: "Colombian Peso",
      IDR: "Indonesian Rupiah",
      INR: "Indian Rupee",
      JPY: "Japanese Yen",
      ZAR: "South African Rand",
    });
  });

  it("places kroner, koruna, zloty and ruble symbols after the amount", () => {
    const after = CURRENCY_TABLE.filter((currency) => currency.symbolPlacement === "after").map((currency) => currency.code);
    expect(after).toEqual(["NOK", "DKK", "SEK", "CZK", "RUB", "PLN"]);
  });

  it("defaults to USD", () => {
    expect(DEFAULT_CURRENCY).toBe("USD");
  });
});

describe("isCurrencyCode and getCurrency", () => {
  it("accepts supported upper-case codes only", () => {
    expect(isCurrencyCode("ZAR")).toBe(true);
    expect(isCurrencyCode("zar")).toBe(false);
    expect(isCurrencyCode("XYZ")).toBe(false);
    expect(isCurrencyCode(840)).toBe(false);
  });

  it("returns the table row", () => {
    expect(getCurrency("CHF")).toEqual({
      code: "CHF",
      name: "Swiss Franc",
      fractionDigits: 2,
      numericCode: 756,
      symbol: "CHF",
      symbolPlacement: "before",
      symbolSpaced: true,
    });
  });
});
