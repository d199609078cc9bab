import {
  GRID_COLUMNS,
  isSharedPlacement,
  MAX_LAYER,
  type Arrangement,
  type GridPlace,
  type PageSection,
  type PlacedBlock,
  type Section,
  type SectionStyle,
} from "../../../../blocks/sections/sectionModel";
import { CONTENT_LIMITS } from "../../../../domain/limits/commerceLimits";
import { clampPlace, samePlace } from "./gridPlaces";
import type { BlockAnimation } from "../../../../blocks/motion/motionModel";
import { desktopOrder, readingOrder } from "../../../../blocks/sections/readingOrder";
import { hasOwnPhoneArrangement, nextFreeRow, withPhonePlaces } from "./phoneArrangement";
import { pushedDown } from "./pushedDown";

/** The most blocks a page holds, its shared sections' blocks included (spec 2 §9). */
export const MAX_PAGE_BLOCKS = CONTENT_LIMITS.maxBlocksPerLayout;

/** Shown when adding blocks to a full page (its shared sections' blocks count too). */
export const PAGE_FULL_MESSAGE = `A page holds at most ${MAX_PAGE_BLOCKS} blocks. Remove a block to add another.`;

/** Settings edits within this time on the same block count as one step of undo. */
const COALESCE_MS = 1000;

/** The most undo steps kept. */
const HISTORY_LIMIT = 100;

/** A page's sections being edited, with their undo and redo history. */
export interface SectionHistory {
  present: PageSection[];
  past: PageSection[][];
  future: PageSection[][];
  /** The last settings or style edit (a block's or section's id), so typing in a field is undone as one step. */
  lastEdit: { id: string; at: number } | null;
  /** How many blocks each shared section placed on the page holds (they count toward the page's limit). */
  sharedBlockCounts: Readonly<Record<string, number>>;
  /**
   * A post's (or another collection item's) layout: one section whose blocks stay stacked full
   * width in their order, so every change restacks them and only their order can change.
   */
  flowing: boolean;
}

/** A block as it comes from the catalogue, before it has a place. */
interface NewBlock {
  id: string;
  type: string;
  settings: Record<string, unknown>;
}

/** Everything the section editor can do to a page; each change is one step of undo. */
export type SectionAction =
  | { type: "load"; sections: PageSection[]; flowing: boolean; sharedBlockCounts?: Record<string, number> }
  | { type: "insertSection"; section: PageSection; index: number }
  | { type: "removeSection"; id: string }
  | { type: "moveSection"; from: number; to: number }
  | { type: "setSectionStyle"; id: string; style: SectionStyle; at: number }
  | { type: "addBlock"; sectionId: string; block: NewBlock }
  | { type: "insertBlocks"; sectionId: string; blocks: PlacedBlock[] }
  | { type: "updateBlock"; id: string; settings: Record<string, unknown>; at: number }
  | { type: "removeBlock"; id: string }
  | { type: "placeBlock"; id: string; arrangement: Arrangement; place: GridPlace }
  | { type: "setLayer"; id: string; layer: number }
  /** Sets how a block comes into view; "none" removes its animation. */
  | { type: "setAnimation"; id: string; animation: BlockAnimation }
  | { type: "moveBlockToSection"; id: string; sectionId: string }
  /** Moves a block one place earlier or later in its section's reading order in an arrangement, trading places there with its neighbour. */
  | { type: "moveBlockInOrder"; id: string; offset: -1 | 1; arrangement: Arrangement }
  | { type: "undo" }
  | { type: "redo" };

/** A fresh history showing `sections`, with nothing to undo. */
export function initialSectionHistory(
  sections: PageSection[],
  options: { flowing?: boolean; sharedBlockCounts?: Record<string, number> } = {},
): SectionHistory {
  return { present: sections, past: [], future: [], lastEdit: null, sharedBlockCounts: options.sharedBlockCounts ?? {}, flowing: options.flowing ?? false };
}

/** A section's blocks full width, one per row, in desktop reading order, with no phone places or layers. */
function restacked(section: Section): Section {
  return {
    ...section,
    blocks: desktopOrder(section.blocks).map(({ id, type, settings }, index) => ({
      id,
      type,
      settings,
      desktop: { column: 1, row: index + 1, width: GRID_COLUMNS.desktop, height: 1 },
    })),
  };
}

/** How many blocks a page shows: its own sections' and its shared sections'. */
export function pageBlockCount(sections: readonly PageSection[], sharedBlockCounts: Readonly<Record<string, number>>): number {
  return sections.reduce((sum, section) => sum + (isSharedPlacement(section) ? (sharedBlockCounts[section.sharedSectionId] ?? 0) : section.blocks.length), 0);
}

/** Whether `count` more blocks fit on the page. */
export function canAddBlocks(state: SectionHistory, count = 1): boolean {
  return pageBlockCount(state.present, state.sharedBlockCounts) + count <= MAX_PAGE_BLOCKS;
}

/** The page's own section holding a block, with the block. */
export function findBlock(sections: readonly PageSection[], id: string): { section: Section; block: PlacedBlock } | null {
  for (const section of sections) {
    if (isSharedPlacement(section)) continue;
    const block = section.blocks.find((b) => b.id === id);
    if (block) return { section, block };
  }
  return null;
}

function commit(state: SectionHistory, present: PageSection[], lastEdit: SectionHistory["lastEdit"] = null): SectionHistory {
  const kept = state.flowing ? present.map((section) => (isSharedPlacement(section) ? section : restacked(section))) : present;
  return { ...state, present: kept, past: [...state.past, state.present].slice(-HISTORY_LIMIT), future: [], lastEdit };
}

/** Trades a block's places (desktop, phone, layer) with its neighbour's in the section's desktop reading order. */
function swapWithNeighbour(section: Section, id: string, offset: -1 | 1): Section | null {
  const order = desktopOrder(section.blocks);
  const index = order.findIndex((b) => b.id === id);
  const other = order[index + offset];
  if (index < 0 || !other) return null;
  const self = order[index]!;
  const placesOf = (b: PlacedBlock) => ({ desktop: b.desktop, phone: b.phone, layer: b.layer });
  const swap = (b: PlacedBlock, from: PlacedBlock): PlacedBlock => {
    const { phone, layer, ...rest } = { ...b, ...placesOf(from) };
    return { ...rest, ...(phone ? { phone } : {}), ...(layer === undefined ? {} : { layer }) };
  };
  return { ...section, blocks: section.blocks.map((b) => (b.id === id ? swap(b, other) : b.id === other.id ? swap(b, self) : b)) };
}

/**
 * Trades a block's phone place with its neighbour's in the phone's reading order, writing out the
 * derived phone places first; the desktop arrangement stays as it is.
 */
function swapOnPhone(section: Section, id: string, offset: -1 | 1): Section | null {
  const own = withPhonePlaces(section);
  const order = readingOrder(own);
  const index = order.findIndex((b) => b.id === id);
  const self = order[index];
  const other = order[index + offset];
  if (!self?.phone || !other?.phone) return null;
  const places = new Map([
    [self.id, other.phone],
    [other.id, self.phone],
  ]);
  return { ...own, blocks: own.blocks.map((b) => ({ ...b, phone: places.get(b.id) ?? b.phone })) };
}

/** Commits an edit of one block's settings or one section's style, joining the previous step when it edited the same thing a moment ago. */
function commitEdit(state: SectionHistory, present: PageSection[], edit: { id: string; at: number }): SectionHistory {
  const sameEdit = state.lastEdit?.id === edit.id && edit.at - state.lastEdit.at < COALESCE_MS;
  if (sameEdit) return { ...state, present, future: [], lastEdit: { id: edit.id, at: edit.at } };
  return commit(state, present, { id: edit.id, at: edit.at });
}

function replaceSection(sections: readonly PageSection[], id: string, change: (section: Section) => Section): PageSection[] {
  return sections.map((s) => (s.id === id && !isSharedPlacement(s) ? change(s) : s));
}

function changeBlock(sections: readonly PageSection[], id: string, change: (block: PlacedBlock, section: Section) => PlacedBlock): PageSection[] {
  const found = findBlock(sections, id);
  if (!found) return [...sections];
  return replaceSection(sections, found.section.id, (section) => ({ ...section, blocks: section.blocks.map((b) => (b.id === id ? change(b, section) : b)) }));
}

/**
 * Puts blocks under everything already in a section: each keeps its desktop column and size,
 * and gets a full-width phone row when the section keeps its own phone arrangement.
 */
function appendBlocks(section: Section, blocks: readonly PlacedBlock[]): Section {
  const ownPhone = hasOwnPhoneArrangement(section);
  const top = Math.min(...blocks.map((b) => b.desktop.row));
  const desktopRow = nextFreeRow(section, "desktop");
  let phoneRow = nextFreeRow(section, "phone");
  const placed = blocks.map((block) => {
    const { phone: _phone, ...rest } = block;
    const desktop = clampPlace({ ...block.desktop, row: desktopRow + block.desktop.row - top }, "desktop");
    if (!ownPhone) return { ...rest, desktop };
    const phone = clampPlace({ column: 1, row: phoneRow, width: GRID_COLUMNS.phone, height: 1 }, "phone");
    phoneRow += 1;
    return { ...rest, desktop, phone };
  });
  return { ...section, blocks: [...section.blocks, ...placed] };
}

/** Puts a block at a place in an arrangement, the blocks it would cover moved down under it. */
function placeBlock(section: Section, id: string, arrangement: Arrangement, place: GridPlace): Section {
  const own = arrangement === "phone" ? withPhonePlaces(section) : section;
  const placed = own.blocks.map((b) => (b.id === id ? { ...b, [arrangement]: clampPlace(place, arrangement) } : b));
  return { ...own, blocks: pushedDown(placed, id, arrangement) };
}

/**
 * Applies an editor action. Every change can be undone and redone; an action that would pass
 * the page's block limit, or names nothing on the page, changes nothing.
 */
export function sectionReducer(state: SectionHistory, action: SectionAction): SectionHistory {
  switch (action.type) {
    case "load":
      return initialSectionHistory(action.sections, { flowing: action.flowing, sharedBlockCounts: action.sharedBlockCounts ?? state.sharedBlockCounts });
    case "insertSection": {
      const added = isSharedPlacement(action.section) ? (state.sharedBlockCounts[action.section.sharedSectionId] ?? 0) : action.section.blocks.length;
      if (!canAddBlocks(state, added)) return state;
      const index = Math.max(0, Math.min(action.index, state.present.length));
      return commit(state, [...state.present.slice(0, index), action.section, ...state.present.slice(index)]);
    }
    case "removeSection":
      if (!state.present.some((s) => s.id === action.id)) return state;
      return commit(
        state,
        state.present.filter((s) => s.id !== action.id),
      );
    case "moveSection": {
      const { from, to } = action;
      const count = state.present.length;
      if (from === to || from < 0 || to < 0 || from >= count || to >= count) return state;
      const present = [...state.present];
      const [moved] = present.splice(from, 1);
      present.splice(to, 0, moved!);
      return commit(state, present);
    }
    case "setSectionStyle": {
      if (!state.present.some((s) => s.id === action.id && !isSharedPlacement(s))) return state;
      return commitEdit(
        state,
        replaceSection(state.present, action.id, (section) => ({ ...section, style: action.style })),
        action,
      );
    }
    case "addBlock": {
      const block: PlacedBlock = { ...action.block, desktop: { column: 1, row: 1, width: GRID_COLUMNS.desktop, height: 1 } };
      return sectionReducer(state, { type: "insertBlocks", sectionId: action.sectionId, blocks: [block] });
    }
    case "insertBlocks": {
      const target = state.present.find((s) => s.id === action.sectionId);
      if (!target || isSharedPlacement(target) || action.blocks.length === 0 || !canAddBlocks(state, action.blocks.length)) return state;
      return commit(
        state,
        replaceSection(state.present, target.id, (section) => appendBlocks(section, action.blocks)),
      );
    }
    case "updateBlock": {
      if (!findBlock(state.present, action.id)) return state;
      return commitEdit(
        state,
        changeBlock(state.present, action.id, (block) => ({ ...block, settings: action.settings })),
        action,
      );
    }
    case "removeBlock": {
      const found = findBlock(state.present, action.id);
      if (!found) return state;
      return commit(
        state,
        replaceSection(state.present, found.section.id, (section) => ({ ...section, blocks: section.blocks.filter((b) => b.id !== action.id) })),
      );
    }
    case "placeBlock": {
      const found = findBlock(state.present, action.id);
      if (!found) return state;
      const before = action.arrangement === "desktop" ? found.block.desktop : found.block.phone;
      if (before && samePlace(before, clampPlace(action.place, action.arrangement))) return state;
      return commit(
        state,
        replaceSection(state.present, found.section.id, (section) => placeBlock(section, action.id, action.arrangement, action.place)),
      );
    }
    case "setLayer": {
      const found = findBlock(state.present, action.id);
      const layer = Math.min(MAX_LAYER, Math.max(0, Math.round(action.layer)));
      if (!found || (found.block.layer ?? 0) === layer) return state;
      return commit(
        state,
        changeBlock(state.present, action.id, (block) => ({ ...block, layer })),
      );
    }
    case "setAnimation": {
      const found = findBlock(state.present, action.id);
      if (!found || (found.block.animation ?? "none") === action.animation) return state;
      return commit(
        state,
        changeBlock(state.present, action.id, (block) => {
          const { animation: _previous, ...rest } = block;
          return action.animation === "none" ? rest : { ...rest, animation: action.animation };
        }),
      );
    }
    case "moveBlockToSection": {
      const found = findBlock(state.present, action.id);
      const target = state.present.find((s) => s.id === action.sectionId);
      if (!found || !target || isSharedPlacement(target) || target.id === found.section.id) return state;
      const without = replaceSection(state.present, found.section.id, (section) => ({ ...section, blocks: section.blocks.filter((b) => b.id !== action.id) }));
      return commit(
        state,
        replaceSection(without, target.id, (section) => appendBlocks(section, [found.block])),
      );
    }
    case "moveBlockInOrder": {
      const found = findBlock(state.present, action.id);
      const swap = action.arrangement === "phone" && !state.flowing ? swapOnPhone : swapWithNeighbour;
      const swapped = found ? swap(found.section, action.id, action.offset) : null;
      if (!found || !swapped) return state;
      return commit(
        state,
        replaceSection(state.present, found.section.id, () => swapped),
      );
    }
    case "undo": {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return { ...state, present: previous, past: state.past.slice(0, -1), future: [state.present, ...state.future], lastEdit: null };
    }
    case "redo": {
      const [next, ...future] = state.future;
      if (!next) return state;
      return { ...state, present: next, past: [...state.past, state.present], future, lastEdit: null };
    }
  }
}
