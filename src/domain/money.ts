import { getCurrency } from "./currencies";
import type { CurrencyCode } from "./currencies";
import { invalid } from "./errors";

/**
 * Money as it crosses the API edge: a currency code and a float value in major units (spec 1 §3).
 * Inside Tessera amounts are integer minor units; convert with toMinorUnits and fromMinorUnits.
 */
export interface Money {
  currency: CurrencyCode;
  value: number;
}

/** Separators used when formatting an amount; both default to the spec's "," and ".". */
export interface MoneyFormatOptions {
  grouping?: string;
  decimal?: string;
}

/** Below this, scaled values are re-read at 15 significant digits to undo binary float error (e.g. 1.005 * 100). */
const PRECISION_CORRECTION_LIMIT = 1e15;
const SIGNIFICANT_DIGITS = 15;
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

function minorUnitsPerMajor(currency: CurrencyCode): number {
  return 10 ** getCurrency(currency).fractionDigits;
}

function assertMinorUnits(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw invalid("Amount in minor units must be a safe integer.");
}

/** Converts a major-unit amount (e.g. 12.34 dollars) to integer minor units (1234), rounding halves away from zero. */
export function toMinorUnits(value: number, currency: CurrencyCode): number {
  if (!Number.isFinite(value)) throw invalid("Amount must be a finite number.");
  const scaled = Math.abs(value) * minorUnitsPerMajor(currency);
  const corrected = scaled < PRECISION_CORRECTION_LIMIT ? Number(scaled.toPrecision(SIGNIFICANT_DIGITS)) : scaled;
  const minor = Math.round(corrected);
  if (!Number.isSafeInteger(minor)) throw invalid("Amount is too large.");
  return value < 0 && minor !== 0 ? -minor : minor;
}

/** Converts integer minor units to the API-edge Money shape. */
export function fromMinorUnits(minor: number, currency: CurrencyCode): Money {
  assertMinorUnits(minor);
  const value = minor / minorUnitsPerMajor(currency);
  return { currency, value: value === 0 ? 0 : value };
}

/** Formats integer minor units for display with the currency's symbol and placement, e.g. "-$1,234.50" or "1 234,50 kr". */
export function formatMoney(minor: number, currency: CurrencyCode, options: MoneyFormatOptions = {}): string {
  assertMinorUnits(minor);
  const { grouping = ",", decimal = "." } = options;
  const { fractionDigits, symbol, symbolPlacement, symbolSpaced } = getCurrency(currency);
  const perMajor = 10 ** fractionDigits;
  const absolute = Math.abs(minor);
  const fraction = absolute % perMajor;
  const whole = String((absolute - fraction) / perMajor).replace(THOUSANDS, () => grouping);
  const amount = fractionDigits === 0 ? whole : `${whole}${decimal}${String(fraction).padStart(fractionDigits, "0")}`;
  const gap = symbolSpaced ? " " : "";
  const withSymbol = symbolPlacement === "before" ? `${symbol}${gap}${amount}` : `${amount}${gap}${symbol}`;
  return minor < 0 ? `-${withSymbol}` : withSymbol;
}
