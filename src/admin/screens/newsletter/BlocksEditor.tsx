import { Button } from "react-aria-components";
import type { CampaignBlock } from "../../../domain/newsletter/campaignBlocks";
import { ImageField } from "../../shell/media/ImageField";
import type { FieldErrors } from "../../shell/ui/formSubmission";
import { TextInput } from "../../shell/ui/TextInput";

const TYPE_NAMES: Record<CampaignBlock["type"], string> = { text: "Text", image: "Image", button: "Button" };

/** A new block of each kind, as "Add text", "Add image" and "Add button" put it in. */
const NEW_BLOCKS: Record<CampaignBlock["type"], CampaignBlock> = {
  text: { type: "text", text: "" },
  image: { type: "image", src: "", alt: "" },
  button: { type: "button", label: "", url: "" },
};

/** One block's fields, its problems keyed as the server keys them (`blocks[2].url`). */
function BlockFields(props: { block: CampaignBlock; index: number; errors: FieldErrors; isDisabled: boolean; onChange: (block: CampaignBlock) => void }) {
  const { block, index, errors, isDisabled } = props;
  const error = (field: string) => errors[`blocks[${index}].${field}`];
  if (block.type === "text")
    return (
      <TextInput
        label="Words"
        multiline
        value={block.text}
        onChange={(text) => props.onChange({ ...block, text })}
        error={error("text")}
        description="A blank line starts a new paragraph."
        isDisabled={isDisabled}
      />
    );
  if (block.type === "image")
    return (
      <>
        <ImageField label="Picture" value={block.src} onChange={(src) => props.onChange({ ...block, src })} error={error("src")} isDisabled={isDisabled} />
        <TextInput
          label="Description of the picture"
          value={block.alt}
          onChange={(alt) => props.onChange({ ...block, alt })}
          error={error("alt")}
          description="Read out, and shown by mail programs that hide pictures."
          isDisabled={isDisabled}
        />
      </>
    );
  return (
    <>
      <TextInput
        label="Button label"
        value={block.label}
        onChange={(label) => props.onChange({ ...block, label })}
        error={error("label")}
        isDisabled={isDisabled}
      />
      <TextInput
        label="Opens"
        value={block.url}
        onChange={(url) => props.onChange({ ...block, url })}
        error={error("url")}
        description="A page of this site such as /menu, or a full address starting with https://."
        isDisabled={isDisabled}
      />
    </>
  );
}

/**
 * The campaign's body: text, image and button blocks in reading order (the blocks of
 * domain/newsletter/campaignBlocks.ts the sender turns into the mail), each moved up or down or
 * removed with a button, so the whole list works from the keyboard.
 */
export function BlocksEditor(props: { blocks: CampaignBlock[]; errors: FieldErrors; isDisabled: boolean; onChange: (blocks: CampaignBlock[]) => void }) {
  const { blocks } = props;
  const replace = (index: number, block: CampaignBlock) => props.onChange(blocks.map((b, i) => (i === index ? block : b)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...blocks];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    props.onChange(next);
  };
  return (
    <div className="stack">
      {blocks.length === 0 ? <p className="field-help">No blocks yet. Add text, a picture or a button.</p> : null}
      {blocks.map((block, index) => {
        const name = `${TYPE_NAMES[block.type]} block ${index + 1}`;
        return (
          <fieldset className="fieldset campaign-block" key={index}>
            <legend>{name}</legend>
            <BlockFields block={block} index={index} errors={props.errors} isDisabled={props.isDisabled} onChange={(b) => replace(index, b)} />
            {props.isDisabled ? null : (
              <div className="row">
                <Button className="btn btn-small" isDisabled={index === 0} onPress={() => move(index, -1)} aria-label={`Move up ${name}`}>
                  Move up
                </Button>
                <Button className="btn btn-small" isDisabled={index === blocks.length - 1} onPress={() => move(index, 1)} aria-label={`Move down ${name}`}>
                  Move down
                </Button>
                <Button className="btn btn-small" onPress={() => props.onChange(blocks.filter((_, i) => i !== index))} aria-label={`Remove ${name}`}>
                  Remove
                </Button>
              </div>
            )}
          </fieldset>
        );
      })}
      {props.errors.blocks ? <p className="field-error">{props.errors.blocks}</p> : null}
      {props.isDisabled ? null : (
        <div className="row">
          {(["text", "image", "button"] as const).map((type) => (
            <Button key={type} className="btn" onPress={() => props.onChange([...blocks, NEW_BLOCKS[type]])}>
              Add {TYPE_NAMES[type].toLowerCase()}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
