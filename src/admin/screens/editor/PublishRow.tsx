import { Button } from "react-aria-components";
import type { LayoutEditor } from "./useLayoutEditor";

/**
 * The row above the panel: whether visitors see the page and whether its draft holds unpublished
 * changes, the History and "Discard changes" buttons (pages and posts only), and Publish.
 */
export function PublishRow(props: {
  editor: LayoutEditor;
  canWrite: boolean;
  historyOpen: boolean;
  onToggleHistory: () => void;
  onDiscard: () => void;
  onPublish: () => void;
}) {
  const { editor, canWrite } = props;
  const meta = editor.meta;
  const shared = meta?.shared;
  const conflict = editor.saveState === "conflict";
  return (
    <div className="row">
      {shared || !meta ? null : <span className={`status status-${meta.owner.label.toLowerCase()}`}>{meta.owner.label}</span>}
      {meta?.hasChanges && meta.isPublished ? <span className="field-help">Unpublished changes</span> : null}
      <span className="topbar-spacer" />
      {shared ? null : (
        <>
          <Button className="btn btn-small" aria-expanded={props.historyOpen} onPress={props.onToggleHistory}>
            History
          </Button>
          <Button className="btn btn-small" isDisabled={!canWrite || conflict || !meta?.isPublished || !meta.hasChanges} onPress={props.onDiscard}>
            Discard changes
          </Button>
        </>
      )}
      <Button
        className="btn btn-primary btn-small"
        isDisabled={!canWrite || conflict || editor.saveState === "invalid" || (!meta?.hasChanges && meta?.owner.label !== "Hidden")}
        onPress={props.onPublish}
      >
        {shared ? "Publish shared section" : "Publish"}
      </Button>
    </div>
  );
}
