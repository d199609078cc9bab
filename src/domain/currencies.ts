/** Where a currency's symbol sits relative to the amount. */
export const SYMBOL_PLACEMENT = {
  BEFORE: "before",
  AFTER: "after",
} as const;

/** A symbol placement, "before" or "after". */
export type SymbolPlacement = (typeof SYMBOL_PLACEMENT)[keyof typeof SYMBOL_PLACEMENT];

/** One row of the currency table: what the store needs to store, convert and display an amount. */
export interface Currency {
  /** ISO 4217 alphabetic code, e.g. "USD". */
  readonly code: string;
  readonly name: string;
  /** Digits after the decimal point; minor units per major unit is 10 to this power. */
  readonly fractionDigits: number;
  /** ISO 4217 numeric code, e.g. 840. */
  readonly numericCode: number;
  /** The symbol as written in the currency's home market. */
  readonly symbol: string;
  readonly symbolPlacement: SymbolPlacement;
  /** Whether a space separates symbol and amount. */
  readonly symbolSpaced: boolean;
}

/**
 * The store's currencies in the order of spec 1 §3. Names follow spec 2 §3; fraction digits are 2, and 0 for JPY.
 * Symbols and their placement are Tessera's choice: the local form of each symbol, since a store sells in one currency.
 */
export const CURRENCY_TABLE = [
  { code: "EUR", name: "Euro", fractionDigits: 2, numericCode: 978, symbol: "€", symbolPlacement: "before", symbolSpaced: false },
  { code: "USD", name: "US Dollar", fractionDigits: 2, numericCode: 840, symbol: "$", symbolPlacement: "before", symbolSpaced: false },
  { code: "AUD", name: "Australian Dollar", fractionDigits: 2, numericCode: 36, symbol: "$", symbolPlacement: "before", symbolSpaced: false },
  { code: "NOK", name: "Norwegian Krone", fractionDigits: 2, numericCode: 578, symbol: "kr", symbolPlacement: "after", symbolSpaced: true },
  { code: "CAD", name: "Canadian Dollar", fractionDigits: 2, numericCode: 124, symbol: "$", symbolPlacement: "before", symbolSpaced: false },
  { code: "NZD", name: "New Zealand Dollar", fractionDigits: 2, numericCode: 554, symbol: "$", symbolPlacement: "before", symbolSpaced: false },
  { code: "DKK", name: "Danish Krone", fractionDigits: 2, numericCode: 208, symbol: "kr", symbolPlacement: "after", symbolSpaced: true },
  { code: "GBP", name: "Pound Sterling", fractionDigits: 2, numericCode: 826, symbol: "£", symbolPlacement: "before", symbolSpaced: false },
  { code: "HKD", name: "Hong Kong Dollar", fractionDigits: 2, numericCode: 344, symbol: "$", symbolPlacement: "before", symbolSpaced: false },
  { code: "CHF", name: "Swiss Franc", fractionDigits: 2, numericCode: 756, symbol: "CHF", symbolPlacement: "before", symbolSpaced: true },
  { code: "MXN", name: "Mexican Peso", fractionDigits: 2, numericCode: 484, symbol: "$", symbolPlacement: "before", symbolSpaced: false },
  { code: "SGD", name: "Singapore Dollar", fractionDigits: 2, numericCode: 702, symbol: "$", symbolPlacement: "before", symbolSpaced: false },
  { code: "SEK", name: "Swedish Krona", fractionDigits: 2, numericCode: 752, symbol: "kr", symbolPlacement: "after", symbolSpaced: true },
  { code: "CZK", name: "Czech Koruna", fractionDigits: 2, numericCode: 203, symbol: "Kč", symbolPlacement: "after", symbolSpaced: true },
  { code: "ILS", name: "Israeli Shekel", fractionDigits: 2, numericCode: 376, symbol: "₪", symbolPlacement: "before", symbolSpaced: false },
  { code: "PHP", name: "Philippine Peso", fractionDigits: 2, numericCode: 608, symbol: "₱", symbolPlacement: "before", symbolSpaced: false },
  { code: "RUB", name: "Russian Ruble", fractionDigits: 2, numericCode: 643, symbol: "₽", symbolPlacement: "after", symbolSpaced: true },
  { code: "PLN", name: "Polish Zloty", fractionDigits: 2, numericCode: 985, symbol: "zł", symbolPlacement: "after", symbolSpaced: true },
  { code: "THB", name: "Thai Baht", fractionDigits: 2, numericCode: 764, symbol: "฿", symbolPlacement: "before", symbolSpaced: false },
  { code: "MYR", name: "Malaysian Ringgit", fractionDigits: 2, numericCode: 458, symbol: "RM", symbolPlacement: "before", symbolSpaced: false },
  { code: "ARS", name: "Argentine Peso", fractionDigits: 2, numericCode: 32, symbol: "$", symbolPlacement: "before", symbolSpaced: false },
  { code: "BRL", name: "Brazilian Real", fractionDigits: 2, numericCode: 986, symbol: "R$", symbolPlacement: "before", symbolSpaced: true },
  { code: "COP", name: "Colombian Peso", fractionDigits: 2, numericCode: 170, symbol: "$", symbolPlacement: "before", symbolSpaced: false },
  { code: "IDR", name: "Indonesian Rupiah", fractionDigits: 2, numericCode: 360, symbol: "Rp", symbolPlacement: "before", symbolSpaced: false },
  { code: "INR", name: "Indian Rupee", fractionDigits: 2, numericCode: 356, symbol: "₹", symbolPlacement: "before", symbolSpaced: false },
  { code: "JPY", name: "Japanese Yen", fractionDigits: 0, numericCode: 392, symbol: "¥", symbolPlacement: "before", symbolSpaced: false },
  { code: "ZAR", name: "South African Rand", fractionDigits: 2, numericCode: 710, symbol: "R", symbolPlacement: "before", symbolSpaced: false },
] as const satisfies readonly Currency[];

/** A currency code the store supports, e.g. "EUR". */
export type CurrencyCode = (typeof CURRENCY_TABLE)[number]["code"];

/** Supported currency codes in table order, for pickers. */
export const CURRENCY_CODES: readonly CurrencyCode[] = CURRENCY_TABLE.map((currency) => currency.code);

/** The store currency when none is configured (spec 1 §3). */
export const DEFAULT_CURRENCY: CurrencyCode = "USD";

const CURRENCY_BY_CODE: ReadonlyMap<string, Currency> = new Map(CURRENCY_TABLE.map((currency) => [currency.code, currency]));

/** Narrows a string from settings or a request to a supported currency code (case-sensitive, upper case). */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && CURRENCY_BY_CODE.has(value);
}

/** The table row of a supported currency. */
export function getCurrency(code: CurrencyCode): Currency {
  const currency = CURRENCY_BY_CODE.get(code);
  if (currency === undefined) throw new TypeError(`Unsupported currency code: ${String(code)}`);
  return currency;
}

/** Each currency as an owner picks it, by code: its name and code ("US Dollar (USD)"). */
export const CURRENCY_LABELS = Object.fromEntries(CURRENCY_TABLE.map((currency) => [currency.code, `${currency.name} (${currency.code})`])) as Readonly<
  Record<CurrencyCode, string>
>;
