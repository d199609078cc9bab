import type { BlockLoader } from "../blockLoader";
import { isId } from "../../domain/ids";
import type { FormsForRender } from "./formsForRender";

/** The forms a page's form and newsletter blocks refer to, with the captcha site keys they use. */
export const formsLoader: BlockLoader<FormsForRender> = {
  types: ["form", "newsletter"],
  changesWithTime: false,
  showsStock: false,
  load: ({ blocks, reads }) => reads.forms([...new Set(blocks.map((block) => block.settings.formId).filter(isId))]),
};
