import { useState } from "react";
import { Button } from "react-aria-components";
import type { Group } from "../../../domain/api/campaigns";
import { ApiError } from "../../api/client";
import { campaignsApi } from "../../api/campaigns";
import { actionsColumn } from "../../shell/ui/actionsColumn";
import { ConfirmDeleteDialog } from "../../shell/ui/ConfirmDeleteDialog";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { EmptyState, Notice } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";
import { GroupDialog } from "./GroupDialog";
import { MembersDialog } from "./MembersDialog";

type Open = { kind: "name"; group: Group | null } | { kind: "members"; group: Group } | null;

const memberCount = (group: Group) => (group.memberCount === 1 ? "1 subscriber" : `${group.memberCount} subscribers`);

/** The groups campaigns go to: make, rename and delete one, and pick its members from the subscribers. */
export function GroupsTab({ canWrite, canPickMembers }: { canWrite: boolean; canPickMembers: boolean }) {
  const groups = useLoad(() => campaignsApi.groups(), []);
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const remove = async (group: Group) => {
    try {
      await campaignsApi.removeGroup(group.id);
      setNotice({ tone: "success", text: `The group ${group.name} was deleted.` });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setNotice({ tone: "error", text: error.message });
    }
    groups.reload();
  };

  const columns: DataColumn<Group>[] = [
    { id: "name", header: "Group", cell: (group) => group.name, sortKey: (group) => group.name },
    { id: "members", header: "Members", cell: memberCount, sortKey: (group) => group.memberCount },
    actionsColumn((group: Group) => (
      <div className="row">
        {canPickMembers ? (
          <Button className="btn btn-small" onPress={() => setOpen({ kind: "members", group })} aria-label={`Members of ${group.name}`}>
            Members
          </Button>
        ) : null}
        {canWrite ? (
          <>
            <Button className="btn btn-small" onPress={() => setOpen({ kind: "name", group })} aria-label={`Rename ${group.name}`}>
              Rename
            </Button>
            <Button className="btn btn-small" onPress={() => setDeleting(group)} aria-label={`Delete ${group.name}`}>
              Delete
            </Button>
          </>
        ) : null}
      </div>
    )),
  ];
  const add = canWrite ? (
    <Button className="btn btn-primary" onPress={() => setOpen({ kind: "name", group: null })}>
      New group
    </Button>
  ) : null;
  const empty = groups.status === "ready" && groups.data.groups.length === 0;

  return (
    <div className="stack">
      {canWrite ? null : <Notice tone="info">You can see the groups but not change them.</Notice>}
      {empty ? null : <div className="row">{add}</div>}
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <DataTable
        caption="Groups"
        columns={columns}
        rows={groups.status === "ready" ? groups.data.groups : groups}
        rowKey={(group) => group.id}
        empty={
          <EmptyState title="No groups yet" action={add}>
            A campaign goes to one group. Make one, such as Regulars, and tick the subscribers who belong in it.
          </EmptyState>
        }
        stacksOnPhone
      />
      {open?.kind === "name" ? (
        <GroupDialog
          group={open.group}
          onClose={() => setOpen(null)}
          onSaved={(group) => {
            setNotice({ tone: "success", text: open.group ? `The group is now called ${group.name}.` : `The group ${group.name} was added.` });
            groups.reload();
          }}
        />
      ) : null}
      {open?.kind === "members" ? (
        <MembersDialog
          group={open.group}
          canWrite={canWrite}
          onClose={() => setOpen(null)}
          onSaved={(group) => {
            setNotice({ tone: "success", text: `${group.name} now has ${memberCount(group)}.` });
            groups.reload();
          }}
        />
      ) : null}
      <ConfirmDeleteDialog
        item={deleting}
        title={(group) => `Delete the group ${group.name}?`}
        onDelete={(item) => void remove(item)}
        onCancel={() => setDeleting(null)}
      >
        Its subscribers stay on the list. Drafts that went to this group need another group before they are sent.
      </ConfirmDeleteDialog>
    </div>
  );
}
