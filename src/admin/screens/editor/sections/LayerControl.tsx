import { Button } from "react-aria-components";
import { MAX_LAYER } from "../../../../blocks/sections/sectionModel";

/** Where a block stands where blocks overlap on purpose: send it back or bring it forward one layer. */
export function LayerControl(props: { layer: number; isDisabled: boolean; onChange: (layer: number) => void }) {
  return (
    <div className="row" role="group" aria-label="Stacking order">
      <span className="field-help">{props.layer === 0 ? "At the back" : `${props.layer} ${props.layer === 1 ? "step" : "steps"} forward`}</span>
      <Button className="btn btn-small" isDisabled={props.isDisabled || props.layer === 0} onPress={() => props.onChange(props.layer - 1)}>
        Send backward
      </Button>
      <Button className="btn btn-small" isDisabled={props.isDisabled || props.layer >= MAX_LAYER} onPress={() => props.onChange(props.layer + 1)}>
        Bring forward
      </Button>
    </div>
  );
}
