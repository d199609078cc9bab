import { useState } from "react";
import { Button, FileTrigger } from "react-aria-components";
import { ApiError } from "../../../api/client";
import { mediaApi, type Asset } from "../../../api/media";
import { ModalDialog } from "../../../shell/ui/ModalDialog";
import { EmptyState, ErrorState, Loading, Notice } from "../../../shell/ui/states";
import { useLoad } from "../../../shell/useLoad";

/** A dialog of the site's audio files with an upload button: picks one recording for an audio block or an album's track. */
export function AudioPicker(props: { onPick: (asset: Asset) => void; onClose: () => void }) {
  const files = useLoad(mediaApi.audioFiles, []);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (list: FileList | null) => {
    const file = list?.[0];
    if (!file) return;
    setUploading(true);
    try {
      props.onPick(await mediaApi.uploadFile(file));
    } catch (problem) {
      setError(problem instanceof ApiError ? problem.message : "File upload failed to complete");
    } finally {
      setUploading(false);
    }
  };
  return (
    <ModalDialog title="Choose an audio file" onClose={props.onClose} wide cancellable>
      <div className="row">
        <FileTrigger
          acceptedFileTypes={["audio/mpeg", "audio/mp4", "audio/aac", "audio/ogg", "audio/wav", ".mp3", ".m4a", ".aac", ".ogg", ".wav"]}
          onSelect={(list) => void upload(list)}
        >
          <Button className="btn btn-primary" isDisabled={uploading}>
            {uploading ? "Uploading…" : "Upload audio file"}
          </Button>
        </FileTrigger>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {files.status === "loading" ? <Loading /> : null}
      {files.status === "error" ? <ErrorState message={files.message} onRetry={files.reload} /> : null}
      {files.status === "ready" && files.data.length === 0 ? (
        <EmptyState title="No audio files yet">Upload an MP3, M4A, AAC, Ogg or WAV file to use it here.</EmptyState>
      ) : null}
      {files.status === "ready" && files.data.length > 0 ? (
        <ul className="audio-file-list">
          {files.data.map((asset) => (
            <li key={asset.id}>
              <Button className="btn btn-small" onPress={() => props.onPick(asset)} aria-label={`Use ${asset.fileName}`}>
                {asset.fileName}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </ModalDialog>
  );
}
