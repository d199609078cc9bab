/** Measurement standard codes of the store settings (spec 2 §3 "Units"). */
export const MEASUREMENT_STANDARD = {
  IMPERIAL: 1,
  METRIC: 2,
} as const;

/** Numeric measurement standard code. */
export type MeasurementStandard = (typeof MEASUREMENT_STANDARD)[keyof typeof MEASUREMENT_STANDARD];

/** Weight unit labels shown next to product weights (spec 1 §9). */
export const WEIGHT_UNIT = {
  POUNDS: "lbs",
  KILOGRAMS: "kg",
} as const;

/** A weight unit label. */
export type WeightUnit = (typeof WEIGHT_UNIT)[keyof typeof WEIGHT_UNIT];

/**
 * Dimension unit labels shown next to product sizes (spec 1 §9).
 * The spec says "inch mark"; Tessera writes it as the straight double quote '"'.
 */
export const DIMENSION_UNIT = {
  INCHES: '"',
  CENTIMETERS: "cm",
} as const;

/** A dimension unit label. */
export type DimensionUnit = (typeof DIMENSION_UNIT)[keyof typeof DIMENSION_UNIT];

/** Weight unit for a store's measurement standard: lbs for imperial, kg otherwise. */
export function weightUnitFor(standard: number | undefined): WeightUnit {
  return standard === MEASUREMENT_STANDARD.IMPERIAL ? WEIGHT_UNIT.POUNDS : WEIGHT_UNIT.KILOGRAMS;
}

/** Dimension unit for a store's measurement standard: the inch mark for imperial, cm otherwise. */
export function dimensionUnitFor(standard: number | undefined): DimensionUnit {
  return standard === MEASUREMENT_STANDARD.IMPERIAL ? DIMENSION_UNIT.INCHES : DIMENSION_UNIT.CENTIMETERS;
}
