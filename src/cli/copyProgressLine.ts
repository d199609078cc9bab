import { formatMegabytes } from "../domain/limits/uploadLimits";
import type { CopyProgress } from "../server/features/media/copyBlobs";

/** The line `tessera blobs copy` keeps up to date while it copies: "Copying files to …: 120 of 340 (35%), 12.4 MB written". */
export function copyProgressLine(target: string, progress: CopyProgress): string {
  const percent = progress.total === 0 ? 100 : Math.floor((progress.done / progress.total) * 100);
  return `Copying files to ${target}: ${progress.done} of ${progress.total} (${percent}%), ${formatMegabytes(progress.bytes)} written`;
}

/** What the command says when it is done, counting what was copied and what the target held already. */
export function copySummary(source: string, target: string, progress: CopyProgress): string {
  const kept = progress.done - progress.copied;
  const files = (count: number) => `${count} ${count === 1 ? "file" : "files"}`;
  return `Copied ${files(progress.copied)} (${formatMegabytes(progress.bytes)}) from ${source} to ${target}; ${files(kept)} ${kept === 1 ? "was" : "were"} there already.`;
}
