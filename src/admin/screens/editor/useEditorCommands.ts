import { useEffect, type Dispatch } from "react";
import type { Arrangement, PlacedBlock, PageSection, Section } from "../../../blocks/sections/sectionModel";
import { newId } from "../../../domain/ids";
import { blockSummary } from "./blockSummary";
import { copyToClipboard, pasteFromClipboard } from "./sections/editorClipboard";
import { copyBlock, copySection } from "./sections/sectionCopies";
import { findBlock } from "./sections/sectionEditorState";
import type { BlockCommand, SectionCommand } from "./sections/SectionOutline";
import type { SectionAction, SectionHistory } from "./sections/sectionEditorState";

/** What the panel shows: the outline, one section's style, or one block's settings. */
export type Selection = { kind: "section"; id: string } | { kind: "block"; id: string } | null;

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

interface EditorCommandsInput {
  history: SectionHistory;
  dispatch: Dispatch<SectionAction>;
  canWrite: boolean;
  /** The arrangement being edited: moving a block up or down changes its order there only. */
  arrangement: Arrangement;
  /** Editing a shared section: whole sections cannot be pasted into it. */
  shared: boolean;
  selectedBlock: { block: PlacedBlock; section: Section } | null;
  selectedSection: PageSection | undefined;
  selection: Selection;
  select: (selection: Selection) => void;
  speak: (text: string) => void;
  tell: (text: string) => void;
}

/**
 * The editor's commands on sections and blocks: copy and paste (kept in localStorage, so they
 * paste on another page with fresh ids), duplicate, move and remove from the outline's menus,
 * and its keyboard shortcuts: Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y redo, Ctrl+C copy the
 * selection, Ctrl+V paste after it.
 */
export function useEditorCommands(input: EditorCommandsInput) {
  const { history, dispatch, canWrite, arrangement, shared, selectedBlock, selectedSection, selection, select, speak, tell } = input;
  const sections: PageSection[] = history.present;
  const sectionIndexOf = (id: string) => sections.findIndex((s) => s.id === id);

  const copySelected = (): boolean => {
    if (selectedBlock) copyToClipboard(window.localStorage, { kind: "block", block: selectedBlock.block });
    else if (selectedSection) copyToClipboard(window.localStorage, { kind: "section", section: selectedSection });
    else return false;
    speak(`${selectedBlock ? `${blockSummary(selectedBlock.block).label} block` : "Section"} copied.`);
    return true;
  };
  const pasteSection = (index: number) => {
    const clip = pasteFromClipboard(window.localStorage, newId);
    if (clip?.kind !== "section") return tell("Copy a section first: its actions menu has Copy.");
    dispatch({ type: "insertSection", section: clip.section, index });
  };
  const pasteBlock = (sectionId: string) => {
    const clip = pasteFromClipboard(window.localStorage, newId);
    if (clip?.kind !== "block") return tell("Copy a block first: its actions menu has Copy.");
    dispatch({ type: "insertBlocks", sectionId, blocks: [clip.block] });
    select({ kind: "block", id: clip.block.id });
  };
  const pasteHere = (): boolean => {
    const target = selectedBlock?.section.id ?? selectedSection?.id ?? null;
    const clip = pasteFromClipboard(window.localStorage, newId);
    if (!clip) return false;
    if (clip.kind === "section" && !history.flowing && !shared)
      dispatch({ type: "insertSection", section: clip.section, index: target ? sectionIndexOf(target) + 1 : sections.length });
    else if (target) pasteBlock(target);
    else return false;
    return true;
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isTyping(event.target) || !canWrite) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) dispatch({ type: "undo" });
      else if ((key === "z" && event.shiftKey) || key === "y") dispatch({ type: "redo" });
      else if (key === "c" && !window.getSelection()?.toString()) {
        if (!copySelected()) return;
      } else if (key === "v") {
        if (!pasteHere()) return;
      } else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const onSectionCommand = (id: string, command: SectionCommand) => {
    const index = sectionIndexOf(id);
    const section = sections[index];
    if (!section) return;
    if (command === "up" || command === "down") dispatch({ type: "moveSection", from: index, to: command === "up" ? index - 1 : index + 1 });
    else if (command === "duplicate") dispatch({ type: "insertSection", section: copySection(section, newId), index: index + 1 });
    else if (command === "copy") {
      copyToClipboard(window.localStorage, { kind: "section", section });
      speak(`Section ${index + 1} copied.`);
    } else dispatch({ type: "removeSection", id });
  };
  const onBlockCommand = (id: string, command: BlockCommand) => {
    const found = findBlock(sections, id);
    if (!found) return;
    if (command === "earlier" || command === "later") dispatch({ type: "moveBlockInOrder", id, offset: command === "earlier" ? -1 : 1, arrangement });
    else if (command === "duplicate") dispatch({ type: "insertBlocks", sectionId: found.section.id, blocks: [copyBlock(found.block, newId)] });
    else if (command === "copy") {
      copyToClipboard(window.localStorage, { kind: "block", block: found.block });
      speak(`${blockSummary(found.block).label} block copied.`);
    } else {
      dispatch({ type: "removeBlock", id });
      if (selection?.id === id) select(null);
    }
  };

  return { pasteSection, pasteBlock, sectionIndexOf, onSectionCommand, onBlockCommand };
}
