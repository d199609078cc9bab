import { useState, type ReactNode } from "react";
import { Icon } from "../../../shell/ui/Icon";
import { Button } from "react-aria-components";
import { newId } from "../../../../domain/ids";
import type { FieldSpec } from "../settingsFields";
import { mediaApi, type Asset } from "../../../api/media";
import { UploadButton } from "../../../shell/media/UploadButton";
import { problemsUnder } from "./problemsUnder";

type ListSpec = Extract<FieldSpec, { kind: "list" }>;

/** A new item with empty text, unticked boxes and the first choice of each list. */
function blankItem(field: ListSpec): Record<string, unknown> {
  const item: Record<string, unknown> = field.itemHasId ? { id: newId() } : {};
  for (const spec of field.item) {
    if (spec.kind === "text") item[spec.key] = "";
    if (spec.kind === "boolean") item[spec.key] = false;
  }
  return item;
}

/**
 * A list setting (gallery slides, accordion items): each item's own controls, with add,
 * remove and move; gallery slides are also added by uploading several images at once.
 */
export function ListField(props: {
  field: ListSpec;
  items: Record<string, unknown>[];
  onChange: (items: Record<string, unknown>[]) => void;
  problems: Record<string, string>;
  error?: string;
  isDisabled: boolean;
  /** One item's controls (the settings form of `field.item`), given by the form that lists this field. */
  itemForm: (item: Record<string, unknown>, onChange: (item: Record<string, unknown>) => void, problems: Record<string, string>) => ReactNode;
}) {
  const { field, items } = props;
  const [open, setOpen] = useState<number | null>(items.length === 1 ? 0 : null);
  const full = field.maxItems !== undefined && items.length >= field.maxItems;
  const replace = (index: number, item: Record<string, unknown>) => props.onChange(items.map((it, i) => (i === index ? item : it)));
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    props.onChange(next);
    setOpen(to);
  };
  const addUploaded = (assets: readonly Asset[]) => {
    const added = assets.map((asset) => ({
      ...blankItem(field),
      type: "image",
      src: asset.url,
      alt: "",
      ...(asset.width && asset.height ? { width: asset.width, height: asset.height } : {}),
    }));
    if (added.length > 0) props.onChange([...items, ...added]);
  };
  const itemTitle = (item: Record<string, unknown>, index: number) => {
    const named = [item.title, item.alt, item.label].find((v) => typeof v === "string" && v !== "");
    return `${index + 1}. ${typeof named === "string" ? named : typeof item.src === "string" ? item.src.split("/").pop() : "Item"}`;
  };

  return (
    <fieldset className="fieldset">
      <legend>{field.label}</legend>
      {props.error ? <p className="field-error">{props.error}</p> : null}
      <ol className="list-items">
        {items.map((item, index) => (
          <li key={typeof item.id === "string" ? item.id : index} className="list-item">
            <div className="row">
              <Button className="list-item-title" onPress={() => setOpen(open === index ? null : index)} aria-expanded={open === index}>
                {itemTitle(item, index)}
                {open !== index && Object.keys(problemsUnder(props.problems, String(index))).length > 0 ? (
                  <span className="field-error"> needs attention</span>
                ) : null}
              </Button>
              <Button
                className="btn-icon"
                aria-label={`Move item ${index + 1} up`}
                isDisabled={props.isDisabled || index === 0}
                onPress={() => move(index, index - 1)}
              >
                <Icon name="arrowUp" />
              </Button>
              <Button
                className="btn-icon"
                aria-label={`Move item ${index + 1} down`}
                isDisabled={props.isDisabled || index === items.length - 1}
                onPress={() => move(index, index + 1)}
              >
                <Icon name="arrowDown" />
              </Button>
              <Button
                className="btn-icon"
                aria-label={`Remove item ${index + 1}`}
                isDisabled={props.isDisabled || (field.minItems !== undefined && items.length <= field.minItems)}
                onPress={() => props.onChange(items.filter((_, i) => i !== index))}
              >
                <Icon name="cross" />
              </Button>
            </div>
            {open === index ? props.itemForm(item, (v) => replace(index, v), problemsUnder(props.problems, String(index))) : null}
          </li>
        ))}
      </ol>
      <div className="row">
        <Button
          className="btn btn-small"
          isDisabled={props.isDisabled || full}
          onPress={() => {
            props.onChange([...items, blankItem(field)]);
            setOpen(items.length);
          }}
        >
          Add item
        </Button>
        {field.key === "slides" ? (
          <UploadButton label="Upload images" multiple isDisabled={props.isDisabled || full} send={mediaApi.upload} onUploaded={addUploaded} />
        ) : null}
      </div>
    </fieldset>
  );
}
