import { useState } from "react";
import { Button } from "react-aria-components";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { ApiError } from "../../api/client";
import { redirectsApi, type Redirect } from "../../api/redirects";
import { useCan } from "../../shell/access";
import { actionsColumn } from "../../shell/ui/actionsColumn";
import { ConfirmDeleteDialog } from "../../shell/ui/ConfirmDeleteDialog";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { EmptyState, ErrorState, Loading, NoMatch, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useListPage } from "../../shell/useListPage";
import { ImportCsvButton, type ImportOutcome } from "./ImportCsvButton";
import { RedirectDialog } from "./RedirectDialog";
import "../../styles/screens.css";

/** The redirect being added (null) or changed, while its dialog is open. */
type Editing = { redirect: Redirect | null } | null;

/** Whether a redirect sends every page under its old address too (its old address ends in "/*"). */
function coversPagesUnder(redirect: Redirect): boolean {
  return redirect.from.endsWith("/*");
}

const COLUMNS: DataColumn<Redirect>[] = [
  { id: "from", header: "Old address", cell: (redirect) => redirect.from },
  { id: "to", header: "New address", cell: (redirect) => redirect.to },
  { id: "status", header: "Kind of move", cell: (redirect) => (redirect.status === 302 ? "For now (302)" : "For good (301)") },
  { id: "covers", header: "Sends", cell: (redirect) => (coversPagesUnder(redirect) ? "This page and every page under it" : "This page only") },
];

/**
 * The redirects screen: the site's redirects a page at a time with a search, adding, changing
 * and deleting one, and importing many from a CSV file. Visitors who open an old address that
 * no page answers are sent to the new one.
 */
export default function RedirectsScreen() {
  const canWrite = useCan(PERMISSION.SETTINGS, "write");
  const list = useListPage(
    (page) => redirectsApi.list(page),
    (data) => data.total,
    [],
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Redirect | null>(null);
  const [notice, setNotice] = useState<ImportOutcome | null>(null);
  const { page } = list;

  const remove = async (redirect: Redirect) => {
    try {
      await redirectsApi.remove(redirect.id);
      setNotice({ tone: "success", text: `The redirect from ${redirect.from} was deleted.` });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setNotice({ tone: "error", text: error.message });
    }
    page.reload();
  };

  const add = canWrite ? (
    <Button className="btn btn-primary" onPress={() => setEditing({ redirect: null })}>
      Add redirect
    </Button>
  ) : null;
  const columns: DataColumn<Redirect>[] = canWrite
    ? [
        ...COLUMNS,
        actionsColumn((redirect: Redirect) => (
          <div className="row">
            <Button className="btn btn-small" onPress={() => setEditing({ redirect })} aria-label={`Change the redirect from ${redirect.from}`}>
              Change
            </Button>
            <Button className="btn btn-small" onPress={() => setDeleting(redirect)} aria-label={`Delete the redirect from ${redirect.from}`}>
              Delete
            </Button>
          </div>
        )),
      ]
    : COLUMNS;

  const empty = page.status === "ready" && page.data.total === 0 && list.query === "";
  let body;
  if (page.status === "loading") body = <Loading />;
  else if (page.status === "error") body = <ErrorState message={page.message} onRetry={page.reload} />;
  else if (empty)
    body = (
      <EmptyState title="No redirects yet" action={add}>
        When a page moves, add a redirect from its old address so links and search results that still use it lead to the new one.
      </EmptyState>
    );
  else
    body = (
      <div className="stack">
        <TextInput label="Search redirects" value={list.search} onChange={list.setSearch} description="Old or new address" />
        <DataTable
          caption="Redirects"
          columns={columns}
          rows={page.data.redirects}
          rowKey={(redirect) => redirect.id}
          empty={<NoMatch what="redirects" search={list.query} />}
          paging={list.paging(page.data.total)}
          stacksOnPhone
        />
      </div>
    );

  return (
    <div className="screen">
      <h1 className="screen-title">Redirects</h1>
      {canWrite ? (
        <>
          <div className="row">
            {empty ? null : add}
            <ImportCsvButton
              onImported={(outcome) => {
                setNotice(outcome);
                if (outcome.tone === "success") page.reload();
              }}
            />
          </div>
          <p className="field-help">
            A CSV file holds one redirect a line: the old address, the new address and 301 or 302, such as <span className="mono">/old-menu,/menu,301</span>.
          </p>
        </>
      ) : (
        <Notice tone="info">You can see the redirects but not change them.</Notice>
      )}
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {body}
      {editing ? (
        <RedirectDialog
          redirect={editing.redirect}
          onClose={() => setEditing(null)}
          onSaved={(saved, added) => {
            setNotice({
              tone: "success",
              text: added ? `Visitors who open ${saved.from} now go to ${saved.to}.` : `The redirect from ${saved.from} was saved.`,
            });
            page.reload();
          }}
        />
      ) : null}
      <ConfirmDeleteDialog
        item={deleting}
        title={(redirect) => `Delete the redirect from ${redirect.from}?`}
        onDelete={(item) => void remove(item)}
        onCancel={() => setDeleting(null)}
      >
        Visitors who open the old address get the page not found message again, unless a page answers it.
      </ConfirmDeleteDialog>
    </div>
  );
}
