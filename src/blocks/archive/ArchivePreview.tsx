import type { ArchiveSettings } from "./schema";

/** The catalogue's picture of an archive: two periods with their counts. */
export function ArchivePreview({ example }: { example: ArchiveSettings }) {
  return <span className="preview-text">{example.groupBy === "year" ? "2026 (12) · 2025 (9)" : "November (3) · October (5)"}</span>;
}
