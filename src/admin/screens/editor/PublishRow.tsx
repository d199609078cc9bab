import { Button } from "react-aria-components";
import type { LayoutEditor } from "./useLayoutEditor";
import { StatusBadge } from "../../shell/review/StatusBadge";

/**
 * The row above the panel: whether visitors see the page and whether its draft holds unpublished
 * changes, the History and "Discard changes" buttons (pages and posts only), and Publish; for
 * an editor who may not publish, Submit for review while the page or post is hidden.
 */
export function PublishRow(props: {
  editor: LayoutEditor;
  canWrite: boolean;
  /** Whether the account may publish; without it a hidden page or post is submitted for review instead. */
  canPublish: boolean;
  historyOpen: boolean;
  onToggleHistory: () => void;
  onDiscard: () => void;
  onPublish: () => void;
  onSubmitForReview: () => void;
}) {
  const { editor, canWrite } = props;
  const meta = editor.meta;
  const shared = meta?.shared;
  const conflict = editor.saveState === "conflict";
  return (
    <div className="row">
      {shared || !meta ? null : <StatusBadge label={meta.owner.label} />}
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
      {!shared && canWrite && !props.canPublish ? (
        <Button
          className="btn btn-primary btn-small"
          isDisabled={!canWrite || conflict || editor.saveState === "invalid" || meta?.owner.label !== "Hidden"}
          onPress={props.onSubmitForReview}
        >
          Submit for review
        </Button>
      ) : (
        <Button
          className="btn btn-primary btn-small"
          isDisabled={!canWrite || conflict || editor.saveState === "invalid" || (!meta?.hasChanges && meta?.owner.label !== "Hidden")}
          onPress={props.onPublish}
        >
          {shared ? "Publish shared section" : "Publish"}
        </Button>
      )}
    </div>
  );
}
