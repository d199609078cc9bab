import type { BlockInstance } from "../../../blocks/types";
import { CONTENT_LIMITS } from "../../../domain/limits/commerceLimits";

/** The most blocks a layout holds (spec 2 §9). */
export const MAX_BLOCKS = CONTENT_LIMITS.maxBlocksPerLayout;

/** Shown when adding a block to a full layout. */
export const LAYOUT_FULL_MESSAGE = `A page holds at most ${MAX_BLOCKS} blocks. Remove a block to add another.`;

/** Edits within this time on the same block count as one step of undo. */
const COALESCE_MS = 1000;

/** The blocks being edited with their undo and redo history. */
export interface EditorHistory {
  present: BlockInstance[];
  past: BlockInstance[][];
  future: BlockInstance[][];
  /** The last settings edit, so typing in a field is undone as one step. */
  lastEdit: { id: string; at: number } | null;
}

/** Everything the block editor can do to a layout. */
export type EditorAction =
  | { type: "load"; blocks: BlockInstance[] }
  | { type: "add"; block: BlockInstance; index?: number }
  | { type: "update"; id: string; settings: Record<string, unknown>; at: number }
  | { type: "remove"; id: string }
  | { type: "move"; from: number; to: number }
  | { type: "undo" }
  | { type: "redo" };

/** The most undo steps kept. */
const HISTORY_LIMIT = 100;

/** A fresh history showing `blocks`, with nothing to undo. */
export function initialHistory(blocks: BlockInstance[]): EditorHistory {
  return { present: blocks, past: [], future: [], lastEdit: null };
}

function commit(state: EditorHistory, present: BlockInstance[], lastEdit: EditorHistory["lastEdit"] = null): EditorHistory {
  return { present, past: [...state.past, state.present].slice(-HISTORY_LIMIT), future: [], lastEdit };
}

/** Whether another block may be added. */
export function canAdd(state: EditorHistory): boolean {
  return state.present.length < MAX_BLOCKS;
}

/**
 * Applies an editor action. Every change can be undone and redone; adding to a full layout
 * changes nothing (the screen shows LAYOUT_FULL_MESSAGE).
 */
export function editorReducer(state: EditorHistory, action: EditorAction): EditorHistory {
  switch (action.type) {
    case "load":
      return initialHistory(action.blocks);
    case "add": {
      if (!canAdd(state)) return state;
      const index = Math.max(0, Math.min(action.index ?? state.present.length, state.present.length));
      return commit(state, [...state.present.slice(0, index), action.block, ...state.present.slice(index)]);
    }
    case "update": {
      const present = state.present.map((b) => (b.id === action.id ? { ...b, settings: action.settings } : b));
      const sameEdit = state.lastEdit?.id === action.id && action.at - state.lastEdit.at < COALESCE_MS;
      if (sameEdit) return { ...state, present, future: [], lastEdit: { id: action.id, at: action.at } };
      return commit(state, present, { id: action.id, at: action.at });
    }
    case "remove":
      if (!state.present.some((b) => b.id === action.id)) return state;
      return commit(
        state,
        state.present.filter((b) => b.id !== action.id),
      );
    case "move": {
      const { from, to } = action;
      if (from === to || from < 0 || to < 0 || from >= state.present.length || to >= state.present.length) return state;
      const present = [...state.present];
      const [moved] = present.splice(from, 1);
      present.splice(to, 0, moved!);
      return commit(state, present);
    }
    case "undo": {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return { present: previous, past: state.past.slice(0, -1), future: [state.present, ...state.future], lastEdit: null };
    }
    case "redo": {
      const [next, ...future] = state.future;
      if (!next) return state;
      return { present: next, past: [...state.past, state.present], future, lastEdit: null };
    }
  }
}
