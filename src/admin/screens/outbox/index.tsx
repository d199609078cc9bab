import { useState } from "react";
import { Button } from "react-aria-components";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { ApiError } from "../../api/client";
import { outboxApi, type OutboxMail } from "../../api/outbox";
import { useCan, useMe } from "../../shell/access";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { EmptyState, Notice } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";
import { MailDialog } from "./MailDialog";
import { mailStanding } from "./mailStanding";
import "../../styles/screens.css";

const PAGE_SIZE = 50;

const when = (mail: OutboxMail) => new Date(mail.sentAt ?? mail.createdAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * Two columns, so a phone shows a mail whole: what and to whom (the subject opens the mail), then
 * where it stands, when and why.
 */
const mailColumns = (open: (mail: OutboxMail) => void): DataColumn<OutboxMail>[] => [
  {
    id: "mail",
    header: "Mail",
    cell: (mail) => (
      <div className="mail-cell">
        <Button className="mail-subject" onPress={() => open(mail)}>
          {mail.subject}
        </Button>
        <span>To {mail.to}</span>
      </div>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: (mail) => {
      const standing = mailStanding(mail);
      return (
        <div className="mail-cell">
          <span className={`status status-${standing.tone}`}>{standing.label}</span>
          <span>{when(mail)}</span>
          {mail.reason ? <span className="field-help">{mail.reason}</span> : null}
        </div>
      );
    },
  },
];

/** Said while the server has no mail server: mail is kept, not sent, and how whoever runs the server sets one. */
function NoMailServerBanner() {
  return (
    <Notice tone="info">
      <span className="mail-banner">
        No mail server is set, so the site&apos;s mail (invitations, form notifications, order confirmations) is kept here and not sent. Whoever runs this
        server sets one with <code>SMTP_URL</code>, for example <code>smtps://user:password@mail.example.com:465</code>, and restarts it; mail written after
        that is sent.
      </span>
    </Notice>
  );
}

/**
 * The site's mail: every mail it sent or kept, newest first, with whom it went to, its subject,
 * when, and whether it was sent, waits or failed (with the reason in plain words); a banner
 * while no mail server is set, and a test mail to the signed-in person's own address.
 */
export default function OutboxScreen() {
  const canWrite = useCan(PERMISSION.CRM, "write");
  const me = useMe();
  const [offset, setOffset] = useState(0);
  const page = useLoad(() => outboxApi.list(PAGE_SIZE, offset), [offset]);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [reading, setReading] = useState<string | null>(null);

  const sendTest = async () => {
    setSending(true);
    try {
      const mail = await outboxApi.sendTest();
      setNotice({
        tone: "success",
        text:
          mail.status === "stored"
            ? `A test mail to ${mail.to} is kept below: with no mail server set, it is not sent.`
            : `A test mail is on its way to ${mail.to}.`,
      });
      setOffset(0);
      page.reload();
    } catch (error) {
      setNotice({ tone: "error", text: error instanceof ApiError ? error.message : "Unable to connect…" });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="screen">
      <div className="screen-head">
        <h1 className="screen-title">Mail</h1>
        {canWrite ? (
          <Button className="btn" isDisabled={sending} onPress={() => void sendTest()}>
            Send a test mail
          </Button>
        ) : null}
      </div>
      <p className="field-help">Every mail this site sent or has to send. A test mail goes to your own address, {me.account.email}.</p>
      {page.status === "ready" && !page.data.delivers ? <NoMailServerBanner /> : null}
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <DataTable
        caption="Mail of this site"
        columns={mailColumns((mail) => setReading(mail.id))}
        rows={page.status === "ready" ? page.data.mails : page}
        rowKey={(mail) => mail.id}
        empty={<EmptyState title="No mail yet">Invitations, form notifications and order confirmations appear here as the site writes them.</EmptyState>}
        paging={page.status === "ready" ? { total: page.data.total, offset, limit: PAGE_SIZE, onOffset: setOffset } : undefined}
      />
      {reading ? <MailDialog mailId={reading} onClose={() => setReading(null)} /> : null}
    </div>
  );
}
