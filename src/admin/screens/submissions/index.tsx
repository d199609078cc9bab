import { useState } from "react";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { formDataApi } from "../../api/formData";
import { useCan } from "../../shell/access";
import { SelectField } from "../../shell/ui/SelectField";
import { EmptyState, ErrorState, Loading } from "../../shell/ui/states";
import { Tabs } from "../../shell/ui/Tabs";
import { useLoad } from "../../shell/useLoad";
import { SubmissionsTable } from "./SubmissionsTable";
import { SubscribersTable } from "./SubscribersTable";
import "../../styles/screens.css";

function FormSubmissions() {
  const forms = useLoad(() => formDataApi.forms(), []);
  const [chosen, setChosen] = useState<string | null>(null);
  if (forms.status === "loading") return <Loading />;
  if (forms.status === "error") return <ErrorState message={forms.message} onRetry={forms.reload} />;
  const list = forms.data.forms.filter((form) => form.kind === "form");
  if (list.length === 0) return <EmptyState title="No forms yet">Add a form block to a page; its submissions appear here.</EmptyState>;
  const form = list.find((f) => f.id === chosen) ?? list[0]!;
  return (
    <div className="stack">
      <SelectField label="Form" value={form.id} options={list.map((f) => ({ value: f.id, label: `${f.name} (${f.submissionCount})` }))} onChange={setChosen} />
      <SubmissionsTable key={form.id} form={form} />
    </div>
  );
}

/** Form submissions per form and the newsletter's subscribers, each searchable and downloadable as CSV. */
export default function SubmissionsScreen() {
  const canSeeSubscribers = useCan(PERMISSION.NEWSLETTER_SUBSCRIBERS_READ, "read");
  return (
    <div className="screen">
      <h1 className="screen-title">Form submissions</h1>
      <Tabs
        label="Form data"
        sections={[
          { id: "submissions", title: "Submissions", content: <FormSubmissions /> },
          ...(canSeeSubscribers ? [{ id: "subscribers", title: "Newsletter subscribers", content: <SubscribersTable /> }] : []),
        ]}
      />
    </div>
  );
}
