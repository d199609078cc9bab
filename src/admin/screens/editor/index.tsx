import { useEffect, useEffectEvent, useMemo, useState } from "react";
import { Button, Link } from "react-aria-components";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { newId } from "../../../domain/ids";
import { ApiError } from "../../api/client";
import { CODE_ACCESS } from "../../../domain/access/codeAccess";
import { useCan, useIsAdmin, useMe } from "../../shell/access";
import { useEditorEvents } from "../../shell/editorEvents";
import { useFrame } from "../../shell/frame";
import { screenHref } from "../../shell/router";
import type { ScreenProps } from "../../shell/screenDefinition";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { EmptyState, ErrorState, Loading, Notice } from "../../shell/ui/states";
import { BlockCatalogue } from "./BlockCatalogue";
import { BlockList } from "./BlockList";
import { BlockPanel } from "./BlockPanel";
import { HistoryPanel } from "./history/HistoryPanel";
import { blockSchemaFor } from "../../../blocks/schemaRegistry";
import { canAdd, LAYOUT_FULL_MESSAGE, MAX_BLOCKS } from "./editorState";
import { SectionLibraryActions } from "./sectionLibrary/SectionLibraryActions";
import { useLayoutEditor, type SaveState } from "./useLayoutEditor";

const SAVE_LABELS: Record<SaveState, string> = {
  loading: "Loading…",
  saved: "All changes saved",
  unsaved: "Unsaved changes…",
  saving: "Saving…",
  invalid: "Fix the marked settings to save",
  conflict: "Not saved",
  error: "Not saved",
  "load-error": "",
};

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

/** The block editor of one page or post: blocks, their panels, undo and redo, autosave, publish and discard. */
export default function EditorScreen({ params }: ScreenProps) {
  const ownerId = params.ownerId ?? "";
  const me = useMe();
  const canWrite = useCan(PERMISSION.CONTENT_MANAGER, "write");
  const canWriteCode = useCan(CODE_ACCESS.permission, CODE_ACCESS.mode);
  const isAdmin = useIsAdmin();
  const frame = useFrame();
  const editor = useLayoutEditor({ ownerId, websiteId: me.website.id, canWrite, isAdmin, onSaved: frame.reload });
  const { history, dispatch, meta } = editor;
  const [selected, setSelected] = useState<string | null>(null);
  const [catalogue, setCatalogue] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [notice, setNotice] = useState<{ tone: "success" | "error" | "info"; text: string; reload?: boolean } | null>(null);
  const blocks = history.present;
  const selectedBlock = blocks.find((b) => b.id === selected) ?? null;
  const invalidIds = useMemo(() => new Set(blocks.filter((b) => !blockSchemaFor(b.type)?.schema.safeParse(b.settings).success).map((b) => b.id)), [blocks]);

  const showOwnerInFrame = useEffectEvent(() => {
    if (meta && frame.path !== meta.owner.path && !frame.path.startsWith(`${meta.owner.path}?`)) frame.open(meta.owner.path);
  });
  // The frame follows the page only when a page is opened, not on every navigation inside it.
  useEffect(() => showOwnerInFrame(), [meta?.ownerId]);

  const revealInFrame = useEffectEvent((blockId: string) => frame.reveal(blockId));
  useEffect(() => {
    if (selected) revealInFrame(selected);
  }, [selected]);

  useEditorEvents(me.website.id, (event) => {
    if (event.ownerId !== ownerId && event.kind !== "pages-changed") return;
    if (editor.hasUnsaved()) setNotice({ tone: "info", text: "This page was changed in another tab.", reload: true });
    else void editor.load();
    frame.reload();
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isTyping(event.target) || !canWrite) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) dispatch({ type: "undo" });
      else if ((key === "z" && event.shiftKey) || key === "y") dispatch({ type: "redo" });
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [dispatch, canWrite]);

  if (editor.saveState === "loading" && !meta) return <Loading />;
  if (editor.saveState === "load-error") return <ErrorState message={editor.message ?? "Unable to connect…"} onRetry={() => void editor.load()} />;

  const failed = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setNotice({ tone: "success", text: done });
      frame.reload();
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409;
      setNotice({ tone: "error", text: error instanceof ApiError ? error.message : "Unable to connect…", reload: conflict });
    }
  };
  const publish = () =>
    failed(async () => {
      if (!(await editor.publish())) throw new ApiError(editor.message ?? "Save the page before publishing.", 409, "conflict");
    }, "Published. Visitors see this version now.");
  const add = (type: string) => {
    const definition = blockSchemaFor(type);
    if (!definition) return;
    const settings = structuredClone(definition.example) as Record<string, unknown>;
    if (type === "form" || type === "newsletter") settings.formId = "";
    const block = { id: newId(), type, settings };
    const index = selectedBlock ? blocks.indexOf(selectedBlock) + 1 : blocks.length;
    dispatch({ type: "add", block, index });
    setCatalogue(false);
    setSelected(block.id);
  };
  const conflict = editor.saveState === "conflict";

  return (
    <div className="screen editor">
      <div className="screen-head">
        <Link className="btn btn-small" href={meta?.owner.blogId ? screenHref("blogs/:collectionId", { collectionId: meta.owner.blogId }) : screenHref("")}>
          {meta?.owner.blogId ? "← Blog" : "← Pages"}
        </Link>
        <h1 className="screen-title">{meta?.owner.title}</h1>
      </div>
      <div className="row editor-bar">
        <span className={`save-state save-${editor.saveState}`} role="status">
          {SAVE_LABELS[editor.saveState]}
        </span>
        <span className="topbar-spacer" />
        <Button
          className="btn btn-small"
          aria-label="Undo"
          aria-keyshortcuts="Control+Z"
          isDisabled={!canWrite || history.past.length === 0}
          onPress={() => dispatch({ type: "undo" })}
        >
          Undo
        </Button>
        <Button
          className="btn btn-small"
          aria-label="Redo"
          aria-keyshortcuts="Control+Shift+Z"
          isDisabled={!canWrite || history.future.length === 0}
          onPress={() => dispatch({ type: "redo" })}
        >
          Redo
        </Button>
      </div>
      <div className="row">
        <span className={`status status-${meta?.isPublished ? "available" : "hidden"}`}>{meta?.isPublished ? "Available" : "Hidden"}</span>
        {meta?.hasChanges && meta.isPublished ? <span className="field-help">Unpublished changes</span> : null}
        <span className="topbar-spacer" />
        <Button className="btn btn-small" aria-expanded={historyOpen} onPress={() => setHistoryOpen(!historyOpen)}>
          History
        </Button>
        <Button className="btn btn-small" isDisabled={!canWrite || conflict || !meta?.isPublished || !meta.hasChanges} onPress={() => setConfirmDiscard(true)}>
          Discard changes
        </Button>
        <Button
          className="btn btn-primary btn-small"
          isDisabled={!canWrite || conflict || editor.saveState === "invalid" || (!meta?.hasChanges && meta?.isPublished)}
          onPress={() => void publish()}
        >
          Publish
        </Button>
      </div>
      {!canWrite ? <Notice tone="info">You can look at this page but not change it.</Notice> : null}
      {conflict || editor.saveState === "error" ? (
        <Notice
          tone="error"
          action={
            <Button className="btn btn-small" onPress={() => void editor.load()}>
              Reload
            </Button>
          }
        >
          {editor.message}
        </Notice>
      ) : null}
      {notice ? (
        <Notice
          tone={notice.tone}
          action={
            notice.reload ? (
              <Button
                className="btn btn-small"
                onPress={() => {
                  setNotice(null);
                  void editor.load();
                }}
              >
                Reload
              </Button>
            ) : undefined
          }
        >
          {notice.text}
        </Notice>
      ) : null}
      {historyOpen && meta ? (
        <HistoryPanel
          ownerId={ownerId}
          ownerPath={meta.owner.path}
          publishedAt={meta.publishedAt}
          draftVersion={meta.draftVersion}
          canWrite={canWrite && !conflict}
          onRestored={() =>
            void editor.load().then(() => setNotice({ tone: "success", text: "Version restored as the draft. Publish to show it to visitors." }))
          }
          onClose={() => setHistoryOpen(false)}
        />
      ) : null}
      {selectedBlock ? (
        <BlockPanel
          key={selectedBlock.id}
          block={selectedBlock}
          isDisabled={!canWrite}
          isCodeLocked={canWrite && !canWriteCode && Boolean(blockSchemaFor(selectedBlock.type)?.carriesCode)}
          onChange={(settings) => dispatch({ type: "update", id: selectedBlock.id, settings, at: Date.now() })}
          onBack={() => setSelected(null)}
          onRemove={() => {
            dispatch({ type: "remove", id: selectedBlock.id });
            setSelected(null);
          }}
        />
      ) : (
        <>
          {blocks.length === 0 ? (
            <EmptyState title="This page has no blocks yet">Add a heading, some text or a gallery to start.</EmptyState>
          ) : (
            <BlockList
              blocks={blocks}
              invalidIds={invalidIds}
              isDisabled={!canWrite}
              onMove={(from, to) => dispatch({ type: "move", from, to })}
              onSelect={setSelected}
              onRemove={(id) => dispatch({ type: "remove", id })}
            />
          )}
          <div className="row">
            <Button className="btn btn-primary" isDisabled={!canWrite || !canAdd(history)} onPress={() => setCatalogue(true)}>
              Add block
            </Button>
            <span className="field-help">
              {blocks.length} of {MAX_BLOCKS} blocks
            </span>
          </div>
          {!canAdd(history) ? <Notice tone="info">{LAYOUT_FULL_MESSAGE}</Notice> : null}
          {meta?.owner.kind === "page" ? (
            <SectionLibraryActions
              ownerId={ownerId}
              isSaved={editor.saveState === "saved"}
              isDisabled={!canWrite}
              onChanged={() => {
                void editor.load();
                frame.reload();
              }}
            />
          ) : null}
        </>
      )}
      {catalogue ? <BlockCatalogue canAddCode={canWriteCode} onClose={() => setCatalogue(false)} onPick={(definition) => add(definition.type)} /> : null}
      <ConfirmDialog
        isOpen={confirmDiscard}
        title="Discard your changes?"
        confirmLabel="Discard"
        destructive
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setConfirmDiscard(false);
          void failed(editor.discard, "Changes discarded. The page is back to its published version.");
        }}
      >
        The draft returns to the version visitors see now.
      </ConfirmDialog>
    </div>
  );
}
