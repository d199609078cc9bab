import { useState } from "react";
import { Button, Form } from "react-aria-components";
import { mailchimpApiKeySchema } from "../../../domain/connectedAccounts/mailchimpKey";
import { CONNECTED_ACCOUNT_SERVICE } from "../../../domain/enumerations/connectedAccounts";
import { GENERAL_MESSAGES } from "../../../domain/messages/generalMessages";
import { ApiError } from "../../api/client";
import { connectedAccountsApi, type ConnectedAccount, type MailchimpList } from "../../api/connectedAccounts";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { ErrorState, Loading, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { MailchimpSignUpQueue } from "./MailchimpSignUpQueue";

/** When an account was connected, in the owner's words. */
function connectedText(account: ConnectedAccount): string {
  const who = account.account ? ` as ${account.account}` : "";
  const key = account.keyLast4 ? `, key ending in ${account.keyLast4}` : "";
  return `Connected${who}${key}.`;
}

/** Stripe's row: its state comes from the store's payment keys, set under Store, Settings. */
function StripeRow({ account }: { account: ConnectedAccount }) {
  return (
    <li className="connected-account">
      <h3 className="section-title">Stripe</h3>
      <p className="field-help">
        {account.connected
          ? `${connectedText(account)} Payments go through your own Stripe account.`
          : "Not connected: payments go through the server's payment provider."}{" "}
        Change it under Store, Settings, Payment keys.
      </p>
    </li>
  );
}

/** The lists of the connected MailChimp account, read from MailChimp when shown, and the sign-ups sent to them. */
function MailchimpDetails({ canWrite }: { canWrite: boolean }) {
  const lists = useLoad(() => connectedAccountsApi.mailchimpLists(), []);
  const names = new Map(lists.status === "ready" ? lists.data.map((list: MailchimpList): [string, string] => [list.id, list.name]) : []);
  return (
    <>
      {lists.status === "loading" ? <Loading label="Reading your MailChimp lists…" /> : null}
      {lists.status === "error" ? <ErrorState message={lists.message} onRetry={lists.reload} /> : null}
      {lists.status === "ready" && lists.data.length === 0 ? (
        <p className="field-help">Your MailChimp account has no lists yet. Make one in MailChimp first.</p>
      ) : null}
      {lists.status === "ready" && lists.data.length > 0 ? (
        <p className="field-help">
          Lists a form or newsletter block can store its sign-ups in (choose one in the form's settings): {lists.data.map((list) => list.name).join(", ")}.
        </p>
      ) : null}
      <MailchimpSignUpQueue canWrite={canWrite} listNames={names} />
    </>
  );
}

/** MailChimp's row: connect with an API key, see its lists and its sign-ups waiting or failed, disconnect after asking. */
function MailchimpRow({ account, canWrite, onChange }: { account: ConnectedAccount; canWrite: boolean; onChange: (accounts: ConnectedAccount[]) => void }) {
  const [apiKey, setApiKey] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);

  const run = async (action: () => Promise<ConnectedAccount[]>) => {
    setBusy(true);
    setError(null);
    try {
      onChange(await action());
      setApiKey("");
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fieldErrors.apiKey ?? failure.message) : GENERAL_MESSAGES.unableToConnect);
    } finally {
      setBusy(false);
    }
  };
  const connect = () => {
    const checked = mailchimpApiKeySchema.safeParse(apiKey);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    void run(() => connectedAccountsApi.connectMailchimp(checked.data));
  };

  return (
    <li className="connected-account">
      <h3 className="section-title">MailChimp</h3>
      {account.connected ? (
        <>
          <p className="field-help">{connectedText(account)}</p>
          <MailchimpDetails canWrite={canWrite} />
          {canWrite ? (
            <div className="row">
              <Button className="btn" isDisabled={busy} onPress={() => setAsking(true)}>
                Disconnect MailChimp
              </Button>
            </div>
          ) : null}
          <ConfirmDialog
            isOpen={asking}
            title={GENERAL_MESSAGES.disconnectMailChimp}
            confirmLabel="Disconnect"
            destructive
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              void run(() => connectedAccountsApi.disconnectMailchimp());
            }}
          >
            <p>Sign-ups of forms stored to MailChimp stay in this site's own list and wait until MailChimp is connected again.</p>
          </ConfirmDialog>
        </>
      ) : (
        <Form
          className="stack"
          aria-label="Connect MailChimp"
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            connect();
          }}
        >
          <p className="field-help">Not connected. Add each form or newsletter sign-up to a MailChimp list as well as to this site's own list.</p>
          <TextInput
            label="MailChimp API key"
            type="password"
            value={apiKey}
            onChange={setApiKey}
            error={error ?? undefined}
            description="Make one in MailChimp under Profile, Extras, API keys. It ends with your data centre, such as -us21."
            isDisabled={!canWrite}
          />
          {canWrite ? (
            <div className="row">
              <Button className="btn btn-primary" type="submit" isDisabled={busy}>
                {busy ? "Connecting…" : "Connect MailChimp"}
              </Button>
            </div>
          ) : null}
        </Form>
      )}
      {account.connected && error ? <Notice tone="error">{error}</Notice> : null}
    </li>
  );
}

/** The settings tab listing the site's connected accounts by spec service id: Stripe and MailChimp. */
export function ConnectedAccountsPanel({ canWrite }: { canWrite: boolean }) {
  const loaded = useLoad(() => connectedAccountsApi.list(), []);
  const [accounts, setAccounts] = useState<ConnectedAccount[] | null>(null);
  if (loaded.status === "loading") return <Loading />;
  if (loaded.status === "error") return <ErrorState message={loaded.message} onRetry={loaded.reload} />;
  const shown = accounts ?? loaded.data;
  return (
    <ul className="connected-accounts settings-form" aria-label="Connected accounts">
      {shown.map((account) =>
        account.service === CONNECTED_ACCOUNT_SERVICE.STRIPE ? (
          <StripeRow key={account.service} account={account} />
        ) : (
          <MailchimpRow key={account.service} account={account} canWrite={canWrite} onChange={setAccounts} />
        ),
      )}
    </ul>
  );
}
