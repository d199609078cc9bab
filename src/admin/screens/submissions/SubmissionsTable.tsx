import { useState } from "react";
import { formDataApi, type FormSummary, type Submission } from "../../api/formData";
import { EmptyState, ErrorState, Loading } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { Pager } from "../../shell/ui/Pager";
import { useDebounced } from "../../shell/useDebounced";

const PAGE_SIZE = 50;

function columnsOf(submissions: readonly Submission[]): { id: string; title: string }[] {
  const columns = new Map<string, string>();
  for (const submission of submissions) for (const field of submission.fields) if (!columns.has(field.id)) columns.set(field.id, field.title);
  return [...columns].map(([id, title]) => ({ id, title }));
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
      {page.status === "loading" ? <Loading /> : null}
      {page.status === "error" ? <ErrorState message={page.message} onRetry={page.reload} /> : null}
      {page.status === "ready" && page.data.total === 0 ? (
        <EmptyState title={query ? "No submissions match" : "No submissions yet"}>
          {query
            ? "Try other words."
            : form.saveSubmissions
              ? "Submissions appear here as visitors send the form."
              : "This form does not keep its submissions."}
        </EmptyState>
      ) : null}
      {page.status === "ready" && page.data.total > 0 ? (
        <>
          <div className="table-scroll">
            <table className="data-table">
              <caption className="sr-only">Submissions of {form.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Submitted</th>
                  {columns.map((column) => (
                    <th scope="col" key={column.id}>
                      {column.title}
                    </th>
                  ))}
                  <th scope="col">Page</th>
                </tr>
              </thead>
              <tbody>
                {page.data.items.map((submission) => (
                  <tr key={submission.id}>
                    <td>{new Date(submission.createdAt).toLocaleString()}</td>
                    {columns.map((column) => (
                      <td key={column.id}>{submission.fields.find((field) => field.id === column.id)?.text ?? ""}</td>
                    ))}
                    <td>{submission.pageTitle || submission.pagePath}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager total={page.data.total} offset={offset} limit={PAGE_SIZE} onOffset={setOffset} />
        </>
      ) : null}
    </div>
  );
}
