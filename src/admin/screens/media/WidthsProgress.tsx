import { Label, ProgressBar } from "react-aria-components";
import { GENERAL_MESSAGES } from "../../../domain/messages/generalMessages";
import type { Asset } from "../../api/media";

/** Whether the server is still making an image's sizes. */
export function makingWidths(asset: Asset): boolean {
  return asset.kind === "image" && (asset.status === "pending" || asset.status === "processing");
}

/**
 * Where an upload stands once its bytes are sent: an image's sizes being made (a progress bar),
 * the server's words when it could not make them, else ready.
 */
export function WidthsProgress({ asset }: { asset: Asset }) {
  if (asset.status === "failed") return <span className="field-error">{asset.error ?? GENERAL_MESSAGES.fileProcessingFailed}</span>;
  if (!makingWidths(asset)) return <span>Ready</span>;
  return (
    <ProgressBar className="upload-progress" value={asset.progress}>
      {({ valueText }) => (
        <>
          <Label>{asset.status === "pending" ? "Waiting to make sizes" : "Making sizes"}</Label>
          <span className="upload-percent">{valueText}</span>
          <div className="upload-bar">
            <div className="upload-fill" style={{ width: `${asset.progress}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
