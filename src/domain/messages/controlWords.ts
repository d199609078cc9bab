/** A dialog's or bar's close button, spoken; apart so the runtime carries this one word alone. */
export const CLOSE_WORD = "Close";

/**
 * The names scripts give the controls they make, in the primary language ({address} is filled
 * in): the lightbox's and picture dialog's buttons, the marquee's and background video's pause
 * buttons and the map's spoken name. The page hands its own language's in the body's
 * `data-texts`; kept apart from the store's whole word list so the scripts stay small.
 */
export const CONTROL_SCRIPT_WORDS = {
  closeButton: CLOSE_WORD,
  lightboxPrevious: "Previous",
  lightboxNext: "Next",
  picturePrevious: "Previous picture",
  pictureNext: "Next picture",
  marqueePause: "Pause scrolling text",
  marqueePlay: "Play scrolling text",
  backgroundVideoPlay: "Play background video",
  backgroundVideoPause: "Pause background video",
  mapOfAddress: "Map of {address}. Arrow keys move the map; plus and minus zoom.",
  mapUnnamed: "Map. Arrow keys move the map; plus and minus zoom.",
} as const;

/** The control names scripts make, in one language, by name. */
export type ControlScriptWords = Record<keyof typeof CONTROL_SCRIPT_WORDS, string>;
