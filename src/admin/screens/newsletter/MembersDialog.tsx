import { useState } from "react";
import type { Group } from "../../../domain/api/campaigns";
import { campaignsApi } from "../../api/campaigns";
import { formDataApi } from "../../api/formData";
import { CheckboxField } from "../../shell/ui/CheckboxField";
import { FormDialog } from "../../shell/ui/FormDialog";
import { Pager } from "../../shell/ui/Pager";
import { EmptyState, ErrorState, Loading, NoMatch } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useDebounced } from "../../shell/useDebounced";
import { useLoad } from "../../shell/useLoad";

const PAGE_SIZE = 20;

/** The subscribers ticked for a group, a page at a time with a search; saving makes the group hold exactly those ticked. */
export function MembersDialog(props: { group: Group; canWrite: boolean; onClose: () => void; onSaved: (group: Group) => void }) {
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const query = useDebounced(search.trim());
  const members = useLoad(async () => {
    const { subscriberIds } = await campaignsApi.members(props.group.id);
    setChosen(new Set(subscriberIds));
    return subscriberIds;
  }, [props.group.id]);
  const page = useLoad(() => formDataApi.subscribers(query, PAGE_SIZE, offset), [query, offset]);

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  let list;
  if (page.status === "loading" || members.status === "loading" || chosen === null) list = <Loading />;
  else if (page.status === "error") list = <ErrorState message={page.message} onRetry={page.reload} />;
  else if (members.status === "error") list = <ErrorState message={members.message} onRetry={members.reload} />;
  else if (page.data.total === 0)
    list = query ? (
      <NoMatch what="subscribers" search={query} />
    ) : (
      <EmptyState title="No subscribers yet">Visitors who sign up with a newsletter block appear here, ready to be put in groups.</EmptyState>
    );
  else
    list = (
      <>
        <ul className="member-list">
          {page.data.items.map((subscriber) => (
            <li key={subscriber.id}>
              <CheckboxField
                label={subscriber.name ? `${subscriber.name} (${subscriber.email})` : subscriber.email}
                description={subscriber.status === "subscribed" ? undefined : "Unsubscribed: campaigns skip this address."}
                isSelected={chosen.has(subscriber.id)}
                onChange={(on) => toggle(subscriber.id, on)}
                isDisabled={!props.canWrite}
              />
            </li>
          ))}
        </ul>
        <Pager total={page.data.total} offset={offset} limit={PAGE_SIZE} onOffset={setOffset} />
      </>
    );

  return (
    <FormDialog
      title={`Members of ${props.group.name}`}
      submitLabel="Save members"
      canSubmit={props.canWrite && chosen !== null}
      wide
      onClose={props.onClose}
      onSubmit={async () => props.onSaved(await campaignsApi.setMembers(props.group.id, [...(chosen ?? [])]))}
    >
      {() => (
        <div className="stack">
          <p className="field-help">{chosen === null ? "" : chosen.size === 1 ? "1 subscriber ticked." : `${chosen.size} subscribers ticked.`}</p>
          <TextInput
            label="Search subscribers"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setOffset(0);
            }}
          />
          {list}
        </div>
      )}
    </FormDialog>
  );
}
