import { Button } from "react-aria-components";
import { outboxApi } from "../../api/outbox";
import { ModalDialog } from "../../shell/ui/ModalDialog";
import { ErrorState, Loading } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";

/**
 * One mail read whole, as its recipient gets it (the plain-text body): while no mail server is
 * set, this is where the owner finds an invitation's or a password reset's link to pass on.
 */
export function MailDialog(props: { mailId: string; onClose: () => void }) {
  const mail = useLoad(() => outboxApi.get(props.mailId), [props.mailId]);
  return (
    <ModalDialog title={mail.status === "ready" ? mail.data.subject : "Mail"} onClose={props.onClose} wide>
      {mail.status === "loading" ? <Loading /> : null}
      {mail.status === "error" ? <ErrorState message={mail.message} onRetry={mail.reload} /> : null}
      {mail.status === "ready" ? (
        <>
          <p className="field-help">To {mail.data.to}</p>
          <pre className="mail-text">{mail.data.text}</pre>
        </>
      ) : null}
      <div className="dialog-actions">
        <Button className="btn" onPress={props.onClose}>
          Close
        </Button>
      </div>
    </ModalDialog>
  );
}
