import { Button } from "react-aria-components";
import { SAVE_STATE_LABELS } from "./saveStateLabels";
import type { LayoutEditor } from "./useLayoutEditor";

/** Undo and Redo: the history step each button takes, its label, its shortcut and the steps it has to take. */
const STEPS = [
  { action: "undo", label: "Undo", shortcut: "Control+Z", steps: "past" },
  { action: "redo", label: "Redo", shortcut: "Control+Shift+Z", steps: "future" },
] as const;

/** The editor's top bar: where the draft stands against the server (spoken as a status), Undo and Redo. */
export function EditorBar({ editor, canWrite }: { editor: LayoutEditor; canWrite: boolean }) {
  return (
    <div className="row editor-bar">
      <span className={`save-state save-${editor.saveState}`} role="status">
        {SAVE_STATE_LABELS[editor.saveState]}
      </span>
      <span className="topbar-spacer" />
      {STEPS.map((step) => (
        <Button
          key={step.action}
          className="btn btn-small"
          aria-label={step.label}
          aria-keyshortcuts={step.shortcut}
          isDisabled={!canWrite || editor.history[step.steps].length === 0}
          onPress={() => editor.dispatch({ type: step.action })}
        >
          {step.label}
        </Button>
      ))}
    </div>
  );
}
