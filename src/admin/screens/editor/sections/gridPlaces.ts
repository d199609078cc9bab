import { GRID_COLUMNS, MAX_GRID_ROWS, type Arrangement, type GridPlace } from "../../../../blocks/sections/sectionModel";

/** Keeps a place inside its arrangement's grid: at least one cell, never past the last column or row. */
export function clampPlace(place: GridPlace, arrangement: Arrangement): GridPlace {
  const columns = GRID_COLUMNS[arrangement];
  const width = Math.min(Math.max(1, Math.round(place.width)), columns);
  const height = Math.min(Math.max(1, Math.round(place.height)), MAX_GRID_ROWS);
  const column = Math.min(Math.max(1, Math.round(place.column)), columns - width + 1);
  const row = Math.min(Math.max(1, Math.round(place.row)), MAX_GRID_ROWS - height + 1);
  return { column, row, width, height };
}

/** Whether two places are the same cells. */
export function samePlace(a: GridPlace, b: GridPlace): boolean {
  return a.column === b.column && a.row === b.row && a.width === b.width && a.height === b.height;
}
