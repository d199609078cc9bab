import { Checkbox } from "react-aria-components";
import type { FormStorage } from "../../../../domain/forms/formDefinition";
import { CONNECTED_ACCOUNT_SERVICE } from "../../../../domain/enumerations/connectedAccounts";
import { connectedAccountsApi } from "../../../api/connectedAccounts";
import { CheckboxBox } from "../../../shell/ui/Icon";
import { MenuSelect } from "../../../shell/ui/MenuSelect";
import { useLoad } from "../../../shell/useLoad";

const WHERE = [
  { id: "site", label: "This site only" },
  { id: "mailchimp", label: "This site and a MailChimp list" },
];

/** The connected MailChimp account's lists, or null without a connection (asked first, so the builder never requests lists that cannot be read). */
async function connectedMailchimpLists() {
  const accounts = await connectedAccountsApi.list();
  const mailchimp = accounts.find((account) => account.service === CONNECTED_ACCOUNT_SERVICE.MAILCHIMP);
  return mailchimp?.connected ? connectedAccountsApi.mailchimpLists() : null;
}

/**
 * Where a form's sign-ups go besides the site: a list of the connected MailChimp account, read
 * from MailChimp. Without a connection (or the right to read it) only a form already stored to
 * MailChimp shows the choice, so it can be taken back.
 */
export function MailchimpStorageFields(props: {
  storage: FormStorage | undefined;
  onChange: (storage: FormStorage | undefined) => void;
  error?: string;
  isDisabled: boolean;
}) {
  const lists = useLoad(() => connectedMailchimpLists().catch(() => null), []);
  if (lists.status === "loading") return null;
  const available = lists.status === "ready" ? lists.data : null;
  const { storage } = props;
  if (!storage && !available) {
    return <p className="field-help">To add sign-ups to a MailChimp list as well, connect MailChimp under Settings, Connected accounts.</p>;
  }
  const options = (available ?? []).map((list) => ({ id: list.id, label: list.name }));
  if (storage?.listId && !options.some((option) => option.id === storage.listId)) options.push({ id: storage.listId, label: storage.listId });
  return (
    <>
      <MenuSelect
        label="Store sign-ups in"
        value={storage ? "mailchimp" : "site"}
        options={WHERE}
        onChange={(id) => props.onChange(id === "mailchimp" ? { service: "mailchimp", listId: "", doubleOptIn: false } : undefined)}
        isDisabled={props.isDisabled}
      />
      {storage ? (
        <>
          <MenuSelect
            label="MailChimp list"
            placeholder="Choose a list"
            value={storage.listId || null}
            options={options}
            onChange={(listId) => props.onChange({ ...storage, listId })}
            error={props.error}
            isDisabled={props.isDisabled}
          />
          <Checkbox
            className="checkbox"
            isSelected={storage.doubleOptIn}
            onChange={(doubleOptIn) => props.onChange({ ...storage, doubleOptIn })}
            isDisabled={props.isDisabled}
          >
            <CheckboxBox />
            Have MailChimp mail each address to confirm it first
          </Checkbox>
        </>
      ) : null}
    </>
  );
}
