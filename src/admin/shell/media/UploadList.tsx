import { Label, ProgressBar } from "react-aria-components";
import type { UploadState } from "./useUploads";

/** Each file being uploaded with its progress bar, or the plain words of its refusal. */
export function UploadList({ uploads }: { uploads: readonly UploadState[] }) {
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
          )}
        </li>
      ))}
    </ul>
  );
}
