import { BLOCK_ANIMATION_LABELS, BLOCK_ANIMATIONS, type BlockAnimation } from "../../../../blocks/motion/motionModel";
import { MenuSelect } from "../../../shell/ui/MenuSelect";

const OPTIONS = BLOCK_ANIMATIONS.map((animation) => ({ id: animation, label: BLOCK_ANIMATION_LABELS[animation] }));

/** How the selected block comes into view when visitors scroll to it: none, expand open, fade in or scale in. */
export function AnimationControl(props: { animation: BlockAnimation; isDisabled: boolean; onChange: (animation: BlockAnimation) => void }) {
  return (
    <MenuSelect
      label="Animation"
      value={props.animation}
      options={OPTIONS}
      onChange={(id) => {
        const chosen = BLOCK_ANIMATIONS.find((animation) => animation === id);
        if (chosen) props.onChange(chosen);
      }}
      isDisabled={props.isDisabled}
    />
  );
}
