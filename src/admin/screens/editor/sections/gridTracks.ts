/** One column or row track of a section's grid as laid out in the frame, in frame pixels. */
export interface Track {
  start: number;
  size: number;
}

/** The measured tracks of a section's grid: where its columns and rows lie, and how rows continue below. */
export interface GridTracks {
  columns: Track[];
  rows: Track[];
  /** The smallest row's size: rows past the measured ones are drawn at it. */
  rowSize: number;
  rowGap: number;
}

/** A gap length from computed style ("normal" is none). */
export function pixels(value: string): number {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/**
 * Tracks from a grid container's computed template ("40px 40px …", which browsers resolve to
 * pixels for a laid-out grid), its gap and where its content box starts.
 */
export function tracksFrom(template: string, gap: number, origin: number): Track[] {
  const trimmed = template.trim();
  const sizes = trimmed === "" || trimmed === "none" ? [] : trimmed.split(/\s+/).map(pixels);
  const tracks: Track[] = [];
  let start = origin;
  for (const size of sizes) {
    tracks.push({ start, size });
    start += size + gap;
  }
  return tracks;
}

/** The start of column or row `line` (1-based), continuing past the measured rows at the base row size. */
export function trackStart(tracks: readonly Track[], line: number, step: { size: number; gap: number }): number {
  if (line <= tracks.length) return tracks[line - 1]!.start;
  const last = tracks[tracks.length - 1];
  const afterLast = last ? last.start + last.size + step.gap : 0;
  return afterLast + (line - tracks.length - 1) * (step.size + step.gap);
}

/** The end of track `line` (1-based). */
export function trackEnd(tracks: readonly Track[], line: number, step: { size: number; gap: number }): number {
  return line <= tracks.length ? tracks[line - 1]!.start + tracks[line - 1]!.size : trackStart(tracks, line, step) + step.size;
}
