import { useMemo, type ReactNode } from "react";
import { Button } from "react-aria-components";
import { blockSchemaFor } from "../../../blocks/schemaRegistry";
import type { BlockInstance } from "../../../blocks/types";
import { PlaceSearchField } from "./fields/PlaceSearchField";
import { settingsWithPlace } from "./fields/placeLocation";
import { SettingsForm } from "./fields/SettingsForm";
import { settingsFields, settingsProblems } from "./settingsFields";

/** Why a code-carrying block's settings are read-only for someone without the code right. */
export const CODE_LOCKED_NOTE = "Only an admin can change code and embedded HTML. You can move or delete this block.";

/**
 * One block's own settings panel, generated from its schema, with its problems shown under the
 * controls. `isCodeLocked`: the block carries code the viewer may not change, so its settings
 * are shown read-only with the reason (it can still be moved or deleted).
 */
export function BlockPanel(props: {
  block: BlockInstance;
  isDisabled: boolean;
  isCodeLocked?: boolean;
  onChange: (settings: Record<string, unknown>) => void;
  onBack: () => void;
  onRemove: () => void;
  /** What the editor says of the block as shown (its accessibility problems), above its controls. */
  children?: ReactNode;
}) {
  const definition = blockSchemaFor(props.block.type);
  const fields = useMemo(() => (definition ? settingsFields(definition.schema, definition.type) : []), [definition]);
  const problems = definition ? settingsProblems(definition.schema, props.block.settings) : {};
  return (
    <section className="stack block-panel" aria-labelledby="block-panel-title">
      <div className="row">
        <Button className="btn btn-small" onPress={props.onBack} autoFocus>
          ← All blocks
        </Button>
        <h2 id="block-panel-title" className="panel-title">
          {definition?.label ?? props.block.type}
        </h2>
        <Button className="btn btn-small btn-danger-outline" isDisabled={props.isDisabled} onPress={props.onRemove}>
          Delete block
        </Button>
      </div>
      {definition ? <p className="field-help">{definition.description}</p> : null}
      {props.isCodeLocked ? (
        <p className="field-help" role="note">
          {CODE_LOCKED_NOTE}
        </p>
      ) : null}
      {definition?.notices?.(props.block.settings).map((notice) => (
        <p key={notice} className="field-help" role="note">
          {notice}
        </p>
      ))}
      {props.children}
      {definition?.editorHints?.placeSearch ? (
        <PlaceSearchField
          isDisabled={props.isDisabled || Boolean(props.isCodeLocked)}
          onPick={(place) => props.onChange(settingsWithPlace(props.block.settings, place))}
        />
      ) : null}
      <SettingsForm
        fields={fields}
        value={props.block.settings}
        onChange={props.onChange}
        problems={problems}
        isDisabled={props.isDisabled || Boolean(props.isCodeLocked)}
      />
    </section>
  );
}
