/** The value axis of a bar or line chart: its ends (always including zero) and its tick values. */
export interface ValueScale {
  min: number;
  max: number;
  ticks: number[];
}

const TICK_COUNT = 4;

/** A round step near the raw one: 1, 2, 2.5 or 5 times a power of ten. */
function roundStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10;
  return step * power;
}

/** A scale over the values with round ticks, from zero or below up to zero or above. */
export function valueScale(values: readonly number[]): ValueScale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === high) return { min: 0, max: 1, ticks: [0, 1] };
  const step = roundStep((high - low) / TICK_COUNT);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let value = min; value <= max + step / 2; value += step) ticks.push(Number(value.toPrecision(12)));
  return { min, max, ticks };
}

/** A number as a chart labels it: at most three significant decimals, no trailing zeros. */
export function chartNumber(value: number): string {
  return String(Number(value.toFixed(3)));
}
