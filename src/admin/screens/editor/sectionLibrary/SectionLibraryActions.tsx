import { useState } from "react";
import { Button } from "react-aria-components";
import { isSharedPlacement, type PageSection } from "../../../../blocks/sections/sectionModel";
import { ApiError } from "../../../api/client";
import { layoutsApi } from "../../../api/layouts";
import { Notice } from "../../../shell/ui/states";
import { blockSummary } from "../blockSummary";
import { AddSectionDialog } from "./AddSectionDialog";
import { SaveSectionDialog, type SavableSection } from "./SaveSectionDialog";

type Open = { kind: "add"; version: number } | { kind: "save"; version: number; sections: SavableSection[] } | null;

/** The page's own sections, each labelled by its place and first block. */
function savableSections(sections: readonly PageSection[]): SavableSection[] {
  return sections.flatMap((section, index) => {
    if (isSharedPlacement(section)) return [];
    const first = section.blocks[0];
    const summary = first ? blockSummary(first) : null;
    return [{ id: section.id, label: `Section ${index + 1}${summary ? `: ${summary.label}${summary.detail ? ` — ${summary.detail}` : ""}` : " (empty)"}` }];
  });
}

/**
 * The editor's entry to the section library: "Add section" (a starter design, a saved copy or a
 * shared section) and "Save to library". Both act on the page's saved draft on the server, so
 * they wait until the editor has nothing unsaved (`isSaved`) and then `onChanged` reloads it.
 */
export function SectionLibraryActions(props: { ownerId: string; isSaved: boolean; isDisabled: boolean; onChanged: () => void }) {
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const start = async (kind: "add" | "save") => {
    setNotice(null);
    try {
      const layout = await layoutsApi.read(props.ownerId);
      if (kind === "add") setOpen({ kind, version: layout.draftVersion });
      else {
        const sections = savableSections(layout.draft.sections);
        if (sections.length === 0) setNotice({ tone: "error", text: "This page has no section of its own to save." });
        else setOpen({ kind, version: layout.draftVersion, sections });
      }
    } catch (error) {
      setNotice({ tone: "error", text: error instanceof ApiError ? error.message : "Unable to connect…" });
    }
  };
  const disabled = props.isDisabled || !props.isSaved;

  return (
    <>
      <div className="row">
        <Button className="btn" isDisabled={disabled} onPress={() => void start("add")}>
          Add section
        </Button>
        <Button className="btn" isDisabled={disabled} onPress={() => void start("save")}>
          Save to library
        </Button>
      </div>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {open?.kind === "add" ? (
        <AddSectionDialog
          ownerId={props.ownerId}
          version={open.version}
          onClose={() => setOpen(null)}
          onInserted={() => {
            setOpen(null);
            setNotice({ tone: "success", text: "Section added to the page's draft." });
            props.onChanged();
          }}
        />
      ) : null}
      {open?.kind === "save" ? (
        <SaveSectionDialog
          ownerId={props.ownerId}
          version={open.version}
          sections={open.sections}
          onClose={() => setOpen(null)}
          onSaved={(name) => {
            setNotice({ tone: "success", text: `“${name}” is in the library.` });
            props.onChanged();
          }}
        />
      ) : null}
    </>
  );
}
