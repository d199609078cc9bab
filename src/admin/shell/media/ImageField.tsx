import { useState } from "react";
import { Button } from "react-aria-components";
import { mediaApi, type Asset } from "../../api/media";
import { MediaLibraryDialog } from "./MediaLibraryDialog";
import { UploadButton } from "./UploadButton";

/**
 * Every field that takes one image: the current picture, "Upload" (button or drop, with
 * progress), "Choose from library" and "Remove". `value` is the picture's address as image
 * settings store it (`/s/{id}/{name}`, "" for none); `onChange` also hands over the asset picked
 * or uploaded, for fields that keep its size.
 */
export function ImageField(props: {
  label: string;
  value: string;
  onChange: (url: string, asset?: Asset) => void;
  error?: string | undefined;
  isDisabled?: boolean;
}) {
  const [picking, setPicking] = useState(false);
  const choose = (asset: Asset) => {
    setPicking(false);
    props.onChange(asset.url, asset);
  };
  return (
    <fieldset className="fieldset image-field">
      <legend>{props.label}</legend>
      {props.value ? (
        <img className="image-field-picture" src={props.value} alt={`Current ${props.label.toLowerCase()}`} />
      ) : (
        <p className="field-help">No image</p>
      )}
      <div className="row">
        <UploadButton isDisabled={props.isDisabled} send={mediaApi.upload} onUploaded={([first]) => first && choose(first)} />
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
      {picking ? <MediaLibraryDialog onClose={() => setPicking(false)} onPick={choose} /> : null}
    </fieldset>
  );
}
