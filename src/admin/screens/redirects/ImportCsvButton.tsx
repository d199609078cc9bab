import { useState } from "react";
import { Button, FileTrigger } from "react-aria-components";
import { redirectRoutes } from "../../../domain/api/redirects";
import { ApiError } from "../../api/client";
import { redirectsApi } from "../../api/redirects";

/** What an import ended with, for the screen's notice. */
export type ImportOutcome = { tone: "success" | "error"; text: string };

/** "Imported 1 redirect." or "Imported 12 redirects." */
function importedText(imported: number): string {
  return imported === 1 ? "Imported 1 redirect." : `Imported ${imported} redirects.`;
}

/**
 * Imports redirects from a CSV file the owner picks: its text is checked with the route's own
 * schema (its size) and sent as text/csv; the server takes all its lines or none and names the
 * first line it cannot read.
 */
export function ImportCsvButton(props: { onImported: (outcome: ImportOutcome) => void }) {
  const [busy, setBusy] = useState(false);

  const importFile = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      const text = await file.text();
      const checked = redirectRoutes.import.schema.body.safeParse(text);
      if (!checked.success) {
        props.onImported({ tone: "error", text: checked.error.issues[0]!.message });
        return;
      }
      const { imported } = await redirectsApi.importCsv(checked.data);
      props.onImported({ tone: "success", text: importedText(imported) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      props.onImported({ tone: "error", text: `${file.name} was not imported. ${error.message}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FileTrigger acceptedFileTypes={[".csv", "text/csv"]} onSelect={(files) => void importFile(files)}>
      <Button className="btn" isDisabled={busy}>
        {busy ? "Importing…" : "Import from a CSV file"}
      </Button>
    </FileTrigger>
  );
}
