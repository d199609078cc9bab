import { useEffect, useEffectEvent, useMemo, useState } from "react";
import { Button, Link } from "react-aria-components";
import { isSharedPlacement, DEFAULT_SECTION_STYLE } from "../../../blocks/sections/sectionModel";
import { blockSchemaFor } from "../../../blocks/schemaRegistry";
import { CODE_ACCESS } from "../../../domain/access/codeAccess";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { newId } from "../../../domain/ids";
import { ApiError } from "../../api/client";
import { useCan, useIsAdmin, useMe } from "../../shell/access";
import { useEditorEvents } from "../../shell/editorEvents";
import { useFrame } from "../../shell/frame";
import type { FrameDevice } from "../../shell/frameDevice";
import { screenHref } from "../../shell/router";
import type { ScreenProps } from "../../shell/screenDefinition";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { RadioField } from "../../shell/ui/RadioField";
import { EmptyState, ErrorState, Loading, Notice } from "../../shell/ui/states";
import { BlockCatalogue } from "./BlockCatalogue";
import { announceBlockSettings } from "./announceBlockSettings";
import { BlockPanel } from "./BlockPanel";
import { blockSummary } from "./blockSummary";
import { pageSource, sharedSectionSource } from "./editorSources";
import { AddSectionMenu } from "./sections/AddSectionMenu";
import { GRID_SELECTION_ID, GridOverlay } from "./sections/GridOverlay";
import { AnimationControl } from "./sections/AnimationControl";
import { LayerControl } from "./sections/LayerControl";
import { canAddBlocks, findBlock, MAX_PAGE_BLOCKS, PAGE_FULL_MESSAGE, pageBlockCount } from "./sections/sectionEditorState";
import { SectionOutline } from "./sections/SectionOutline";
import { SectionPanel } from "./sections/SectionPanel";
import { useFrameDocument } from "./sections/useFrameDocument";
import { useFrameEditing } from "./sections/useFrameEditing";
import { HistoryPanel } from "./history/HistoryPanel";
import { SectionLibraryActions } from "./sectionLibrary/SectionLibraryActions";
import { SharedSectionNotice } from "./sharedSection/SharedSectionNotice";
import { useEditorCommands, type Selection } from "./useEditorCommands";
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

const ARRANGEMENTS = [
  ["desktop", "Desktop"],
  ["phone", "Phone"],
] as const;

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
  const [notice, setNotice] = useState<{ tone: "success" | "error" | "info"; text: string; reload?: boolean; shared?: string } | null>(null);
  const arrangement = frame.device === "phone" ? "phone" : "desktop";
  const { doc, layoutTick } = useFrameDocument(frame.frameRef);
  const selectedBlock = selection?.kind === "block" ? findBlock(sections, selection.id) : null;
  const selectedSection = selection?.kind === "section" ? sections.find((s) => s.id === selection.id && !isSharedPlacement(s)) : undefined;
  const blockCount = pageBlockCount(sections, history.sharedBlockCounts);
  const invalidIds = useMemo(
    () =>
      new Set(
        sections.flatMap((section) =>
          isSharedPlacement(section) ? [] : section.blocks.filter((b) => !blockSchemaFor(b.type)?.schema.safeParse(b.settings).success).map((b) => b.id),
        ),
      ),
    [sections],
  );

  useFrameEditing(doc, history.flowing ? [] : sections, arrangement, (blockId, sectionId) => {
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

  const showOwnerInFrame = useEffectEvent(() => {
    if (meta && frame.path !== meta.owner.path && !frame.path.startsWith(`${meta.owner.path}?`)) frame.open(meta.owner.path);
  });
  // The frame follows the page only when a page is opened, not on every navigation inside it.
  useEffect(() => showOwnerInFrame(), [meta?.ownerId]);

  const revealInFrame = useEffectEvent((blockId: string) => frame.reveal(blockId));
  const selectedBlockId = selection?.kind === "block" ? selection.id : null;
  useEffect(() => {
    if (selectedBlockId) revealInFrame(selectedBlockId);
  }, [selectedBlockId]);

  // The editor shows the frame at a desktop's width; other screens fit it beside their panel.
  const showDevice = useEffectEvent((device: FrameDevice) => frame.setDevice(device));
  useEffect(() => {
    showDevice("desktop");
    return () => showDevice("fit");
  }, []);

  useEditorEvents(me.website.id, (event) => {
    if (event.ownerId !== ownerId && event.kind !== "pages-changed") return;
    if (editor.hasUnsaved()) setNotice({ tone: "info", text: "This page was changed in another tab.", reload: true });
    else void editor.load();
    frame.reload();
  });

  const { pasteSection, pasteBlock, sectionIndexOf, onSectionCommand, onBlockCommand } = useEditorCommands({
    history,
    dispatch,
    canWrite,
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
    failed(
      async () => {
        if (!(await editor.publish())) throw new ApiError(editor.message ?? "Save the page before publishing.", 409, "conflict");
      },
      shared ? "Published on every page using it. Visitors see this version now." : "Published. Visitors see this version now.",
    );
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
  const addSection = (index: number) => {
    const section = { id: newId(), style: DEFAULT_SECTION_STYLE, blocks: [] };
    dispatch({ type: "insertSection", section, index });
    setSelection({ kind: "section", id: section.id });
  };
  /** The screen's "Add block": into the page's last own section, or a new one when it has none. */
  const addBlockAtEnd = () => {
    const last = sections.findLast((s) => !isSharedPlacement(s));
    if (last) return setCatalogueFor(last.id);
    const section = { id: newId(), style: DEFAULT_SECTION_STYLE, blocks: [] };
    dispatch({ type: "insertSection", section, index: sections.length });
    setCatalogueFor(section.id);
  };
  const conflict = editor.saveState === "conflict";
  /** A post's blocks flow in one column: no grid, sections or phone arrangement to edit, only their order. */
  const flowing = history.flowing;
  const full = !canAddBlocks(history);

  return (
    <div className="screen editor">
      <div className="screen-head">
        {shared ? (
          <Link className="btn btn-small" href={screenHref("library")}>
            ← Section library
          </Link>
        ) : (
          <Link className="btn btn-small" href={meta?.owner.blogId ? screenHref("blogs/:collectionId", { collectionId: meta.owner.blogId }) : screenHref("")}>
            {meta?.owner.blogId ? "← Blog" : "← Pages"}
          </Link>
        )}
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
      {flowing ? null : (
        <RadioField label="Arrangement" value={arrangement} options={ARRANGEMENTS} onChange={(value) => frame.setDevice(value as FrameDevice)} />
      )}
      {shared ? <SharedSectionNotice section={shared} /> : null}
      <div className="row">
        {shared ? null : <span className={`status status-${meta?.isPublished ? "available" : "hidden"}`}>{meta?.isPublished ? "Available" : "Hidden"}</span>}
        {meta?.hasChanges && meta.isPublished ? <span className="field-help">Unpublished changes</span> : null}
        <span className="topbar-spacer" />
        {shared ? null : (
          <>
            <Button className="btn btn-small" aria-expanded={historyOpen} onPress={() => setHistoryOpen(!historyOpen)}>
              History
            </Button>
            <Button
              className="btn btn-small"
              isDisabled={!canWrite || conflict || !meta?.isPublished || !meta.hasChanges}
              onPress={() => setConfirmDiscard(true)}
            >
              Discard changes
            </Button>
          </>
        )}
        <Button
          className="btn btn-primary btn-small"
          isDisabled={!canWrite || conflict || editor.saveState === "invalid" || (!meta?.hasChanges && meta?.isPublished)}
          onPress={() => void publish()}
        >
          {shared ? "Publish shared section" : "Publish"}
        </Button>
      </div>
      <div className="sr-only" role="status" aria-live="polite" data-testid="grid-announcer">
        {spoken}
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
            ) : notice.shared ? (
              <Link className="btn btn-small" href={screenHref("library/:sectionId", { sectionId: notice.shared })}>
                Edit shared section
              </Link>
            ) : undefined
          }
        >
          {notice.text}
        </Notice>
      ) : null}
      {historyOpen && meta && !shared ? (
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
        <>
          <BlockPanel
            key={selectedBlock.block.id}
            block={selectedBlock.block}
            isDisabled={!canWrite}
            isCodeLocked={canWrite && !canWriteCode && Boolean(blockSchemaFor(selectedBlock.block.type)?.carriesCode)}
            onChange={(settings) => {
              dispatch({ type: "updateBlock", id: selectedBlock.block.id, settings, at: Date.now() });
              announceBlockSettings(doc, selectedBlock.block, settings);
            }}
            onBack={() => setSelection(null)}
            onRemove={() => {
              dispatch({ type: "removeBlock", id: selectedBlock.block.id });
              setSelection(null);
            }}
          />
          <AnimationControl
            animation={selectedBlock.block.animation ?? "none"}
            isDisabled={!canWrite}
            onChange={(animation) => dispatch({ type: "setAnimation", id: selectedBlock.block.id, animation })}
          />
          {flowing ? null : (
            <LayerControl
              layer={selectedBlock.block.layer ?? 0}
              isDisabled={!canWrite}
              onChange={(layer) => dispatch({ type: "setLayer", id: selectedBlock.block.id, layer })}
            />
          )}
          {doc && !flowing ? (
            <Button className="btn btn-small" isDisabled={!canWrite} onPress={() => document.getElementById(GRID_SELECTION_ID)?.focus()}>
              Move or resize on the grid
            </Button>
          ) : null}
          {doc && !flowing ? (
            <GridOverlay
              key={`${selectedBlock.block.id}-${arrangement}`}
              frameRef={frame.frameRef}
              doc={doc}
              layoutTick={layoutTick}
              section={selectedBlock.section}
              blockId={selectedBlock.block.id}
              blockLabel={blockSummary(selectedBlock.block).label}
              arrangement={arrangement}
              isDisabled={!canWrite}
              onPlace={(place) => dispatch({ type: "placeBlock", id: selectedBlock.block.id, arrangement, place })}
              announce={setSpoken}
            />
          ) : null}
        </>
      ) : selectedSection && !isSharedPlacement(selectedSection) ? (
        <section className="stack" aria-labelledby="section-panel-title">
          <div className="row">
            <Button className="btn btn-small" onPress={() => setSelection(null)} autoFocus>
              ← All sections
            </Button>
          </div>
          <h2 id="section-panel-title" className="section-title">
            Section {sectionIndexOf(selectedSection.id) + 1}
          </h2>
          <SectionPanel
            style={selectedSection.style}
            isDisabled={!canWrite}
            onChange={(style) => dispatch({ type: "setSectionStyle", id: selectedSection.id, style, at: Date.now() })}
          />
        </section>
      ) : (
        <>
          {blockCount === 0 ? <EmptyState title="This page has no blocks yet">Add a heading, some text or a gallery to start.</EmptyState> : null}
          {sections.length === 0 ? null : (
            <SectionOutline
              sections={sections}
              arrangement={arrangement}
              invalidIds={invalidIds}
              isDisabled={!canWrite}
              flowing={flowing}
              isFixed={shared !== null}
              onSelectSection={(id) => setSelection({ kind: "section", id })}
              onSelectBlock={(id) => setSelection({ kind: "block", id })}
              onSectionCommand={onSectionCommand}
              onBlockCommand={onBlockCommand}
              onAddBlock={(sectionId) => setCatalogueFor(sectionId)}
              onPasteBlock={pasteBlock}
              onMoveSection={(from, to) => dispatch({ type: "moveSection", from, to })}
            />
          )}
          <div className="row">
            <Button className="btn btn-primary" isDisabled={!canWrite || full} onPress={addBlockAtEnd}>
              Add block
            </Button>
            {flowing || shared ? null : (
              <AddSectionMenu
                label="New section"
                isDisabled={!canWrite}
                entries={[
                  { id: "empty", label: "Empty section", onAction: () => addSection(sections.length) },
                  { id: "paste", label: "Paste section", onAction: () => pasteSection(sections.length) },
                ]}
              />
            )}
            <span className="field-help">
              {blockCount} of {MAX_PAGE_BLOCKS} blocks
            </span>
          </div>
          {full ? <Notice tone="info">{PAGE_FULL_MESSAGE}</Notice> : null}
          {meta?.owner.kind === "page" && !shared ? (
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
      {catalogueFor && !full ? (
        <BlockCatalogue canAddCode={canWriteCode} onClose={() => setCatalogueFor(null)} onPick={(definition) => add(definition.type)} />
      ) : null}
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
