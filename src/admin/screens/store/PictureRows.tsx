import { Button } from "react-aria-components";
import type { ProductPicture } from "../../../domain/commerce/productPictures";
import { MAX_PICTURE_ALT, MAX_PRODUCT_PICTURES } from "../../../domain/commerce/productPictures";
import { ImageField } from "../../shell/media/ImageField";
import { TextInput } from "../../shell/ui/TextInput";

/** Moves one entry of a list by one place (up is -1), leaving the list as it is at either end. */
function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * A product's pictures in the order its page shows them, the first the main one: each a file
 * from uploads or the media library with its alt text, moved up or down or removed ("Remove picture 2") by buttons
 * a keyboard reaches; errors come keyed as pictures[i].field from the shared schema or the server.
 */
export function PictureRows(props: {
  pictures: ProductPicture[];
  errors: Record<string, string>;
  canWrite: boolean;
  onChange: (pictures: ProductPicture[]) => void;
}) {
  const update = (index: number, patch: Partial<ProductPicture>) => props.onChange(props.pictures.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const count = props.pictures.length;
  return (
    <div className="stack">
      {props.pictures.map((picture, index) => (
        <fieldset className="variant-row" key={index}>
          <legend>{`Picture ${index + 1}`}</legend>
          <ImageField
            label="File"
            value={picture.url}
            onChange={(url) => update(index, { url })}
            error={props.errors[`pictures[${index}].url`]}
            isDisabled={!props.canWrite}
          />
          <TextInput
            label="Alternative text"
            value={picture.alt}
            onChange={(alt) => update(index, { alt })}
            error={props.errors[`pictures[${index}].alt`]}
            isDisabled={!props.canWrite}
            maxLength={MAX_PICTURE_ALT}
            description="What the picture shows, for people who cannot see it."
          />
          {props.canWrite ? (
            <div className="row">
              <Button className="btn btn-small" isDisabled={index === 0} onPress={() => props.onChange(moved(props.pictures, index, -1))}>
                Move up
              </Button>
              <Button className="btn btn-small" isDisabled={index === count - 1} onPress={() => props.onChange(moved(props.pictures, index, 1))}>
                Move down
              </Button>
              <Button className="btn btn-small" onPress={() => props.onChange(props.pictures.filter((_, i) => i !== index))}>
                Remove picture {index + 1}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ))}
      {props.canWrite && count < MAX_PRODUCT_PICTURES ? (
        <div className="row">
          <Button className="btn btn-small" onPress={() => props.onChange([...props.pictures, { url: "", alt: "" }])}>
            Add a picture
          </Button>
        </div>
      ) : null}
    </div>
  );
}
