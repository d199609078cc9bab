import { Button, DropZone, FileTrigger, Text } from "react-aria-components";
import type { Asset } from "../../api/media";
import type { UploadProgress } from "../../api/uploadWithProgress";
import { IMAGE_TYPES } from "./uploadChecks";
import { UploadList } from "./UploadList";
import { useUploads } from "./useUploads";

/**
 * "Upload" for images (or, with `anyFile`, any file the server takes): a file button and a drop
 * area taking one or several files, each shown
 * with its progress bar (and a button to cancel it) or its refusal; answers the assets made.
 */
export function UploadButton(props: {
  label?: string;
  multiple?: boolean;
  anyFile?: boolean;
  isDisabled?: boolean;
  send: (file: File, onProgress: UploadProgress, signal: AbortSignal) => Promise<Asset>;
  onUploaded: (assets: Asset[]) => void;
}) {
  const { uploads, start, cancel, busy } = useUploads(props.send, !props.anyFile);
  const wanted = props.anyFile ? "files" : "images";
  const take = async (files: readonly File[]) => {
    if (files.length === 0 || props.isDisabled) return;
    const made = await start(props.multiple ? files : files.slice(0, 1));
    if (made.length > 0) props.onUploaded(made);
  };
  return (
    <div className="upload-button">
      <DropZone
        className="drop-zone"
        isDisabled={props.isDisabled}
        getDropOperation={(types) => (props.anyFile || (IMAGE_TYPES as readonly string[]).some((type) => types.has(type)) ? "copy" : "cancel")}
        onDrop={async (event) => {
          const files = await Promise.all(event.items.flatMap((item) => (item.kind === "file" ? [item.getFile()] : [])));
          void take(files);
        }}
      >
        <FileTrigger
          acceptedFileTypes={props.anyFile ? undefined : [...IMAGE_TYPES]}
          allowsMultiple={props.multiple}
          onSelect={(list) => void take(list ? [...list] : [])}
        >
          <Button className="btn btn-small" isDisabled={props.isDisabled || busy}>
            {busy ? "Uploading…" : (props.label ?? "Upload")}
          </Button>
        </FileTrigger>
        <Text slot="label" className="field-help">
          or drop {props.multiple ? wanted : wanted === "files" ? "a file" : "an image"} here
        </Text>
      </DropZone>
      <UploadList uploads={uploads} onCancel={cancel} />
    </div>
  );
}
