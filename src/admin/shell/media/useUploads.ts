import { useCallback, useRef, useState } from "react";
import { GENERAL_MESSAGES } from "../../../domain/messages/generalMessages";
import { ApiError } from "../../api/client";
import type { Asset } from "../../api/media";
import { UPLOAD_CANCELLED, type UploadProgress } from "../../api/uploadWithProgress";
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
 * What the owner reads when an upload fails: the server's own words for a file it refused
 * (too large, not a supported type), the general words for a lost connection or a server
 * failure, and "File processing cancelled" for one the owner stopped.
 */
function uploadFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return GENERAL_MESSAGES.fileUploadProblem;
  if (error.code === UPLOAD_CANCELLED) return GENERAL_MESSAGES.fileProcessingCancelled;
  if (error.status === 0 || error.status >= 500) return GENERAL_MESSAGES.fileUploadProblem;
  return error.message;
}

/**
 * Sends files (only images, unless told otherwise) one after another, keeping each one's progress and refusal for the upload
 * list to show; answers the assets made. Finished files leave the list, refused ones stay with
 * their message until the next upload. `cancel` stops one file; the others go on.
 */
export function useUploads(send: (file: File, onProgress: UploadProgress, signal: AbortSignal) => Promise<Asset>, imagesOnly: boolean) {
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const update = (key: string, change: Partial<UploadState>) =>
    setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  const start = useCallback(
    async (files: readonly File[]): Promise<Asset[]> => {
      const queued = files.map((file) => ({
        file,
        controller: new AbortController(),
        state: { key: `upload-${(uploadCounter += 1)}`, name: file.name, percent: 0, error: uploadProblem(file, imagesOnly) },
      }));
      controllers.current = new Map(queued.map((entry) => [entry.state.key, entry.controller]));
      setUploads(queued.map((entry) => entry.state));
      const made: Asset[] = [];
      for (const { file, controller, state } of queued) {
        if (state.error) continue;
        try {
          made.push(await send(file, (percent) => update(state.key, { percent }), controller.signal));
          setUploads((all) => all.filter((upload) => upload.key !== state.key));
        } catch (error) {
          update(state.key, { error: uploadFailure(error) });
        }
      }
      return made;
    },
    [send, imagesOnly],
  );
  const cancel = useCallback((key: string) => controllers.current.get(key)?.abort(), []);
  return { uploads, start, cancel, busy: uploads.some((upload) => !upload.error) };
}
