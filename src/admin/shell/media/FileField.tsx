import { useState } from "react";
import { Button } from "react-aria-components";
import { mediaApi, type Asset } from "../../api/media";
import { MediaLibraryDialog } from "./MediaLibraryDialog";
import { UploadButton } from "./UploadButton";

/** The name a file's address shows the owner: its last part, "guide.pdf" for `/s/{id}/guide.pdf`. */
function fileNameOf(address: string): string {
  const last = address.slice(address.lastIndexOf("/") + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * Every field that takes one file of any kind (a digital product's download): the chosen file's
 * name, "Upload a file", "Choose from library" and "Remove". `value` is the file's address on this
 * site (`/s/{id}/{name}`, "" for none), which the owner never has to read or type.
 */
export function FileField(props: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  isDisabled?: boolean;
  description?: string;
}) {
  const [picking, setPicking] = useState(false);
  const choose = (asset: Asset) => {
    setPicking(false);
    props.onChange(asset.url);
  };
  return (
    <fieldset className="fieldset file-field">
      <legend>{props.label}</legend>
      {props.description ? <p className="field-help">{props.description}</p> : null}
      <p className="file-field-name">{props.value ? fileNameOf(props.value) : "No file chosen"}</p>
      <div className="row">
        <UploadButton label="Upload a file" anyFile isDisabled={props.isDisabled} send={mediaApi.uploadFile} onUploaded={([first]) => first && choose(first)} />
        <Button className="btn btn-small" isDisabled={props.isDisabled} onPress={() => setPicking(true)}>
          Choose from library
        </Button>
        {props.value ? (
          <Button className="btn btn-small" isDisabled={props.isDisabled} onPress={() => props.onChange("")}>
            Remove
          </Button>
        ) : null}
      </div>
      {props.error ? <p className="field-error">{props.error}</p> : null}
      {picking ? <MediaLibraryDialog anyFile onClose={() => setPicking(false)} onPick={choose} /> : null}
    </fieldset>
  );
}
