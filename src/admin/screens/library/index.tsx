import { useState } from "react";
import { Button, Link } from "react-aria-components";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { ApiError } from "../../api/client";
import { sectionLibraryApi, type LibrarySection, type LibrarySectionDraft } from "../../api/sectionLibrary";
import { useCan } from "../../shell/access";
import { screenHref } from "../../shell/router";
import { actionsColumn } from "../../shell/ui/actionsColumn";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { FormDialog } from "../../shell/ui/FormDialog";
import { EmptyState, ErrorState, Loading, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { EditSectionDialog } from "./EditSectionDialog";
import "../../styles/screens.css";

type Pending = { kind: "rename"; section: LibrarySection } | { kind: "delete"; section: LibrarySection } | { kind: "edit"; entry: LibrarySectionDraft } | null;

function usedOnText(section: LibrarySection): string {
  if (section.kind === "copy") return "—";
  return section.usedOn.length === 0 ? "No page" : section.usedOn.map((u) => u.title).join(", ");
}

/**
 * The section library screen: the site's saved copies and shared sections with where each shared
 * one is used, rename, edit the words (a shared section's blocks, places and style in the page
 * editor's grid, its "Edit"), publish a shared section's changes (every page placing it
 * shows them) and delete (a shared section still used is deleted only by turning its places into copies).
 */
export default function LibraryScreen() {
  const canWrite = useCan(PERMISSION.CONTENT_MANAGER, "write");
  const library = useLoad(() => sectionLibraryApi.list(), []);
  const [pending, setPending] = useState<Pending>(null);
  const [name, setName] = useState("");
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setNotice({ tone: "success", text: done });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setNotice({ tone: "error", text: error.message });
    }
    library.reload();
  };

  const openEditor = async (section: LibrarySection) => {
    try {
      setPending({ kind: "edit", entry: await sectionLibraryApi.read(section.id) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setNotice({ tone: "error", text: error.message });
    }
  };

  if (library.status === "loading") return <Loading />;
  if (library.status === "error") return <ErrorState message={library.message} onRetry={library.reload} />;

  const columns: DataColumn<LibrarySection>[] = [
    { id: "name", header: "Name", cell: (s) => s.name, sortKey: (s) => s.name.toLowerCase() },
    { id: "kind", header: "Kind", cell: (s) => (s.kind === "shared" ? "Shared" : "Copy") },
    { id: "used", header: "Used on", cell: usedOnText },
    {
      id: "state",
      header: "State",
      cell: (s) => (s.kind === "copy" ? `${s.blockCount} blocks` : s.hasChanges ? "Unpublished changes" : "Published"),
    },
    actionsColumn((s: LibrarySection) => (
      <div className="row">
        {s.kind === "shared" ? (
          <Link className="btn btn-small" aria-label={`Edit ${s.name}`} href={screenHref("library/:sectionId", { sectionId: s.id })}>
            Edit
          </Link>
        ) : null}
        <Button className="btn btn-small" aria-label={`Edit words of ${s.name}`} onPress={() => void openEditor(s)}>
          Edit words
        </Button>
        {s.kind === "shared" ? (
          <Button
            className="btn btn-small btn-primary"
            aria-label={`Publish ${s.name}`}
            isDisabled={!canWrite || !s.hasChanges}
            onPress={() => void act(() => sectionLibraryApi.publish(s.id, s.draftVersion), `“${s.name}” is published on every page using it.`)}
          >
            Publish
          </Button>
        ) : null}
        <Button
          className="btn btn-small"
          aria-label={`Rename ${s.name}`}
          isDisabled={!canWrite}
          onPress={() => {
            setName(s.name);
            setPending({ kind: "rename", section: s });
          }}
        >
          Rename
        </Button>
        <Button className="btn btn-small" aria-label={`Delete ${s.name}`} isDisabled={!canWrite} onPress={() => setPending({ kind: "delete", section: s })}>
          Delete
        </Button>
      </div>
    )),
  ];

  const deleting = pending?.kind === "delete" ? pending.section : null;
  return (
    <div className="screen">
      <div className="screen-head">
        <h1 className="screen-title">Section library</h1>
      </div>
      {canWrite ? null : <Notice tone="info">You can see the library but not change it.</Notice>}
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <DataTable
        caption="Saved and shared sections"
        columns={columns}
        rows={library.data.sections}
        rowKey={(s) => s.id}
        empty={<EmptyState title="The library is empty">In a page's editor, choose “Save to library” to keep a section for other pages.</EmptyState>}
      />
      {pending?.kind === "rename" ? (
        <FormDialog
          title={`Rename “${pending.section.name}”`}
          submitLabel="Rename"
          onClose={() => setPending(null)}
          onSubmit={async () => {
            await sectionLibraryApi.rename(pending.section.id, name);
            setNotice({ tone: "success", text: `Renamed to “${name.trim()}”.` });
            library.reload();
          }}
        >
          {(errors) => <TextInput label="Name" value={name} onChange={setName} error={errors.name} isRequired autoFocus maxLength={80} />}
        </FormDialog>
      ) : null}
      {pending?.kind === "edit" ? (
        <EditSectionDialog
          entry={pending.entry}
          canWrite={canWrite}
          onClose={() => setPending(null)}
          onSaved={() => {
            setNotice({
              tone: "success",
              text: pending.entry.section.kind === "shared" ? "Draft saved. Publish it to show it on every page using it." : "Saved.",
            });
            library.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={`Delete “${deleting?.name ?? ""}”?`}
        confirmLabel={deleting && deleting.usedOn.length > 0 ? "Delete and keep copies on pages" : "Delete"}
        destructive
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const current = deleting;
          setPending(null);
          if (current) void act(() => sectionLibraryApi.remove(current.id, current.usedOn.length > 0), `“${current.name}” was deleted from the library.`);
        }}
      >
        {deleting && deleting.usedOn.length > 0
          ? `It is used on ${deleting.usedOn.map((u) => u.title).join(", ")}. Those pages keep a copy of it that no longer follows the library.`
          : "Pages that got a copy of it keep their copy."}
      </ConfirmDialog>
    </div>
  );
}
