import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from "@dnd-kit/core";
import { Icon } from "../../../shell/ui/Icon";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import { Button, Link, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { isSharedPlacement, type Arrangement, type PageSection, type PlacedBlock, type Section } from "../../../../blocks/sections/sectionModel";
import { screenHref } from "../../../shell/router";
import { blockSummary } from "../blockSummary";
import { desktopOrder, readingOrder } from "../../../../blocks/sections/readingOrder";

/** What the outline's menus can do to a section. */
export type SectionCommand = "up" | "down" | "duplicate" | "copy" | "remove";

/** What the outline can do to a block. */
export type BlockCommand = "earlier" | "later" | "duplicate" | "copy" | "remove";

const SECTION_COMMANDS: readonly [SectionCommand, string][] = [
  ["up", "Move up"],
  ["down", "Move down"],
  ["duplicate", "Duplicate"],
  ["copy", "Copy"],
  ["remove", "Delete"],
];

const BLOCK_COMMANDS: readonly [BlockCommand, string][] = [
  ["earlier", "Move up"],
  ["later", "Move down"],
  ["duplicate", "Duplicate"],
  ["copy", "Copy"],
];

/** A section's blocks in the order the chosen arrangement reads them: by row, then column (the phone's is the page's HTML order). */
function orderIn(section: Section, arrangement: Arrangement): PlacedBlock[] {
  return arrangement === "phone" ? readingOrder(section) : desktopOrder(section.blocks);
}

function CommandMenu<C extends string>(props: {
  label: string;
  commands: readonly [C, string][];
  isDisabled: boolean;
  disabled?: readonly C[];
  onCommand: (command: C) => void;
}) {
  return (
    <MenuTrigger>
      <Button className="btn-icon" aria-label={props.label} isDisabled={props.isDisabled}>
        ⋯
      </Button>
      <Popover className="popover" placement="bottom end">
        <Menu className="menu" disabledKeys={props.disabled} onAction={(key) => props.onCommand(key as C)}>
          {props.commands.map(([command, label]) => (
            <MenuItem className={command === "remove" ? "menu-item menu-danger" : "menu-item"} id={command} key={command}>
              {label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** One section of the outline, with the handle that drags it (pointer, or Space and arrows). */
function SortableSection(props: { id: string; name: string; isDisabled: boolean; children: ReactNode }) {
  const sortable = useSortable({ id: props.id, disabled: props.isDisabled });
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={sortable.isDragging ? "section-outline-item block-row-dragging" : "section-outline-item"}
      data-testid="section-row"
    >
      <button
        type="button"
        className="drag-handle"
        aria-label={`Move ${props.name}`}
        disabled={props.isDisabled}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      {props.children}
    </li>
  );
}

/** A section's blocks in the edited arrangement's reading order, each with its actions. */
function BlockRows(props: {
  section: Section;
  label: string;
  arrangement: Arrangement;
  invalidIds: ReadonlySet<string>;
  isDisabled: boolean;
  onSelectBlock: (id: string) => void;
  onBlockCommand: (id: string, command: BlockCommand) => void;
}) {
  const listed = orderIn(props.section, props.arrangement);
  return (
    <ul className="block-list" aria-label={props.label}>
      {listed.map((block, index) => {
        const { label, detail } = blockSummary(block);
        const name = `${label}${detail ? `: ${detail}` : ""}`;
        // Moving up and down trades places with the neighbour in the listed arrangement's order.
        const fixed: BlockCommand[] = [...(index === 0 ? ["earlier" as const] : []), ...(index === listed.length - 1 ? ["later" as const] : [])];
        return (
          <li key={block.id} className="block-row" data-testid="block-row">
            <Button className="block-open" onPress={() => props.onSelectBlock(block.id)} aria-label={`Edit ${name}`}>
              <span className="block-type">{label}</span> <span className="block-detail">{detail || "\u00a0"}</span>
              {props.invalidIds.has(block.id) ? <span className="field-error">Needs attention</span> : null}
            </Button>
            <CommandMenu
              label={`Actions for ${name}`}
              commands={BLOCK_COMMANDS}
              disabled={fixed}
              isDisabled={props.isDisabled}
              onCommand={(command) => props.onBlockCommand(block.id, command)}
            />
            <Button className="btn-icon" aria-label={`Delete ${name}`} isDisabled={props.isDisabled} onPress={() => props.onBlockCommand(block.id, "remove")}>
              <Icon name="cross" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The page as an outline: its sections in order, each with its blocks in reading order, so
 * every section and block can be reached, chosen, copied, duplicated and deleted from the keyboard.
 * With one section, the screen's own "Add block" adds to it; with several, each has its own. A
 * post's one flowing section is listed as its blocks alone.
 */
/** How many blocks a section holds, as its outline row shows and says it. */
function blockCount(count: number): string {
  return `${count} ${count === 1 ? "block" : "blocks"}`;
}

export function SectionOutline(props: {
  sections: readonly PageSection[];
  arrangement: Arrangement;
  /** A post's one flowing section: its blocks are listed without the section around them. */
  flowing: boolean;
  /** A shared section edited on its own: its one section cannot be moved, copied or deleted. */
  isFixed?: boolean;
  invalidIds: ReadonlySet<string>;
  isDisabled: boolean;
  onSelectSection: (id: string) => void;
  onSelectBlock: (id: string) => void;
  onSectionCommand: (id: string, command: SectionCommand) => void;
  onBlockCommand: (id: string, command: BlockCommand) => void;
  onAddBlock: (sectionId: string) => void;
  onPasteBlock: (sectionId: string) => void;
  onMoveSection: (from: number, to: number) => void;
}) {
  const last = props.sections.length - 1;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = props.sections.map((section) => section.id);
  const position = (id: string | number | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const nameOf = (id: string | number) => `Section ${position(id)}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}. Use the arrow keys to move it, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over position ${position(over.id)} of ${ids.length}.` : `${nameOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at position ${position(over.id)} of ${ids.length}.` : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = (event: DragEndEvent) => {
    if (!event.over || event.active.id === event.over.id) return;
    props.onMoveSection(position(event.active.id) - 1, position(event.over.id) - 1);
  };
  const only = props.sections[0];
  if (props.flowing && only && !isSharedPlacement(only)) {
    return (
      <BlockRows
        section={only}
        label="Blocks on this page"
        arrangement="desktop"
        invalidIds={props.invalidIds}
        isDisabled={props.isDisabled}
        onSelectBlock={props.onSelectBlock}
        onBlockCommand={props.onBlockCommand}
      />
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: "To move a section, press Space, then use the arrow keys, and press Space again to drop it." },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="section-outline" aria-label="Sections on this page">
          {props.sections.map((section, index) => {
            const name = `Section ${index + 1}`;
            const disabled: SectionCommand[] = [...(index === 0 ? ["up" as const] : []), ...(index === last ? ["down" as const] : [])];
            return (
              <SortableSection key={section.id} id={section.id} name={name} isDisabled={props.isDisabled}>
                <div className="block-row">
                  {isSharedPlacement(section) ? (
                    <>
                      <span className="block-open">
                        <span className="block-type">{name}</span>
                        <span className="block-detail">Shared section</span>
                      </span>
                      <Link
                        className="btn btn-small"
                        aria-label={`Edit shared section (${name.toLowerCase()})`}
                        href={screenHref("library/:sectionId", { sectionId: section.sharedSectionId })}
                      >
                        Edit shared section
                      </Link>
                    </>
                  ) : (
                    <Button
                      className="block-open"
                      onPress={() => props.onSelectSection(section.id)}
                      aria-label={`Style of ${name}, ${blockCount(section.blocks.length)}`}
                    >
                      <span className="block-type">{name}</span> <span className="block-detail">{blockCount(section.blocks.length)}</span>
                    </Button>
                  )}
                  {props.isFixed ? null : (
                    <CommandMenu
                      label={`Actions for ${name}`}
                      commands={SECTION_COMMANDS}
                      disabled={disabled}
                      isDisabled={props.isDisabled}
                      onCommand={(command) => props.onSectionCommand(section.id, command)}
                    />
                  )}
                </div>
                {isSharedPlacement(section) ? null : (
                  <>
                    <BlockRows
                      section={section}
                      label={`Blocks of ${name}`}
                      arrangement={props.arrangement}
                      invalidIds={props.invalidIds}
                      isDisabled={props.isDisabled}
                      onSelectBlock={props.onSelectBlock}
                      onBlockCommand={props.onBlockCommand}
                    />
                    <div className="row">
                      {props.sections.length > 1 ? (
                        <Button className="btn btn-small" isDisabled={props.isDisabled} onPress={() => props.onAddBlock(section.id)}>
                          Add block to {name.toLowerCase()}
                        </Button>
                      ) : null}
                      <Button className="btn btn-small" isDisabled={props.isDisabled} onPress={() => props.onPasteBlock(section.id)}>
                        Paste block{props.sections.length > 1 ? ` into ${name.toLowerCase()}` : ""}
                      </Button>
                    </div>
                  </>
                )}
              </SortableSection>
            );
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
