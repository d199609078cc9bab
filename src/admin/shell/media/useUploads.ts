import { useCallback, useState } from "react";
import { ApiError } from "../../api/client";
import type { Asset } from "../../api/media";
import type { UploadProgress } from "../../api/uploadWithProgress";
import { uploadProblem } from "./uploadChecks";

/** One file on its way up: how far it is, or why it was refused. */
export interface UploadState {
  key: string;
  name: string;
  percent: number;
  error: string | null;
}

let uploadCounter = 0;

/**
 * Sends files (only images, unless told otherwise) one after another, keeping each one's progress and refusal for the upload
 * list to show; answers the assets made. Finished files leave the list, refused ones stay with
 * their message until the next upload.
 */
export function useUploads(send: (file: File, onProgress: UploadProgress) => Promise<Asset>, imagesOnly: boolean) {
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const update = (key: string, change: Partial<UploadState>) =>
    setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  const start = useCallback(
    async (files: readonly File[]): Promise<Asset[]> => {
      const queued = files.map((file) => ({
        file,
        state: { key: `upload-${(uploadCounter += 1)}`, name: file.name, percent: 0, error: uploadProblem(file, imagesOnly) },
      }));
      setUploads(queued.map((entry) => entry.state));
      const made: Asset[] = [];
      for (const { file, state } of queued) {
        if (state.error) continue;
        try {
          made.push(await send(file, (percent) => update(state.key, { percent })));
          setUploads((all) => all.filter((upload) => upload.key !== state.key));
        } catch (error) {
          update(state.key, { error: error instanceof ApiError ? error.message : "File upload failed to complete" });
        }
      }
      return made;
    },
    [send, imagesOnly],
  );
  return { uploads, start, busy: uploads.some((upload) => !upload.error) };
}
