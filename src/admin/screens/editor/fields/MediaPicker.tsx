import { useState } from "react";
import { Button, FileTrigger } from "react-aria-components";
import { ApiError } from "../../../api/client";
import { mediaApi, type Asset } from "../../../api/media";
import { ModalDialog } from "../../../shell/ui/ModalDialog";
import { EmptyState, ErrorState, Loading, Notice } from "../../../shell/ui/states";
import { useLoad } from "../../../shell/useLoad";

/** Uploads files one by one, returning the assets made and the first refusal's message. */
export async function uploadImages(files: readonly File[]): Promise<{ assets: Asset[]; error: string | null }> {
  const assets: Asset[] = [];
  for (const file of files) {
    try {
      assets.push(await mediaApi.upload(file));
    } catch (error) {
      return { assets, error: error instanceof ApiError ? error.message : "File upload failed to complete" };
    }
  }
  return { assets, error: null };
}

/** A dialog of the site's images with an upload button: picks one image for a block. */
export function MediaPicker(props: { onPick: (asset: Asset) => void; onClose: () => void }) {
  const images = useLoad(mediaApi.images, []);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setUploading(true);
    const result = await uploadImages([...files]);
    setUploading(false);
    setError(result.error);
    const [first] = result.assets;
    if (first) props.onPick(first);
  };
  return (
    <ModalDialog title="Choose an image" onClose={props.onClose} wide cancellable>
      <div className="row">
        <FileTrigger acceptedFileTypes={["image/*"]} onSelect={(files) => void upload(files)}>
          <Button className="btn btn-primary" isDisabled={uploading}>
            {uploading ? "Uploading…" : "Upload image"}
          </Button>
        </FileTrigger>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {images.status === "loading" ? <Loading /> : null}
      {images.status === "error" ? <ErrorState message={images.message} onRetry={images.reload} /> : null}
      {images.status === "ready" && images.data.length === 0 ? <EmptyState title="No images yet">Upload an image to use it here.</EmptyState> : null}
      {images.status === "ready" && images.data.length > 0 ? (
        <ul className="media-grid">
          {images.data.map((asset) => (
            <li key={asset.id}>
              <Button className="media-tile" onPress={() => props.onPick(asset)} aria-label={`Use ${asset.fileName}`}>
                <img src={`${asset.url}?format=300w`} alt="" loading="lazy" />
                <span>{asset.fileName}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </ModalDialog>
  );
}
