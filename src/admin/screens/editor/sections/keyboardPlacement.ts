import type { Arrangement, GridPlace } from "../../../../blocks/sections/sectionModel";
import { clampPlace } from "./gridPlaces";

const STEPS: Record<string, { x: number; y: number }> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * The place an arrow key gives a selected block: an arrow moves it one cell, Shift with an arrow
 * makes it one cell wider or narrower (right, left) or taller or shorter (down, up). Null for any
 * other key.
 */
export function keyboardPlace(place: GridPlace, key: string, shift: boolean, arrangement: Arrangement): GridPlace | null {
  const step = STEPS[key];
  if (!step) return null;
  if (shift) return clampPlace({ ...place, width: place.width + step.x, height: place.height + step.y }, arrangement);
  return clampPlace({ ...place, column: place.column + step.x, row: place.row + step.y }, arrangement);
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A place in words: "column 5, row 2, 8 columns wide, 2 rows tall". */
export function placeInWords(place: GridPlace): string {
  return `column ${place.column}, row ${place.row}, ${count(place.width, "column", "columns")} wide, ${count(place.height, "row", "rows")} tall`;
}

/**
 * What the live region says after a block moves or is resized, e.g. "Text block moved to
 * column 5, row 2, 8 columns wide, 2 rows tall".
 */
export function describeMove(blockLabel: string, before: GridPlace, after: GridPlace): string {
  const moved = before.column !== after.column || before.row !== after.row;
  const resized = before.width !== after.width || before.height !== after.height;
  const verb = moved && resized ? "moved and resized to" : resized ? "resized to" : moved ? "moved to" : "stays at";
  return `${blockLabel} block ${verb} ${placeInWords(after)}`;
}

/** What the live region says when Escape cancels a move. */
export function describeCancel(blockLabel: string, place: GridPlace): string {
  return `Move cancelled. ${blockLabel} block is back at ${placeInWords(place)}`;
}
