import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject, type WheelEvent } from "react";
import { createPortal } from "react-dom";
import type { Arrangement, GridPlace, Section } from "../../../../blocks/sections/sectionModel";
import { findCell, gridArea, measureTracks } from "./frameGrid";
import { samePlace } from "./gridPlaces";
import { alignmentGuides, guidePixels, placeRect, RESIZE_HANDLES, snapDrag, type DragHandle, type PixelRect } from "./gridSnapping";
import type { GridTracks } from "./gridTracks";
import { describeCancel, describeMove, keyboardPlace, placeInWords } from "./keyboardPlacement";
import { placeIn } from "./phoneArrangement";
import "./sections.css";

/** The id of the selected block's frame, so the panel can send keyboard focus to it. */
export const GRID_SELECTION_ID = "grid-selection";

/** A move under way: where the block was, where it is going, and for a drag the pointer's start and the grid as it was then. */
interface Pending {
  start: GridPlace;
  place: GridPlace;
  drag: { handle: DragHandle; x: number; y: number; tracks: GridTracks; pointerId: number } | null;
}

/**
 * The part of the framed page the shell shows (the frame is clipped to the space under its bar),
 * where the page's origin lies from it, and the scale the frame is drawn at (a desktop's width
 * scaled down to fit), so frame pixels become shell pixels.
 */
interface FrameView {
  clip: PixelRect;
  offsetX: number;
  offsetY: number;
  scale: number;
}

function frameView(frame: HTMLIFrameElement): FrameView {
  const box = frame.getBoundingClientRect();
  const scale = frame.offsetWidth > 0 ? box.width / frame.offsetWidth : 1;
  const left = box.left + frame.clientLeft * scale;
  const top = box.top + frame.clientTop * scale;
  const holder = frame.parentElement?.getBoundingClientRect() ?? box;
  const clipLeft = Math.max(left, holder.left);
  const clipTop = Math.max(top, holder.top);
  const width = Math.max(0, Math.min(left + frame.clientWidth * scale, holder.right) - clipLeft);
  const height = Math.max(0, Math.min(top + frame.clientHeight * scale, holder.bottom) - clipTop);
  return { clip: { left: clipLeft, top: clipTop, width, height }, offsetX: left - clipLeft, offsetY: top - clipTop, scale };
}

/** A rectangle in frame pixels as the shell draws it: scaled with the frame. */
function boxStyle(rect: PixelRect, scale = 1) {
  return { left: rect.left * scale, top: rect.top * scale, width: rect.width * scale, height: rect.height * scale };
}

/**
 * The selected block's frame drawn over the editing frame: drag it to move the block, drag a
 * handle to resize it, both snapped to the section's grid with alignment guides; with the frame
 * focused, arrows move by one cell and Shift with arrows resizes, Enter (or leaving) keeps the
 * change and Escape puts the block back. Each change is spoken through `announce`.
 */
export function GridOverlay(props: {
  frameRef: RefObject<HTMLIFrameElement | null>;
  doc: Document;
  layoutTick: number;
  section: Section;
  blockId: string;
  blockLabel: string;
  arrangement: Arrangement;
  isDisabled: boolean;
  onPlace: (place: GridPlace) => void;
  announce: (message: string) => void;
}) {
  const { section, blockId, arrangement } = props;
  const block = section.blocks.find((b) => b.id === blockId);
  const stored = block ? placeIn(section, block, arrangement) : null;
  const [pending, setPending] = useState<Pending | null>(null);
  const [measured, setMeasured] = useState<{ tracks: GridTracks; frame: FrameView } | null>(null);
  const focusRef = useRef<HTMLButtonElement | null>(null);
  const place = pending?.place ?? stored;

  const area = place ? gridArea(place) : null;
  const { doc, frameRef, layoutTick } = props;
  useLayoutEffect(() => {
    const found = findCell(doc, blockId);
    const frame = frameRef.current;
    if (found && area) found.cell.style.gridArea = area;
    setMeasured(found && frame ? { tracks: measureTracks(found.grid), frame: frameView(frame) } : null);
  }, [doc, frameRef, layoutTick, blockId, area]);

  const cancel = () => {
    if (!pending || !stored) return;
    setPending(null);
    props.announce(describeCancel(props.blockLabel, pending.start));
  };
  const keep = (next: Pending | null) => {
    setPending(null);
    if (next && !samePlace(next.start, next.place)) props.onPlace(next.place);
  };

  useEffect(() => {
    if (!pending?.drag) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      cancel();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  if (!block || !stored || !place || !measured) return null;
  const rect = placeRect(place, measured.tracks);
  const others = section.blocks.filter((b) => b.id !== blockId).map((b) => placeIn(section, b, arrangement));
  const guides = pending ? alignmentGuides(place, others, arrangement) : [];
  const scale = measured.frame.scale;
  const columns = measured.tracks.columns;
  const gridLeft = columns[0]?.start ?? rect.left;
  const gridRight = columns.length > 0 ? columns[columns.length - 1]!.start + columns[columns.length - 1]!.size : rect.left + rect.width;
  const rows = measured.tracks.rows;
  const gridTop = Math.min(rows[0]?.start ?? rect.top, rect.top);
  const gridBottom = Math.max(rows.length > 0 ? rows[rows.length - 1]!.start + rows[rows.length - 1]!.size : 0, rect.top + rect.height);

  const startDrag = (handle: DragHandle) => (event: PointerEvent<HTMLElement>) => {
    if (props.isDisabled || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    focusRef.current?.focus();
    setPending({ start: stored, place: stored, drag: { handle, x: event.clientX, y: event.clientY, tracks: measured.tracks, pointerId: event.pointerId } });
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const drag = pending?.drag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const next = snapDrag(pending.start, drag.handle, (event.clientX - drag.x) / scale, (event.clientY - drag.y) / scale, drag.tracks, arrangement);
    if (!samePlace(next, pending.place)) setPending({ ...pending, place: next });
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!pending?.drag || pending.drag.pointerId !== event.pointerId) return;
    if (!samePlace(pending.start, pending.place)) props.announce(describeMove(props.blockLabel, pending.start, pending.place));
    keep(pending);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (props.isDisabled) return;
    if (event.key === "Escape" && pending) {
      event.preventDefault();
      event.stopPropagation();
      cancel();
      return;
    }
    if (event.key === "Enter" && pending) {
      event.preventDefault();
      keep(pending);
      return;
    }
    const next = keyboardPlace(place, event.key, event.shiftKey, arrangement);
    if (!next) return;
    event.preventDefault();
    const start = pending?.start ?? stored;
    setPending({ start, place: next, drag: null });
    props.announce(describeMove(props.blockLabel, start, next));
  };
  const onWheel = (event: WheelEvent) => props.doc.defaultView?.scrollBy(event.deltaX / scale, event.deltaY / scale);

  return createPortal(
    <div className="grid-overlay" style={boxStyle(measured.frame.clip)} data-testid="grid-overlay">
      <div className="grid-overlay-page" style={{ left: measured.frame.offsetX, top: measured.frame.offsetY }}>
        {guides.map((guide) => {
          const at = guidePixels(guide, pending?.drag?.tracks ?? measured.tracks);
          const style =
            guide.axis === "x"
              ? { left: at * scale, top: gridTop * scale, height: (gridBottom - gridTop) * scale }
              : { top: at * scale, left: gridLeft * scale, width: (gridRight - gridLeft) * scale };
          return <div key={`${guide.axis}${guide.line}`} className={`grid-guide grid-guide-${guide.axis}`} style={style} data-testid="grid-guide" />;
        })}
        <button
          type="button"
          ref={focusRef}
          className={pending ? "grid-selection grid-selection-moving" : "grid-selection"}
          style={boxStyle(rect, scale)}
          aria-roledescription="placed block"
          aria-label={`${props.blockLabel} block at ${placeInWords(place)}. Arrow keys move it by one cell, Shift and arrow keys resize it, Enter keeps the change, Escape cancels it.`}
          id={GRID_SELECTION_ID}
          data-testid="grid-selection"
          onPointerDown={startDrag("move")}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={cancel}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (pending && !pending.drag) keep(pending);
          }}
          onWheel={onWheel}
        >
          {props.isDisabled
            ? null
            : RESIZE_HANDLES.map((handle) => (
                <span key={handle} className={`grid-handle grid-handle-${handle}`} data-handle={handle} aria-hidden="true" onPointerDown={startDrag(handle)} />
              ))}
        </button>
      </div>
    </div>,
    document.body,
  );
}
