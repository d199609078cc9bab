import type { RefObject } from "react";
import { flushSync } from "react-dom";
import { Button } from "react-aria-components";
import { useFrame } from "../../shell/frame";
import type { Arrangement, PlacedBlock, Section } from "../../../blocks/sections/sectionModel";
import { blockSchemaFor } from "../../../blocks/schemaRegistry";
import { BlockProblems } from "./accessibility/BlockProblems";
import type { AccessibilityProblem } from "./accessibility/pageProblems";
import { announceBlockSettings } from "./announceBlockSettings";
import { BlockPanel } from "./BlockPanel";
import { blockSummary } from "./blockSummary";
import { AnimationControl } from "./sections/AnimationControl";
import { GRID_SELECTION_ID, GridOverlay } from "./sections/GridOverlay";
import { LayerControl } from "./sections/LayerControl";
import type { LayoutEditor } from "./useLayoutEditor";

/**
 * The panel of the selected block: its settings, animation and stacking layer, and on a grid
 * (not a post's flowing column) the button and frame overlay that move or resize it there.
 */
export function SelectedBlockPanel(props: {
  selected: { block: PlacedBlock; section: Section };
  editor: LayoutEditor;
  frameRef: RefObject<HTMLIFrameElement | null>;
  frame: { doc: Document | null; layoutTick: number };
  arrangement: Arrangement;
  canWrite: boolean;
  canWriteCode: boolean;
  onClose: () => void;
  announce: (text: string) => void;
  /** The block's accessibility problems on the page as shown. */
  problems: readonly AccessibilityProblem[];
}) {
  const { selected, editor, arrangement, canWrite } = props;
  const { block } = selected;
  const { doc, layoutTick } = props.frame;
  const dispatch = editor.dispatch;
  const flowing = editor.history.flowing;
  const change = (settings: Record<string, unknown>) => {
    dispatch({ type: "updateBlock", id: block.id, settings, at: Date.now() });
    announceBlockSettings(doc, block, settings);
  };
  const { setPreview } = useFrame();
  // Below 1024 px the preview, with the block's frame drawn over it, may be hidden behind the panel: it is shown first.
  const moveOnGrid = () => {
    const selection = document.getElementById(GRID_SELECTION_ID);
    if (selection && getComputedStyle(selection).visibility === "hidden") flushSync(() => setPreview(true));
    selection?.focus();
  };
  return (
    <>
      <BlockPanel
        key={block.id}
        block={block}
        isDisabled={!canWrite}
        isCodeLocked={canWrite && !props.canWriteCode && Boolean(blockSchemaFor(block.type)?.carriesCode)}
        onChange={change}
        onBack={props.onClose}
        onRemove={() => {
          dispatch({ type: "removeBlock", id: block.id });
          props.onClose();
        }}
      >
        <BlockProblems problems={props.problems} block={block} doc={doc} isDisabled={!canWrite} onFix={change} />
      </BlockPanel>
      <AnimationControl
        animation={block.animation ?? "none"}
        isDisabled={!canWrite}
        onChange={(animation) => dispatch({ type: "setAnimation", id: block.id, animation })}
      />
      {flowing ? null : (
        <LayerControl layer={block.layer ?? 0} isDisabled={!canWrite} onChange={(layer) => dispatch({ type: "setLayer", id: block.id, layer })} />
      )}
      {doc && !flowing ? (
        <Button className="btn btn-small" isDisabled={!canWrite} onPress={moveOnGrid}>
          Move or resize on the grid
        </Button>
      ) : null}
      {doc && !flowing ? (
        <GridOverlay
          key={`${block.id}-${arrangement}`}
          frameRef={props.frameRef}
          doc={doc}
          layoutTick={layoutTick}
          section={selected.section}
          blockId={block.id}
          blockLabel={blockSummary(block).label}
          arrangement={arrangement}
          isDisabled={!canWrite}
          onPlace={(place) => dispatch({ type: "placeBlock", id: block.id, arrangement, place })}
          announce={props.announce}
        />
      ) : null}
    </>
  );
}
