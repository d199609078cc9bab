/** How a placed block may come into view (spec 1 §4): not at all, opening downwards, fading in, or scaling up from 0.94 while fading in. */
export const BLOCK_ANIMATIONS = ["none", "expandable", "fade", "scale"] as const;

/** One of the block animations an owner can pick. */
export type BlockAnimation = (typeof BLOCK_ANIMATIONS)[number];

/** The words the editor shows for each animation. */
export const BLOCK_ANIMATION_LABELS: Readonly<Record<BlockAnimation, string>> = {
  none: "None",
  expandable: "Expand open",
  fade: "Fade in",
  scale: "Scale in",
};

/** The island (this folder's island.ts) of animated blocks and of headings that shrink to fit. */
export const MOTION_ISLAND = "motion";

/** The settings key of a block whose text shrinks until its line fits (the heading's). */
const TEXT_SHRINK_SETTING = "shrinkToFit";

/** An animation that moves something (every one but none). */
export type EntranceAnimation = Exclude<BlockAnimation, "none">;

/** The animation a block comes in with, or null when it has none (or a value that is not an animation, read from a page). */
export function animationOf(block: { animation?: string }): EntranceAnimation | null {
  const { animation } = block;
  return animation !== "none" && (BLOCK_ANIMATIONS as readonly string[]).includes(animation ?? "") ? (animation as EntranceAnimation) : null;
}

/** The block needs the motion island: it is animated, or its text shrinks to fit. */
export function usesMotion(block: { animation?: string; settings: Record<string, unknown> }): boolean {
  return animationOf(block) !== null || block.settings[TEXT_SHRINK_SETTING] === true;
}
