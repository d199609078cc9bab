import { useState } from "react";
import { Button } from "react-aria-components";
import type { z } from "zod";
import type { memberSchema } from "../../../domain/api/memberAreas";
import { isCurrencyCode, type CurrencyCode } from "../../../domain/currencies";
import { memberPlanPriceText } from "../../../domain/commerce/memberAreas";
import { formatMoney } from "../../../domain/money";
import { ApiError } from "../../api/client";
import { memberAreasApi, type MemberArea } from "../../api/memberAreas";
import { storeApi } from "../../api/store";
import { actionsColumn } from "../../shell/ui/actionsColumn";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { EmptyState, ErrorState, Loading, Notice } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";
import { MemberAreaDialog } from "./MemberAreaDialog";

type Member = z.output<typeof memberSchema>;

const MEMBER_COLUMNS: DataColumn<Member>[] = [
  { id: "email", header: "Member", cell: (member) => member.email },
  { id: "plan", header: "Plan", cell: (member) => `${member.planName}, ${member.price}` },
  { id: "status", header: "State", cell: (member) => member.statusLabel },
  { id: "joined", header: "Joined", cell: (member) => (member.joinedAt ? new Date(member.joinedAt).toLocaleDateString() : "") },
];

/** The members of one area, newest first. */
function Members(props: { area: MemberArea }) {
  const members = useLoad(() => memberAreasApi.members(props.area.id), [props.area.id]);
  return (
    <DataTable
      caption={`Members of ${props.area.name}`}
      stacksOnPhone
      columns={MEMBER_COLUMNS}
      rows={members.status === "ready" ? members.data.members : members}
      rowKey={(member) => member.id}
      empty={<EmptyState title="No members yet">Customers who join show here.</EmptyState>}
    />
  );
}

/**
 * Member areas, the store's paywall products: each area's pages, plans and member count, with
 * the dialog that makes or changes one and the list of its members. No fee is added to a plan's price.
 */
export function MemberAreasTab(props: { canWrite: boolean; canReadMembers: boolean }) {
  const data = useLoad(() => Promise.all([memberAreasApi.list(), storeApi.settings()]), []);
  const [editing, setEditing] = useState<{ area: MemberArea | null } | null>(null);
  const [deleting, setDeleting] = useState<MemberArea | null>(null);
  const [showing, setShowing] = useState<MemberArea | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  if (data.status === "loading") return <Loading />;
  if (data.status === "error") return <ErrorState message={data.message} onRetry={data.reload} />;
  const [{ memberAreas, pages }, settings] = data.data;
  const currency: CurrencyCode = isCurrencyCode(settings.currency) ? settings.currency : "USD";
  const pageTitle = (id: string) => pages.find((page) => page.id === id)?.title ?? "a removed page";

  const columns: DataColumn<MemberArea>[] = [
    { id: "name", header: "Member area", cell: (area) => area.name },
    { id: "pages", header: "Pages", cell: (area) => area.pageIds.map(pageTitle).join(", ") || "None yet" },
    {
      id: "plans",
      header: "Plans",
      cell: (area) => area.plans.map((plan) => `${plan.name}: ${memberPlanPriceText(plan, (cents) => formatMoney(cents, currency))}`).join("; "),
    },
    { id: "members", header: "Members", cell: (area) => String(area.members) },
    actionsColumn((area: MemberArea) => (
      <div className="row">
        {props.canReadMembers ? (
          <Button className="btn btn-small" onPress={() => setShowing(area)} aria-label={`Members of ${area.name}`}>
            Members
          </Button>
        ) : null}
        {props.canWrite ? (
          <>
            <Button className="btn btn-small" onPress={() => setEditing({ area })} aria-label={`Change ${area.name}`}>
              Change
            </Button>
            <Button className="btn btn-small" onPress={() => setDeleting(area)} aria-label={`Delete ${area.name}`}>
              Delete
            </Button>
          </>
        ) : null}
      </div>
    )),
  ];
  const add = props.canWrite ? (
    <Button className="btn btn-primary" onPress={() => setEditing({ area: null })}>
      New member area
    </Button>
  ) : null;

  return (
    <div className="stack">
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {memberAreas.length === 0 ? (
        <EmptyState title="No member areas yet" action={add}>
          A member area opens pages to customers who join one of its plans: free, one payment or a payment every week, month or year. Visitors see a preview and
          the plans.
        </EmptyState>
      ) : (
        <>
          <div className="row">{add}</div>
          <DataTable caption="Member areas" stacksOnPhone columns={columns} rows={memberAreas} rowKey={(area) => area.id} empty={null} />
        </>
      )}
      {showing ? <Members area={showing} /> : null}
      {editing ? (
        <MemberAreaDialog
          area={editing.area}
          pages={pages}
          currency={currency}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setNotice({ tone: "success", text: `${saved.name} was saved.` });
            data.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete member area?"
        confirmLabel="Delete"
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          const area = deleting!;
          setDeleting(null);
          try {
            await memberAreasApi.remove(area.id);
            setNotice({ tone: "success", text: `${area.name} was deleted. Its pages stay member pages without an offer to join.` });
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            setNotice({ tone: "error", text: error.message });
          }
          data.reload();
        }}
      >
        Its members lose their access, and its pages show visitors that they are for members only.
      </ConfirmDialog>
    </div>
  );
}
