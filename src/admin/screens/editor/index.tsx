import { useEffect, useMemo, useState } from "react";
import { isSharedPlacement } from "../../../blocks/sections/sectionModel";
import { blockSchemaFor } from "../../../blocks/schemaRegistry";
import { CODE_ACCESS } from "../../../domain/access/codeAccess";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { newId } from "../../../domain/ids";
import { ApiError } from "../../api/client";
import { useCan, useIsAdmin, useMe } from "../../shell/access";
import { useEditorEvents } from "../../shell/editorEvents";
import { useFrame } from "../../shell/frame";
import type { FrameDevice } from "../../shell/frameDevice";
import type { ScreenProps } from "../../shell/screenDefinition";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { RadioField } from "../../shell/ui/RadioField";
import { ErrorState, Loading } from "../../shell/ui/states";
import { PublishSummary } from "./accessibility/PublishSummary";
import { useAccessibilityCheck } from "./accessibility/useAccessibilityCheck";
import { ARRANGEMENT_CHOICES } from "./arrangementChoices";
import { BlockCatalogue } from "./BlockCatalogue";
import { EditorBar } from "./EditorBar";
import { EditorHead } from "./EditorHead";
import { EditorNotices, type ScreenNotice } from "./EditorNotices";
import { pageSource, sharedSectionSource } from "./editorSources";
import { HistoryPanel } from "./history/HistoryPanel";
import { PublishRow } from "./PublishRow";
import { publishReviewsApi } from "../../api/publishReviews";
import { publishedNotice } from "./publishedNotice";
import { SectionsOverview } from "./SectionsOverview";
import { SelectedBlockPanel } from "./SelectedBlockPanel";
import { SelectedSectionPanel } from "./SelectedSectionPanel";
import { canAddBlocks, findBlock } from "./sections/sectionEditorState";
import { useFrameDocument } from "./sections/useFrameDocument";
import { useFrameEditing } from "./sections/useFrameEditing";
import { SharedSectionNotice } from "./sharedSection/SharedSectionNotice";
import { useEditorCommands, type Selection } from "./useEditorCommands";
import { useFrameFollowing } from "./useFrameFollowing";
import { useLayoutEditor } from "./useLayoutEditor";

/**
 * The editor of one page or post: its sections and their blocks placed on each section's grid,
 * edited in the frame (move, resize, by pointer or keyboard) and in the panel (outline, section
 * style, block settings), with undo and redo of everything, copy and paste between pages,
 * autosave, publish and discard. With a `sectionId` it edits that shared section's draft the
 * same way, shown in the first page using it, and publishes it on every page using it.
 */
export default function EditorScreen({ params }: ScreenProps) {
  const sharedSectionId = params.sectionId ?? null;
  const ownerId = sharedSectionId ?? params.ownerId ?? "";
  const source = useMemo(() => (sharedSectionId ? sharedSectionSource(sharedSectionId) : pageSource(ownerId)), [sharedSectionId, ownerId]);
  const me = useMe();
  const canWrite = useCan(PERMISSION.CONTENT_MANAGER, "write");
  const canWriteCode = useCan(CODE_ACCESS.permission, CODE_ACCESS.mode);
  const isAdmin = useIsAdmin();
  const frame = useFrame();
  const editor = useLayoutEditor({ source, websiteId: me.website.id, canWrite, isAdmin, onSaved: frame.reload });
  const { history, dispatch, meta } = editor;
  const shared = meta?.shared ?? null;
  const sections = history.present;
  const [selection, setSelection] = useState<Selection>(null);
  const [catalogueFor, setCatalogueFor] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [spoken, setSpoken] = useState("");
  const [historyOpen, setHistoryOpen] = useState(false);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const [publishSummary, setPublishSummary] = useState(false);
  const arrangement = frame.device === "phone" ? "phone" : "desktop";
  const frameDocument = useFrameDocument(frame.frameRef);
  const selectedBlock = selection?.kind === "block" ? findBlock(sections, selection.id) : null;
  const selectedSection = selection?.kind === "section" ? sections.find((s) => s.id === selection.id && !isSharedPlacement(s)) : undefined;
  const problems = useAccessibilityCheck(frameDocument.doc, frameDocument.layoutTick, sections);

  useFrameEditing(frameDocument.doc, history.flowing ? [] : sections, arrangement, (blockId, sectionId) => {
    if (findBlock(sections, blockId)) return setSelection({ kind: "block", id: blockId });
    const placement = sections.find((s) => s.id === sectionId);
    if (placement && isSharedPlacement(placement)) {
      setNotice({
        tone: "info",
        text: "This block belongs to a shared section: edit it there, once for every page using it.",
        shared: placement.sharedSectionId,
      });
    }
  });

  const hasChanges = meta?.hasChanges ?? false;
  useEffect(() => {
    if (hasChanges) setNotice((shown) => (shown?.untilChanged ? null : shown));
  }, [hasChanges]);

  useFrameFollowing(frame, meta, selection?.kind === "block" ? selection.id : null);

  useEditorEvents(me.website.id, (event) => {
    if (event.ownerId !== ownerId && event.kind !== "pages-changed") return;
    if (editor.hasUnsaved()) setNotice({ tone: "info", text: "This page was changed in another tab.", reload: true });
    else void editor.load();
    frame.reload();
  });

  const commands = useEditorCommands({
    history,
    dispatch,
    canWrite,
    arrangement,
    shared: shared !== null,
    selectedBlock,
    selectedSection,
    selection,
    select: setSelection,
    speak: setSpoken,
    tell: (text) => setNotice({ tone: "info", text }),
  });

  if (editor.saveState === "loading" && !meta) return <Loading />;
  if (editor.saveState === "load-error") return <ErrorState message={editor.message ?? "Unable to connect…"} onRetry={() => void editor.load()} />;

  /** Runs an action whose answer is the notice saying what it did; a refusal shows the server's words. */
  const failed = async (work: () => Promise<string>) => {
    try {
      setNotice({ tone: "success", text: await work(), untilChanged: true });
      frame.reload();
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409;
      setNotice({ tone: "error", text: error instanceof ApiError ? error.message : "Unable to connect…", reload: conflict });
    }
  };
  const publish = () =>
    failed(async () => {
      const published = await editor.publish();
      if (!published) throw new ApiError(editor.message ?? "Save the page before publishing.", 409, "conflict");
      return publishedNotice(published.owner, shared !== null);
    });
  const add = (type: string) => {
    const definition = blockSchemaFor(type);
    if (!definition || !catalogueFor) return;
    const settings = structuredClone(definition.example) as Record<string, unknown>;
    if (type === "form" || type === "newsletter") settings.formId = "";
    const block = { id: newId(), type, settings };
    dispatch({ type: "addBlock", sectionId: catalogueFor, block });
    setCatalogueFor(null);
    setSelection({ kind: "block", id: block.id });
  };
  const full = !canAddBlocks(history);

  return (
    <div className="screen editor">
      <EditorHead meta={meta} />
      <EditorBar editor={editor} canWrite={canWrite} />
      {history.flowing ? null : (
        <RadioField label="Arrangement" value={arrangement} options={ARRANGEMENT_CHOICES} onChange={(value) => frame.setDevice(value as FrameDevice)} />
      )}
      {shared ? <SharedSectionNotice section={shared} /> : null}
      <PublishRow
        editor={editor}
        canWrite={canWrite}
        historyOpen={historyOpen}
        onToggleHistory={() => setHistoryOpen(!historyOpen)}
        onDiscard={() => setConfirmDiscard(true)}
        onPublish={() => (problems.length > 0 ? setPublishSummary(true) : void publish())}
        canPublish={isAdmin}
        onSubmitForReview={() =>
          void publishReviewsApi.submit(ownerId).then(
            () => editor.load().then(() => setNotice({ tone: "success", text: "Submitted for review. The site's admins are mailed." })),
            (error: unknown) => setNotice({ tone: "error", text: error instanceof ApiError ? error.message : "Unable to connect…" }),
          )
        }
      />
      <div className="sr-only" role="status" aria-live="polite" data-testid="grid-announcer">
        {spoken}
      </div>
      <EditorNotices
        editor={editor}
        canWrite={canWrite}
        notice={notice}
        onReloadNotice={() => {
          setNotice(null);
          void editor.load();
        }}
      />
      {historyOpen && meta && !shared ? (
        <HistoryPanel
          ownerId={ownerId}
          ownerPath={meta.owner.path}
          publishedAt={meta.publishedAt}
          draftVersion={meta.draftVersion}
          canWrite={canWrite && editor.saveState !== "conflict"}
          onRestored={() =>
            void editor.load().then(() => setNotice({ tone: "success", text: "Version restored as the draft. Publish to show it to visitors." }))
          }
          onClose={() => setHistoryOpen(false)}
        />
      ) : null}
      {selectedBlock ? (
        <SelectedBlockPanel
          selected={selectedBlock}
          editor={editor}
          frameRef={frame.frameRef}
          frame={frameDocument}
          arrangement={arrangement}
          canWrite={canWrite}
          canWriteCode={canWriteCode}
          onClose={() => setSelection(null)}
          announce={setSpoken}
          problems={problems.filter((problem) => problem.blockId === selectedBlock.block.id)}
        />
      ) : selectedSection && !isSharedPlacement(selectedSection) ? (
        <SelectedSectionPanel
          section={selectedSection}
          number={commands.sectionIndexOf(selectedSection.id) + 1}
          editor={editor}
          canWrite={canWrite}
          onClose={() => setSelection(null)}
        />
      ) : (
        <SectionsOverview
          ownerId={ownerId}
          editor={editor}
          commands={commands}
          arrangement={arrangement}
          canWrite={canWrite}
          select={setSelection}
          onAddBlock={setCatalogueFor}
          onLibraryChanged={() => {
            void editor.load();
            frame.reload();
          }}
        />
      )}
      {catalogueFor && !full ? (
        <BlockCatalogue canAddCode={canWriteCode} onClose={() => setCatalogueFor(null)} onPick={(definition) => add(definition.type)} />
      ) : null}
      {publishSummary ? (
        <PublishSummary
          problems={problems}
          onShow={(id) => {
            setPublishSummary(false);
            setSelection({ kind: "block", id });
          }}
          onPublish={() => {
            setPublishSummary(false);
            void publish();
          }}
          onClose={() => setPublishSummary(false)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={confirmDiscard}
        title="Discard your changes?"
        confirmLabel="Discard"
        destructive
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setConfirmDiscard(false);
          void failed(async () => {
            await editor.discard();
            return "Changes discarded. The page is back to its published version.";
          });
        }}
      >
        The draft returns to the version visitors see now.
      </ConfirmDialog>
    </div>
  );
}
