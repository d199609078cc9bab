import { Button, Label, ProgressBar } from "react-aria-components";
import type { UploadState } from "./useUploads";

/** Each file being uploaded with its progress bar and a button to cancel it, or the plain words of its refusal. */
export function UploadList({ uploads, onCancel }: { uploads: readonly UploadState[]; onCancel: (key: string) => void }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="upload-list">
      {uploads.map((upload) => (
        <li key={upload.key}>
          {upload.error ? (
            <p className="field-error" role="alert">
              {upload.error}
            </p>
          ) : (
            <div className="upload-item">
              <ProgressBar className="upload-progress" value={upload.percent}>
                {({ valueText }) => (
                  <>
                    <Label>Uploading {upload.name}</Label>
                    <span className="upload-percent">{valueText}</span>
                    <div className="upload-bar">
                      <div className="upload-fill" style={{ width: `${upload.percent}%` }} />
                    </div>
                  </>
                )}
              </ProgressBar>
              <Button className="btn btn-small" aria-label={`Cancel uploading ${upload.name}`} onPress={() => onCancel(upload.key)}>
                Cancel
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
