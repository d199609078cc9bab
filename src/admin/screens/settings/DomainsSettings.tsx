import { useState, type FormEvent } from "react";
import { Button, Form } from "react-aria-components";
import { newDomainSchema } from "../../../domain/siteSettings/siteSettingsSchema";
import { ApiError } from "../../api/client";
import { siteSettingsApi, type SiteDomain } from "../../api/siteSettings";
import { CheckboxField } from "../../shell/ui/CheckboxField";
import { actionsColumn } from "../../shell/ui/actionsColumn";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { DataTable } from "../../shell/ui/DataTable";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { EmptyState, ErrorState, Loading, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { FormError } from "../../shell/ui/FormError";

/**
 * The custom domains tab: the domains that serve the site besides its own address, a form to
 * add one (checked with the shared host rule first) and removal after confirmation.
 */
export function DomainsPanel({ canWrite }: { canWrite: boolean }) {
  const domains = useLoad(() => siteSettingsApi.domains(), []);
  const [host, setHost] = useState("");
  const [primary, setPrimary] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<SiteDomain | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const checked = newDomainSchema.safeParse({ host, primary });
    if (!checked.success) {
      setErrors(schemaErrors(checked.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const added = await siteSettingsApi.addDomain(checked.data.host, checked.data.primary);
      setHost("");
      setPrimary(false);
      setNotice({ tone: "success", text: `${added.host} serves the site once the domain points to this server; the company you bought it from can set that.` });
      domains.reload();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { form: error.message });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (domain: SiteDomain) => {
    setRemoving(null);
    try {
      await siteSettingsApi.removeDomain(domain.id);
      setNotice({ tone: "success", text: `${domain.host} no longer serves the site.` });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setNotice({ tone: "error", text: error.message });
    }
    domains.reload();
  };

  if (domains.status === "loading") return <Loading />;
  if (domains.status === "error") return <ErrorState message={domains.message} onRetry={domains.reload} />;
  const list = domains.data.domains;
  return (
    <div className="stack">
      <DataTable
        caption="Custom domains"
        columns={[
          { id: "domain", header: "Domain", className: "mono", cell: (domain: SiteDomain) => domain.host },
          { id: "primary", header: "Primary", cell: (domain: SiteDomain) => (domain.isPrimary ? "Primary" : "") },
          { id: "added", header: "Added", cell: (domain: SiteDomain) => new Date(domain.createdAt).toLocaleDateString() },
          ...(canWrite
            ? [
                actionsColumn((domain: SiteDomain) => (
                  <Button className="btn btn-small" onPress={() => setRemoving(domain)} aria-label={`Remove ${domain.host}`}>
                    Remove
                  </Button>
                )),
              ]
            : []),
        ]}
        rows={list}
        rowKey={(domain) => domain.id}
        empty={<EmptyState title="No custom domains">The site answers at its own address. Add a domain you own to serve it there too.</EmptyState>}
      />
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {canWrite ? (
        <Form className="stack settings-form" onSubmit={add} validationBehavior="aria" aria-label="Add a domain">
          <h2 className="section-title">Add a domain</h2>
          <TextInput
            label="Domain"
            value={host}
            onChange={(value) => {
              setHost(value);
              setNotice(null);
            }}
            error={errors.host}
            description="For example www.example.com. Ask the company you bought it from to point it to this server."
          />
          <CheckboxField label="Primary domain" description="The address the site prefers in links." isSelected={primary} onChange={setPrimary} />
          <FormError message={errors.form} />
          <div className="row">
            <Button className="btn btn-primary" type="submit" isDisabled={busy}>
              Add domain
            </Button>
          </div>
        </Form>
      ) : null}
      <ConfirmDialog
        isOpen={removing !== null}
        title={`Remove ${removing?.host ?? ""}?`}
        confirmLabel="Remove domain"
        destructive
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        Visitors who use this address will no longer reach the site.
      </ConfirmDialog>
    </div>
  );
}
