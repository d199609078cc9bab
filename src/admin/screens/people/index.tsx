import { useState } from "react";
import { Button } from "react-aria-components";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { roleLabelOf } from "../../../domain/people/peopleSchema";
import { ApiError } from "../../api/client";
import { peopleApi, type Invitation, type Member } from "../../api/people";
import { useCan } from "../../shell/access";
import { actionsColumn } from "../../shell/ui/actionsColumn";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { ErrorState, Loading, Notice } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";
import { InviteDialog } from "./InviteDialog";
import { RoleSelect } from "./RoleSelect";
import "../../styles/screens.css";

type Pending = { kind: "remove"; member: Member } | { kind: "withdraw"; invitation: Invitation } | null;

/**
 * The people screen: members with their roles (admins change them in place), pending
 * invitations, and the invite dialog. Viewers see everything and change nothing.
 */
export default function PeopleScreen() {
  const canWrite = useCan(PERMISSION.ADMIN_AREA, "write");
  const people = useLoad(() => peopleApi.load(), []);
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setNotice({ tone: "success", text: done });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setNotice({ tone: "error", text: error.message });
    }
    people.reload();
  };

  if (people.status === "loading") return <Loading />;
  if (people.status === "error") return <ErrorState message={people.message} onRetry={people.reload} />;
  const { members, invitations, viewerAccountId } = people.data;
  const memberColumns: DataColumn<Member>[] = [
    {
      id: "name",
      header: "Name",
      cell: (member) => (
        <>
          {member.displayName}
          {member.accountId === viewerAccountId ? " (you)" : ""}
        </>
      ),
    },
    { id: "email", header: "Email", cell: (member) => member.email },
    {
      id: "role",
      header: "Role",
      cell: (member) =>
        canWrite && member.roles.length === 1 ? (
          <RoleSelect
            label={`Role of ${member.email}`}
            hideLabel
            value={member.roles[0]!}
            onChange={(roleId) => void act(() => peopleApi.changeRole(member.accountId, roleId), `${member.email} is now ${roleLabelOf(roleId)}.`)}
          />
        ) : (
          member.roles.map(roleLabelOf).join(", ")
        ),
    },
    ...(canWrite
      ? [
          actionsColumn((member: Member) => (
            <Button className="btn btn-small" onPress={() => setPending({ kind: "remove", member })} aria-label={`Remove ${member.email}`}>
              Remove
            </Button>
          )),
        ]
      : []),
  ];
  const invitationColumns: DataColumn<Invitation>[] = [
    { id: "email", header: "Email", cell: (invitation) => invitation.email },
    { id: "role", header: "Role", cell: (invitation) => roleLabelOf(invitation.roleId) },
    { id: "expires", header: "Expires", cell: (invitation) => new Date(invitation.expiresAt).toLocaleDateString() },
    ...(canWrite
      ? [
          actionsColumn((invitation: Invitation) => (
            <Button
              className="btn btn-small"
              onPress={() => setPending({ kind: "withdraw", invitation })}
              aria-label={`Withdraw the invitation to ${invitation.email}`}
            >
              Withdraw
            </Button>
          )),
        ]
      : []),
  ];

  return (
    <div className="screen">
      <div className="screen-head">
        <h1 className="screen-title">People</h1>
        {canWrite ? (
          <Button className="btn btn-primary" onPress={() => setInviting(true)}>
            Invite someone
          </Button>
        ) : null}
      </div>
      {canWrite ? null : <Notice tone="info">You can see the people of this site but not change them.</Notice>}
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <h2 className="section-title">Members</h2>
      <DataTable caption="Members" columns={memberColumns} rows={members} rowKey={(member) => member.accountId} />
      <h2 className="section-title">Pending invitations</h2>
      <DataTable
        caption="Pending invitations"
        columns={invitationColumns}
        rows={invitations}
        rowKey={(invitation) => invitation.id}
        empty={<p className="field-help">No invitations are waiting.</p>}
      />
      {inviting ? (
        <InviteDialog
          onClose={() => setInviting(false)}
          onInvite={async (email, roleId) => {
            const sent = await peopleApi.invite(email, roleId);
            setNotice({
              tone: "success",
              text: sent.mailSent
                ? `Invitation sent to ${email}.`
                : `Invitation to ${email} made. No mail server is set, so its mail is kept on the Mail screen and not sent: open it there and pass its link on.`,
            });
            people.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={pending !== null}
        title={
          pending?.kind === "remove"
            ? `Remove ${pending.member.email}?`
            : `Withdraw the invitation to ${pending?.kind === "withdraw" ? pending.invitation.email : ""}?`
        }
        confirmLabel={pending?.kind === "remove" ? "Remove" : "Withdraw"}
        destructive
        onConfirm={() => {
          const current = pending;
          setPending(null);
          if (current?.kind === "remove")
            void act(() => peopleApi.remove(current.member.accountId), `${current.member.email} no longer has access to the site.`);
          if (current?.kind === "withdraw")
            void act(() => peopleApi.withdraw(current.invitation.id), `The invitation to ${current.invitation.email} was withdrawn.`);
        }}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === "remove" ? "They lose access to this site at once and are signed out." : "The link in their mail stops working."}
      </ConfirmDialog>
    </div>
  );
}
