import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Button } from "react-aria-components";
import type { BlockInstance } from "../../../blocks/types";
import { blockSummary } from "./blockSummary";

function SortableBlock(props: { block: BlockInstance; index: number; invalid: boolean; isDisabled: boolean; onSelect: () => void; onRemove: () => void }) {
  const { block } = props;
  const sortable = useSortable({ id: block.id, disabled: props.isDisabled });
  const { label, detail } = blockSummary(block);
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition };
  return (
    <li ref={sortable.setNodeRef} style={style} className={sortable.isDragging ? "block-row block-row-dragging" : "block-row"} data-testid="block-row">
      <button
        type="button"
        className="drag-handle"
        aria-label={`Move ${label} ${props.index + 1}${detail ? `: ${detail}` : ""}`}
        disabled={props.isDisabled}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <Button className="block-open" onPress={props.onSelect} aria-label={`Edit ${label}${detail ? `: ${detail}` : ""}`}>
        <span className="block-type">{label}</span>
        <span className="block-detail">{detail || "\u00a0"}</span>
        {props.invalid ? <span className="field-error">Needs attention</span> : null}
      </Button>
      <Button className="btn-icon" aria-label={`Delete ${label}${detail ? `: ${detail}` : ""}`} isDisabled={props.isDisabled} onPress={props.onRemove}>
        ✕
      </Button>
    </li>
  );
}

/**
 * The page's blocks in order. Reorder by dragging the handle, or with the keyboard: focus a
 * handle, press Space, move with the arrow keys, press Space to drop (Escape cancels).
 */
export function BlockList(props: {
  blocks: BlockInstance[];
  invalidIds: ReadonlySet<string>;
  isDisabled: boolean;
  onMove: (from: number, to: number) => void;
  onSelect: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = props.blocks.map((b) => b.id);
  const name = (id: string | number) => {
    const index = ids.indexOf(String(id));
    const block = props.blocks[index];
    return block ? `${blockSummary(block).label} ${index + 1}` : "block";
  };
  const position = (id: string | number | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}. Use the arrow keys to move it, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} is over position ${position(over.id)} of ${ids.length}.` : `${name(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} dropped at position ${position(over.id)} of ${ids.length}.` : `${name(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
  const onDragEnd = (event: DragEndEvent) => {
    if (!event.over || event.active.id === event.over.id) return;
    props.onMove(ids.indexOf(String(event.active.id)), ids.indexOf(String(event.over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: "To move a block, press Space, then use the arrow keys, and press Space again to drop it." },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="block-list" aria-label="Blocks on this page">
          {props.blocks.map((block, index) => (
            <SortableBlock
              key={block.id}
              block={block}
              index={index}
              invalid={props.invalidIds.has(block.id)}
              isDisabled={props.isDisabled}
              onSelect={() => props.onSelect(block.id)}
              onRemove={() => props.onRemove(block.id)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
