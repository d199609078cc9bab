/** The editor's words for the alignments several blocks offer (their schemas' `optionLabels`). */
export const ALIGN_LABELS = { left: "Left", center: "Center", right: "Right" } as const;

/** The editor's words for the three sizes several blocks offer. */
export const SIZE_LABELS = { small: "Small", medium: "Medium", large: "Large" } as const;

/** The editor's words for how an image or a video fills its frame. */
export const DISPLAY_MODE_LABELS = { fill: "Fill the frame", fit: "Fit inside the frame", none: "Original size" } as const;
