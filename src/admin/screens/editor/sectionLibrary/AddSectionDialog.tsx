import { useState } from "react";
import { Button, Input, Label, SearchField } from "react-aria-components";
import { ApiError } from "../../../api/client";
import { sectionLibraryApi } from "../../../api/sectionLibrary";
import { ModalDialog } from "../../../shell/ui/ModalDialog";
import { EmptyState, ErrorState, Loading, Notice } from "../../../shell/ui/states";
import { useLoad } from "../../../shell/useLoad";

/** What the dialog inserts: a starter design or a library section. */
type Source = { starter: string } | { libraryId: string };

interface Choice {
  key: string;
  name: string;
  description: string;
  source: Source;
}

function matches(choice: Choice, needle: string): boolean {
  return needle === "" || `${choice.name} ${choice.description}`.toLowerCase().includes(needle);
}

function ChoiceList(props: { title: string; choices: readonly Choice[]; busy: boolean; onPick: (choice: Choice) => void }) {
  return (
    <section aria-label={props.title}>
      <h3 className="section-title">{props.title}</h3>
      <ul className="catalogue">
        {props.choices.map((choice) => (
          <li key={choice.key}>
            <Button
              className="catalogue-item"
              isDisabled={props.busy}
              onPress={() => props.onPick(choice)}
              aria-label={`${choice.name}: ${choice.description}`}
            >
              <span className="catalogue-label">{choice.name}</span>
              <span className="catalogue-description">{choice.description}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The "Add section" dialog: the starter designs and the site's library, searchable, each a
 * button (Tab and Enter reach and pick them). A starter or a saved copy is inserted as a copy; a
 * shared section is placed by reference. The server inserts it in the page's draft read at
 * `version`, then `onInserted` is called.
 */
export function AddSectionDialog(props: { ownerId: string; version: number; at?: number; onInserted: () => void; onClose: () => void }) {
  const library = useLoad(() => sectionLibraryApi.list(), []);
  const [query, setQuery] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const needle = query.trim().toLowerCase();

  const pick = async (choice: Choice) => {
    setBusy(true);
    setProblem(null);
    try {
      await sectionLibraryApi.insert({ ownerId: props.ownerId, version: props.version, at: props.at, source: choice.source });
      props.onInserted();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : "Unable to connect…");
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (library.status === "loading") return <Loading />;
    if (library.status === "error") return <ErrorState message={library.message} onRetry={library.reload} />;
    const starters: Choice[] = library.data.starters.map((s) => ({
      key: `starter-${s.key}`,
      name: s.name,
      description: s.description,
      source: { starter: s.key },
    }));
    const own: Choice[] = library.data.sections.map((s) => ({
      key: s.id,
      name: s.name,
      description: s.kind === "shared" ? "Shared: stays the same on every page" : `A copy of ${s.blockCount} block${s.blockCount === 1 ? "" : "s"}`,
      source: { libraryId: s.id },
    }));
    const shownOwn = own.filter((c) => matches(c, needle));
    const shownStarters = starters.filter((c) => matches(c, needle));
    return (
      <>
        {own.length === 0 ? (
          <EmptyState title="Your library is empty">Save a section of any page to the library to use it again here.</EmptyState>
        ) : shownOwn.length > 0 ? (
          <ChoiceList title="Your library" choices={shownOwn} busy={busy} onPick={(c) => void pick(c)} />
        ) : null}
        {shownStarters.length > 0 ? <ChoiceList title="Starter designs" choices={shownStarters} busy={busy} onPick={(c) => void pick(c)} /> : null}
        {shownOwn.length === 0 && shownStarters.length === 0 ? <EmptyState title={`No section matches “${query}”`} /> : null}
      </>
    );
  };

  return (
    <ModalDialog title="Add a section" onClose={props.onClose} wide cancellable>
      <SearchField className="field" value={query} onChange={setQuery} autoFocus>
        <Label>Search sections</Label>
        <Input className="input" />
      </SearchField>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {body()}
    </ModalDialog>
  );
}
