import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { BlockInstance, Layout } from "../../../blocks/types";
import { ApiError } from "../../api/client";
import { layoutsApi, type EditorLayout } from "../../api/layouts";
import { broadcastEditorEvent } from "../../shell/editorEvents";
import { firstInvalidBlock } from "./blockSummary";
import { editorReducer, initialHistory, type EditorAction } from "./editorState";
import { editableBlocks, layoutWithBlocks } from "./stackedEditing";

/** Where the draft stands against the server. */
export type SaveState = "loading" | "saved" | "unsaved" | "saving" | "invalid" | "conflict" | "error" | "load-error";

/** Wait after the last change before the draft is saved. */
const AUTOSAVE_DELAY_MS = 400;

/**
 * The block editor's state: the blocks of the page's sections as one list with undo and redo,
 * put back into the sections (stackedEditing.ts) and saved to the draft automatically a
 * moment after each change with the version last read, never over someone else's save (a 409
 * stops autosave until the editor reloads). After each save the frame reloads to show it.
 */
export function useLayoutEditor(options: { ownerId: string; websiteId: string; canWrite: boolean; isAdmin: boolean; onSaved: () => void }) {
  const { ownerId, websiteId, canWrite, isAdmin, onSaved } = options;
  const [history, dispatchRaw] = useReducer(editorReducer, initialHistory([]));
  const [meta, setMeta] = useState<EditorLayout | null>(null);
  const [saveState, setSaveState] = useState<SaveState>("loading");
  const [message, setMessage] = useState<string | null>(null);
  const version = useRef(0);
  const savedBlocks = useRef<BlockInstance[] | null>(null);
  /** The draft last read or saved: the sections the list's blocks are put back into. */
  const savedDraft = useRef<Layout>({ sections: [] });
  const latest = useRef<BlockInstance[]>(history.present);
  const inFlight = useRef<Promise<void> | null>(null);
  const stopped = useRef(false);
  latest.current = history.present;

  const adopt = useCallback((layout: EditorLayout, replaceBlocks: boolean) => {
    version.current = layout.draftVersion;
    setMeta(layout);
    savedDraft.current = layout.draft;
    if (replaceBlocks) {
      const blocks = editableBlocks(layout.draft);
      savedBlocks.current = blocks;
      dispatchRaw({ type: "load", blocks });
    }
  }, []);

  const load = useCallback(async () => {
    setSaveState("loading");
    try {
      adopt(await layoutsApi.read(ownerId), true);
      stopped.current = false;
      setMessage(null);
      setSaveState("saved");
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : "Unable to connect…");
      setSaveState("load-error");
    }
  }, [ownerId, adopt]);

  useEffect(() => {
    void load();
  }, [load]);

  const flush = useCallback(async (): Promise<void> => {
    while (inFlight.current) await inFlight.current;
    const blocks = latest.current;
    if (blocks === savedBlocks.current || stopped.current || !canWrite) return;
    if (firstInvalidBlock(blocks)) {
      setSaveState("invalid");
      return;
    }
    setSaveState("saving");
    const work = (async () => {
      try {
        const saved = await layoutsApi.save(ownerId, version.current, layoutWithBlocks(savedDraft.current, blocks));
        savedBlocks.current = blocks;
        adopt(saved, false);
        setSaveState(latest.current === blocks ? "saved" : "unsaved");
        onSaved();
        if (isAdmin) broadcastEditorEvent(websiteId, { kind: "saved", ownerId });
      } catch (error) {
        const conflict = error instanceof ApiError && error.status === 409;
        if (conflict) stopped.current = true;
        setMessage(error instanceof ApiError ? error.message : "Unable to connect…");
        setSaveState(conflict ? "conflict" : "error");
      }
    })();
    inFlight.current = work;
    await work;
    inFlight.current = null;
  }, [ownerId, websiteId, canWrite, isAdmin, adopt, onSaved]);

  useEffect(() => {
    if (savedBlocks.current === null || history.present === savedBlocks.current || stopped.current) return;
    setSaveState(firstInvalidBlock(history.present) ? "invalid" : "unsaved");
    const timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [history.present, flush]);

  useEffect(() => {
    const pending = () => savedBlocks.current !== null && latest.current !== savedBlocks.current && !stopped.current;
    const warn = (event: BeforeUnloadEvent) => {
      if (pending()) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
      // Leaving the editor (another screen) saves what the autosave delay still held back.
      if (pending()) void flush();
    };
  }, [flush]);

  const dispatch = useCallback((action: EditorAction) => dispatchRaw(action), []);

  /** Saves what is pending, then publishes the draft as read at the current version. */
  const publish = useCallback(async () => {
    await flush();
    if (stopped.current || latest.current !== savedBlocks.current) return false;
    const layout = await layoutsApi.publish(ownerId, version.current);
    adopt(layout, false);
    if (isAdmin) broadcastEditorEvent(websiteId, { kind: "published", ownerId });
    return true;
  }, [flush, ownerId, websiteId, isAdmin, adopt]);

  /** Returns the draft to the published layout. */
  const discard = useCallback(async () => {
    while (inFlight.current) await inFlight.current;
    const layout = await layoutsApi.discard(ownerId, version.current);
    adopt(layout, true);
    setSaveState("saved");
    if (isAdmin) broadcastEditorEvent(websiteId, { kind: "discarded", ownerId });
  }, [ownerId, websiteId, isAdmin, adopt]);

  return { history, dispatch, meta, saveState, message, load, publish, discard, hasUnsaved: () => latest.current !== savedBlocks.current };
}
