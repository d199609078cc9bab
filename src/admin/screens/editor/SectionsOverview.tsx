import { useMemo } from "react";
import { Button } from "react-aria-components";
import { DEFAULT_SECTION_STYLE, isSharedPlacement, type Arrangement } from "../../../blocks/sections/sectionModel";
import { newId } from "../../../domain/ids";
import { EmptyState, Notice } from "../../shell/ui/states";
import { invalidBlockIds } from "./invalidBlockIds";
import { SectionLibraryActions } from "./sectionLibrary/SectionLibraryActions";
import { AddSectionMenu } from "./sections/AddSectionMenu";
import { canAddBlocks, MAX_PAGE_BLOCKS, PAGE_FULL_MESSAGE, pageBlockCount } from "./sections/sectionEditorState";
import { SectionOutline } from "./sections/SectionOutline";
import type { Selection, useEditorCommands } from "./useEditorCommands";
import type { LayoutEditor } from "./useLayoutEditor";

/**
 * The panel when nothing is selected: the outline of sections and blocks with their actions,
 * "Add block", "New section", the count against the page's block limit, and a page's section
 * library actions.
 */
export function SectionsOverview(props: {
  /** The page the section library acts on. */
  ownerId: string;
  editor: LayoutEditor;
  commands: Pick<ReturnType<typeof useEditorCommands>, "pasteSection" | "pasteBlock" | "onSectionCommand" | "onBlockCommand">;
  arrangement: Arrangement;
  canWrite: boolean;
  select: (selection: Selection) => void;
  /** Opens the block catalogue to add a block to this section. */
  onAddBlock: (sectionId: string) => void;
  /** The section library changed the page on the server. */
  onLibraryChanged: () => void;
}) {
  const { editor, commands, canWrite, select } = props;
  const { history, dispatch, meta } = editor;
  const sections = history.present;
  const shared = meta?.shared;
  const flowing = history.flowing;
  const blockCount = pageBlockCount(sections, history.sharedBlockCounts);
  const full = !canAddBlocks(history);
  const invalidIds = useMemo(() => invalidBlockIds(sections), [sections]);
  const addSection = (index: number) => {
    const section = { id: newId(), style: DEFAULT_SECTION_STYLE, blocks: [] };
    dispatch({ type: "insertSection", section, index });
    select({ kind: "section", id: section.id });
  };
  /** The screen's "Add block": into the page's last own section, or a new one when it has none. */
  const addBlockAtEnd = () => {
    const last = sections.findLast((s) => !isSharedPlacement(s));
    if (last) return props.onAddBlock(last.id);
    const section = { id: newId(), style: DEFAULT_SECTION_STYLE, blocks: [] };
    dispatch({ type: "insertSection", section, index: sections.length });
    props.onAddBlock(section.id);
  };
  return (
    <>
      {blockCount === 0 ? <EmptyState title="This page has no blocks yet">Add a heading, some text or a gallery to start.</EmptyState> : null}
      {sections.length === 0 ? null : (
        <SectionOutline
          sections={sections}
          arrangement={props.arrangement}
          invalidIds={invalidIds}
          isDisabled={!canWrite}
          flowing={flowing}
          isFixed={Boolean(shared)}
          onSelectSection={(id) => select({ kind: "section", id })}
          onSelectBlock={(id) => select({ kind: "block", id })}
          onSectionCommand={commands.onSectionCommand}
          onBlockCommand={commands.onBlockCommand}
          onAddBlock={props.onAddBlock}
          onPasteBlock={commands.pasteBlock}
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
              { id: "paste", label: "Paste section", onAction: () => commands.pasteSection(sections.length) },
            ]}
          />
        )}
        <span className="field-help">
          {blockCount} of {MAX_PAGE_BLOCKS} blocks
        </span>
      </div>
      {full ? <Notice tone="info">{PAGE_FULL_MESSAGE}</Notice> : null}
      {meta?.owner.kind === "page" && !shared ? (
        <SectionLibraryActions ownerId={props.ownerId} isSaved={editor.saveState === "saved"} isDisabled={!canWrite} onChanged={props.onLibraryChanged} />
      ) : null}
    </>
  );
}
