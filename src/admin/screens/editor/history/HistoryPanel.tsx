import { useState } from "react";
import { Button } from "react-aria-components";
import { ApiError } from "../../../api/client";
import { layoutHistoryApi, type LayoutComparison, type LayoutVersionSummary } from "../../../api/layoutHistory";
import { useIsAdmin, useMe } from "../../../shell/access";
import { broadcastEditorEvent } from "../../../shell/editorEvents";
import { useFrame } from "../../../shell/frame";
import { ConfirmDialog } from "../../../shell/ui/ConfirmDialog";
import { ModalDialog } from "../../../shell/ui/ModalDialog";
import { EmptyState, ErrorState, Loading, Notice } from "../../../shell/ui/states";
import { useLoad } from "../../../shell/useLoad";
import { comparisonLines } from "./comparisonLines";
import "./history.css";

function when(version: LayoutVersionSummary): string {
  return new Date(version.publishedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

function who(version: LayoutVersionSummary): string {
  const { name, email } = version.publishedBy;
  return email && email !== name ? `${name} (${email})` : name;
}

/**
 * A page's or post's History: its published versions with who and when, each to preview in the
 * editing frame, compare with the draft, or restore as the draft (after a confirmation; the
 * editor then reloads the draft). `publishedAt` reloads the list after each publish.
 */
export function HistoryPanel(props: {
  ownerId: string;
  ownerPath: string;
  publishedAt: string | null;
  draftVersion: number;
  canWrite: boolean;
  onRestored: () => void;
  onClose: () => void;
}) {
  const { ownerId, ownerPath } = props;
  const me = useMe();
  const isAdmin = useIsAdmin();
  const frame = useFrame();
  const list = useLoad(() => layoutHistoryApi.list(ownerId), [ownerId, props.publishedAt]);
  const [previewed, setPreviewed] = useState<LayoutVersionSummary | null>(null);
  const [compared, setCompared] = useState<{ version: LayoutVersionSummary; comparison: LayoutComparison } | null>(null);
  const [restoring, setRestoring] = useState<LayoutVersionSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const attempt = async (work: () => Promise<void>) => {
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : "Unable to connect…");
    }
  };
  const preview = (version: LayoutVersionSummary) => {
    setPreviewed(version);
    frame.open(`${ownerPath}?version=${version.id}`);
  };
  const backToDraft = () => {
    setPreviewed(null);
    frame.open(ownerPath);
  };
  const compare = (version: LayoutVersionSummary) =>
    attempt(async () => setCompared({ version, comparison: await layoutHistoryApi.compare(ownerId, version.id) }));
  const restore = (version: LayoutVersionSummary) =>
    attempt(async () => {
      await layoutHistoryApi.restore(ownerId, version.id, props.draftVersion);
      if (isAdmin) broadcastEditorEvent(me.website.id, { kind: "saved", ownerId });
      setPreviewed(null);
      frame.open(ownerPath);
      props.onRestored();
    });

  return (
    <section className="history-panel" aria-labelledby="history-title">
      <div className="row">
        <h2 id="history-title" className="history-title">
          History
        </h2>
        <span className="topbar-spacer" />
        <Button
          className="btn btn-small"
          onPress={() => {
            if (previewed) backToDraft();
            props.onClose();
          }}
        >
          Close history
        </Button>
      </div>
      {previewed ? (
        <Notice
          tone="info"
          action={
            <Button className="btn btn-small" onPress={backToDraft}>
              Back to the draft
            </Button>
          }
        >
          The frame shows version {previewed.number}, published {when(previewed)}.
        </Notice>
      ) : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {list.status === "loading" ? <Loading /> : null}
      {list.status === "error" ? <ErrorState message={list.message} onRetry={list.reload} /> : null}
      {list.status === "ready" && list.data.versions.length === 0 ? (
        <EmptyState title="Not published yet">Each time you publish, a version is kept here so you can look back and restore it.</EmptyState>
      ) : null}
      {list.status === "ready" && list.data.versions.length > 0 ? (
        <>
          <p className="field-help">The last {list.data.kept} published versions are kept.</p>
          <ol className="history-list">
            {list.data.versions.map((version) => (
              <li key={version.id} className="history-entry" aria-label={`Version ${version.number}`}>
                <div>
                  <strong>Version {version.number}</strong> · {when(version)}
                  <div className="field-help">{who(version)}</div>
                </div>
                <div className="row">
                  <Button className="btn btn-small" onPress={() => preview(version)}>
                    Preview
                  </Button>
                  <Button className="btn btn-small" onPress={() => void compare(version)}>
                    Compare
                  </Button>
                  <Button className="btn btn-small" isDisabled={!props.canWrite} onPress={() => setRestoring(version)}>
                    Restore
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {compared ? (
        <ModalDialog title={`Version ${compared.version.number} and the draft`} onClose={() => setCompared(null)}>
          <div className="dialog-body">
            <p>What the draft changed since version {compared.version.number}:</p>
            <ul className="history-comparison">
              {comparisonLines(compared.comparison).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div className="dialog-actions">
            <Button className="btn" onPress={() => setCompared(null)} autoFocus>
              Close
            </Button>
          </div>
        </ModalDialog>
      ) : null}
      <ConfirmDialog
        isOpen={restoring !== null}
        title={`Restore version ${restoring?.number ?? ""}?`}
        confirmLabel="Restore"
        onCancel={() => setRestoring(null)}
        onConfirm={() => {
          const version = restoring!;
          setRestoring(null);
          void restore(version);
        }}
      >
        The draft becomes this version. Visitors keep seeing the published page until you publish.
      </ConfirmDialog>
    </section>
  );
}
