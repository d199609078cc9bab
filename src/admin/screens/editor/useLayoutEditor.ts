import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { PageSection } from "../../../blocks/sections/sectionModel";
import { ApiError } from "../../api/client";
import { broadcastEditorEvent } from "../../shell/editorEvents";
import { firstInvalidBlock } from "./blockSummary";
import type { EditorDocument, EditorSource } from "./editorSources";
import { blocksOfLayout } from "../../../blocks/sections/readingOrder";
import { initialSectionHistory, sectionReducer, type SectionAction } from "./sections/sectionEditorState";

/** Where the draft stands against the server. */
export type SaveState = "loading" | "saved" | "unsaved" | "saving" | "invalid" | "conflict" | "error" | "load-error";

/** Wait after the last change before the draft is saved. */
const AUTOSAVE_DELAY_MS = 400;

/**
 * The section editor's state: the sections of a page, post or shared section (`source`) with undo and redo, saved to the draft automatically a
 * moment after each change with the version last read, never over someone else's save (a 409
 * stops autosave until the editor reloads). After each save the frame reloads to show it.
 */
export function useLayoutEditor(options: { source: EditorSource; websiteId: string; canWrite: boolean; isAdmin: boolean; onSaved: () => void }) {
  const { source, websiteId, canWrite, isAdmin, onSaved } = options;
  const ownerId = source.key;
  const [history, dispatchRaw] = useReducer(sectionReducer, initialSectionHistory([]));
  const [meta, setMeta] = useState<EditorDocument | null>(null);
  const [saveState, setSaveState] = useState<SaveState>("loading");
  const [message, setMessage] = useState<string | null>(null);
  const [savedRound, setSavedRound] = useState(0);
  const version = useRef(0);
  const savedSections = useRef<PageSection[] | null>(null);
  const latest = useRef<PageSection[]>(history.present);
  const inFlight = useRef<Promise<void> | null>(null);
  const stopped = useRef(false);
  latest.current = history.present;

  const adopt = useCallback((layout: EditorDocument, replaceSections: boolean) => {
    version.current = layout.draftVersion;
    setMeta(layout);
    if (replaceSections) {
      const sections = layout.draft.sections;
      savedSections.current = sections;
      dispatchRaw({ type: "load", sections, flowing: layout.owner.kind === "post" });
    }
  }, []);

  const load = useCallback(async () => {
    setSaveState("loading");
    try {
      adopt(await source.read(), true);
      stopped.current = false;
      setMessage(null);
      setSaveState("saved");
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : "Unable to connect…");
      setSaveState("load-error");
    }
  }, [source, adopt]);

  useEffect(() => {
    void load();
  }, [load]);

  const flush = useCallback(async (): Promise<void> => {
    while (inFlight.current) await inFlight.current;
    const sections = latest.current;
    if (sections === savedSections.current || stopped.current || !canWrite) return;
    if (firstInvalidBlock(blocksOfLayout({ sections }))) {
      setSaveState("invalid");
      return;
    }
    setSaveState("saving");
    const work = (async () => {
      try {
        const saved = await source.save(version.current, { sections });
        savedSections.current = sections;
        adopt(saved, false);
        setSaveState(latest.current === sections ? "saved" : "unsaved");
        setSavedRound((round) => round + 1);
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
  }, [source, ownerId, websiteId, canWrite, isAdmin, adopt, onSaved]);

  // Runs again after each save: an undo and redo made while a save was under way can leave the
  // page back at the saved state (nothing to save) or at a state the save did not carry.
  useEffect(() => {
    if (savedSections.current === null || stopped.current) return;
    if (history.present === savedSections.current) {
      if (!inFlight.current) setSaveState("saved");
      return;
    }
    setSaveState(firstInvalidBlock(blocksOfLayout({ sections: history.present })) ? "invalid" : "unsaved");
    const timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [history.present, flush, savedRound]);

  useEffect(() => {
    const pending = () => savedSections.current !== null && latest.current !== savedSections.current && !stopped.current;
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

  const dispatch = useCallback((action: SectionAction) => dispatchRaw(action), []);

  /** Saves what is pending, then publishes the draft as read at the current version; answers what was published, or null when the save did not go through. */
  const publish = useCallback(async () => {
    await flush();
    if (stopped.current || latest.current !== savedSections.current) return null;
    const layout = await source.publish(version.current);
    adopt(layout, false);
    if (isAdmin) broadcastEditorEvent(websiteId, { kind: "published", ownerId });
    return layout;
  }, [flush, source, ownerId, websiteId, isAdmin, adopt]);

  /** Returns a page's draft to the published layout. */
  const discard = useCallback(async () => {
    if (!source.discard) return;
    while (inFlight.current) await inFlight.current;
    const layout = await source.discard(version.current);
    adopt(layout, true);
    setSaveState("saved");
    if (isAdmin) broadcastEditorEvent(websiteId, { kind: "discarded", ownerId });
  }, [source, ownerId, websiteId, isAdmin, adopt]);

  return { history, dispatch, meta, saveState, message, load, publish, discard, hasUnsaved: () => latest.current !== savedSections.current };
}

/** What the editor screen and its panels read and call: the draft's history, its save state and its actions. */
export type LayoutEditor = ReturnType<typeof useLayoutEditor>;
