import { useState } from "react";
import { Button } from "react-aria-components";
import { campaignRoutes, type suppressionSchema } from "../../../domain/api/campaigns";
import type { z } from "zod";
import { campaignsApi } from "../../api/campaigns";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { FormDialog } from "../../shell/ui/FormDialog";
import { RadioField } from "../../shell/ui/RadioField";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { EmptyState, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";

type Suppression = z.output<typeof suppressionSchema>;

const REASONS = [
  ["bounce", "Bounced (the address does not exist)"],
  ["complaint", "Complained (marked as spam)"],
] as const;

const COLUMNS: DataColumn<Suppression>[] = [
  { id: "email", header: "Address", cell: (row) => row.email, sortKey: (row) => row.email },
  { id: "reason", header: "Why", cell: (row) => (row.reason === "bounce" ? "Bounced" : "Complained") },
  { id: "since", header: "Since", cell: (row) => new Date(row.createdAt).toLocaleDateString(), sortKey: (row) => row.createdAt },
];

/** The addresses no campaign is sent to any more, reported by the mail provider's webhook or added by hand. */
export function SuppressionsTab({ canWrite }: { canWrite: boolean }) {
  const list = useLoad(() => campaignsApi.suppressions(), []);
  const [adding, setAdding] = useState(false);
  const [email, setEmail] = useState("");
  const [reason, setReason] = useState<string>("bounce");
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="stack">
      <p className="field-help">Campaigns skip these addresses. Your mail provider adds them through the webhook under Settings.</p>
      {canWrite ? (
        <div className="row">
          <Button className="btn" onPress={() => setAdding(true)}>
            Add an address
          </Button>
        </div>
      ) : null}
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      <DataTable
        caption="Bounces and complaints"
        columns={COLUMNS}
        rows={list.status === "ready" ? list.data.suppressions : list}
        rowKey={(row) => row.email}
        empty={<EmptyState title="No bounces or complaints">Every subscriber's address still takes mail.</EmptyState>}
        stacksOnPhone
      />
      {adding ? (
        <FormDialog
          title="Stop sending to an address"
          submitLabel="Add address"
          onClose={() => setAdding(false)}
          onSubmit={async () => {
            const checked = campaignRoutes.suppress.schema.body.safeParse({ email, reason });
            if (!checked.success) return schemaErrors(checked.error);
            const added = await campaignsApi.suppress(checked.data.email, checked.data.reason);
            setNotice(`Campaigns no longer go to ${added.email}.`);
            list.reload();
          }}
        >
          {(errors) => (
            <>
              <TextInput label="Address" type="email" value={email} onChange={setEmail} error={errors.email} autoFocus isRequired />
              <RadioField label="Why" value={reason} options={REASONS} onChange={setReason} />
            </>
          )}
        </FormDialog>
      ) : null}
    </div>
  );
}
