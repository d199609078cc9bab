import type { SaveState } from "./useLayoutEditor";

/** The words the editor bar shows for where the draft stands against the server. */
export const SAVE_STATE_LABELS: Record<SaveState, string> = {
  loading: "Loading…",
  saved: "All changes saved",
  unsaved: "Unsaved changes…",
  saving: "Saving…",
  invalid: "Fix the marked settings to save",
  conflict: "Not saved",
  error: "Not saved",
  "load-error": "",
};
