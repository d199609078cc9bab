import { z } from "zod";
import { BLOCK_ANIMATIONS } from "./motionModel";

/** A placed block's animation as layouts store it, checked the same way in the editor and on the server. */
export const blockAnimationSchema = z.enum(BLOCK_ANIMATIONS, "The animation must be none, expandable, fade or scale.");
