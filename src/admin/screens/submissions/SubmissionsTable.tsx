import { useState } from "react";
import { formDataApi, type FormSummary, type Submission } from "../../api/formData";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { EmptyState, NoMatch } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { useDebounced } from "../../shell/useDebounced";

const PAGE_SIZE = 50;

/** Submitted, a column per field any submission of the page has (in order of first appearance), then the page it came from. */
function columnsOf(submissions: readonly Submission[]): DataColumn<Submission>[] {
  const fields = new Map<string, string>();
  for (const submission of submissions) for (const field of submission.fields) if (!fields.has(field.id)) fields.set(field.id, field.title);
  return [
    { id: "submitted", header: "Submitted", cell: (submission) => new Date(submission.createdAt).toLocaleString() },
    ...[...fields].map(([id, title]) => ({
      id: `field-${id}`,
      header: title,
      cell: (submission: Submission) => submission.fields.find((field) => field.id === id)?.text ?? "",
    })),
    { id: "page", header: "Page", cell: (submission) => submission.pageTitle || submission.pagePath },
  ];
}

/** One form's submissions: search, a page of rows with a column per field, paging and the CSV download. */
export function SubmissionsTable({ form }: { form: FormSummary }) {
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);
  const query = useDebounced(search.trim());
  const page = useLoad(() => formDataApi.submissions(form.id, query, PAGE_SIZE, offset), [form.id, query, offset]);
  const columns = page.status === "ready" ? columnsOf(page.data.items) : [];

  return (
    <div className="stack">
      <div className="row">
        <div className="grow">
          <TextInput
            label="Search submissions"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setOffset(0);
            }}
          />
        </div>
        <a className="btn" href={formDataApi.submissionsCsvHref(form.id, query)} download>
          Download CSV
        </a>
      </div>
      <DataTable
        caption={`Submissions of ${form.name}`}
        columns={columns}
        rows={page.status === "ready" ? page.data.items : page}
        rowKey={(submission) => submission.id}
        empty={
          query ? (
            <NoMatch what="submissions" search={query} />
          ) : (
            <EmptyState title="No submissions yet">
              {form.saveSubmissions ? "Submissions appear here as visitors send the form." : "This form does not keep its submissions."}
            </EmptyState>
          )
        }
        paging={page.status === "ready" ? { total: page.data.total, offset, limit: PAGE_SIZE, onOffset: setOffset } : undefined}
      />
    </div>
  );
}
