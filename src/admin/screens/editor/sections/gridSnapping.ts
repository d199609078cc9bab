import { GRID_COLUMNS, type Arrangement, type GridPlace } from "../../../../blocks/sections/sectionModel";
import { clampPlace } from "./gridPlaces";
import { trackEnd, trackStart, type GridTracks } from "./gridTracks";

/** What a pointer drag changes: the whole block, or the edges a resize handle holds. */
export type DragHandle = "move" | "n" | "s" | "e" | "w" | "ne" | "nw" | "se" | "sw";

/** Every resize handle a selected block shows. */
export const RESIZE_HANDLES: readonly Exclude<DragHandle, "move">[] = ["nw", "n", "ne", "e", "se", "s", "sw", "w"];

/** A rectangle in frame pixels. */
export interface PixelRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

function columnStep(tracks: GridTracks) {
  const first = tracks.columns[0];
  return { size: first?.size ?? 0, gap: tracks.columns[1] && first ? tracks.columns[1].start - first.start - first.size : 0 };
}

function rowStep(tracks: GridTracks) {
  return { size: tracks.rowSize, gap: tracks.rowGap };
}

/** Where a place lies in the frame, from the grid's measured tracks. */
export function placeRect(place: GridPlace, tracks: GridTracks): PixelRect {
  const left = trackStart(tracks.columns, place.column, columnStep(tracks));
  const top = trackStart(tracks.rows, place.row, rowStep(tracks));
  const right = trackEnd(tracks.columns, place.column + place.width - 1, columnStep(tracks));
  const bottom = trackEnd(tracks.rows, place.row + place.height - 1, rowStep(tracks));
  return { left, top, width: right - left, height: bottom - top };
}

/** The 1-based track whose start (or end) lies nearest a pixel position, among the first `limit`. */
function nearestTrack(position: number, limit: number, edgeOf: (line: number) => number): number {
  let best = 1;
  for (let line = 2; line <= limit; line++) {
    if (Math.abs(edgeOf(line) - position) < Math.abs(edgeOf(best) - position)) best = line;
    else if (edgeOf(line) > position) break;
  }
  return best;
}

/**
 * Snaps a drag to the grid's cells: the block (or the edges its handle holds) goes where the
 * pointer moved it by `dx`, `dy` pixels, to the nearest column and row lines, never smaller than
 * one cell nor outside the arrangement's columns.
 */
export function snapDrag(start: GridPlace, handle: DragHandle, dx: number, dy: number, tracks: GridTracks, arrangement: Arrangement): GridPlace {
  const columns = GRID_COLUMNS[arrangement];
  const rect = placeRect(start, tracks);
  const rowLimit = start.row + start.height + Math.max(0, Math.ceil(dy / Math.max(1, tracks.rowSize))) + 2;
  const colStart = (line: number) => trackStart(tracks.columns, line, columnStep(tracks));
  const colEnd = (line: number) => trackEnd(tracks.columns, line, columnStep(tracks));
  const rowStart = (line: number) => trackStart(tracks.rows, line, rowStep(tracks));
  const rowEnd = (line: number) => trackEnd(tracks.rows, line, rowStep(tracks));
  if (handle === "move") {
    const column = nearestTrack(rect.left + dx, columns, colStart);
    const row = nearestTrack(rect.top + dy, rowLimit, rowStart);
    return clampPlace({ ...start, column, row }, arrangement);
  }
  let first = start.column;
  let last = start.column + start.width - 1;
  let top = start.row;
  let bottom = start.row + start.height - 1;
  if (handle.includes("w")) first = Math.min(nearestTrack(rect.left + dx, columns, colStart), last);
  if (handle.includes("e")) last = Math.max(nearestTrack(rect.left + rect.width + dx, columns, colEnd), first);
  if (handle.includes("n")) top = Math.min(nearestTrack(rect.top + dy, rowLimit, rowStart), bottom);
  if (handle.includes("s")) bottom = Math.max(nearestTrack(rect.top + rect.height + dy, rowLimit, rowEnd), top);
  return clampPlace({ column: first, row: top, width: last - first + 1, height: bottom - top + 1 }, arrangement);
}

/** A line the moving block lines up with: a column line (x) or a row line (y), in grid line numbers (centres fall between). */
export interface AlignmentGuide {
  axis: "x" | "y";
  line: number;
}

function lines(place: GridPlace): { x: number[]; y: number[] } {
  return {
    x: [place.column, place.column + place.width / 2, place.column + place.width],
    y: [place.row, place.row + place.height / 2, place.row + place.height],
  };
}

/**
 * The guides to show while a block moves: each of its edges and centres that lines up with an
 * edge or centre of another block, or with the grid's middle column line.
 */
export function alignmentGuides(moving: GridPlace, others: readonly GridPlace[], arrangement: Arrangement): AlignmentGuide[] {
  const own = lines(moving);
  const xs = new Set<number>([GRID_COLUMNS[arrangement] / 2 + 1]);
  const ys = new Set<number>();
  for (const other of others) {
    const theirs = lines(other);
    theirs.x.forEach((x) => xs.add(x));
    theirs.y.forEach((y) => ys.add(y));
  }
  const guides: AlignmentGuide[] = [];
  for (const x of new Set(own.x)) if (xs.has(x)) guides.push({ axis: "x", line: x });
  for (const y of new Set(own.y)) if (ys.has(y)) guides.push({ axis: "y", line: y });
  return guides;
}

/** Where a guide's line lies in the frame: on a grid line, in the middle of the gap between tracks. */
export function guidePixels(guide: AlignmentGuide, tracks: GridTracks): number {
  const list = guide.axis === "x" ? tracks.columns : tracks.rows;
  const step = guide.axis === "x" ? columnStep(tracks) : rowStep(tracks);
  const at = (line: number) => {
    if (line <= 1) return trackStart(list, 1, step);
    if (guide.axis === "x" && line > list.length) return trackEnd(list, list.length, step);
    return (trackEnd(list, line - 1, step) + trackStart(list, line, step)) / 2;
  };
  const below = Math.floor(guide.line);
  const fraction = guide.line - below;
  return fraction === 0 ? at(below) : at(below) + (at(below + 1) - at(below)) * fraction;
}
