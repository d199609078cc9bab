import { useState } from "react";
import { Button } from "react-aria-components";
import { MAILCHIMP_FAILED_PAGE_SIZE } from "../../../domain/api/connectedAccounts";
import { GENERAL_MESSAGES } from "../../../domain/messages/generalMessages";
import { ApiError } from "../../api/client";
import { connectedAccountsApi, type MailchimpQueue } from "../../api/connectedAccounts";
import { ErrorState, Loading, Notice } from "../../shell/ui/states";
import { Pager } from "../../shell/ui/Pager";
import { useLoad } from "../../shell/useLoad";

/** "1 sign-up" or "3 sign-ups". */
const signUps = (count: number) => (count === 1 ? "1 sign-up" : `${count} sign-ups`);

/** One sign-up MailChimp did not take: the address, its list, when and why, and Send again. */
function FailedSignUp(props: { failure: MailchimpQueue["failures"][number]; listName: string; canWrite: boolean; busy: boolean; onSendAgain: () => void }) {
  const { failure } = props;
  return (
    <li className="mailchimp-failure">
      <div className="mailchimp-failure-text">
        <strong className="mailchimp-failure-email">{failure.email}</strong>
        <span className="field-help">
          {props.listName} · {new Date(failure.failedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}
        </span>
        <span className="mailchimp-failure-reason">{failure.reason}</span>
      </div>
      {props.canWrite ? (
        <Button className="btn btn-small" isDisabled={props.busy} onPress={props.onSendAgain} aria-label={`Send again ${failure.email}`}>
          Send again
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The connected MailChimp's queue on the Connected accounts tab: how many sign-ups wait to be
 * sent, how many could not be sent with the failed ones a page at a time (Send again puts one
 * back in the queue), or that every sign-up went through.
 */
export function MailchimpSignUpQueue({ canWrite, listNames }: { canWrite: boolean; listNames: ReadonlyMap<string, string> }) {
  const [offset, setOffset] = useState(0);
  const queue = useLoad(() => connectedAccountsApi.mailchimpQueue(MAILCHIMP_FAILED_PAGE_SIZE, offset), [offset]);
  const [sending, setSending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (queue.status === "loading") return <Loading label="Reading the sign-ups sent to MailChimp…" />;
  if (queue.status === "error") return <ErrorState message={queue.message} onRetry={queue.reload} />;
  const { waiting, failed, failures, limit } = queue.data;

  const sendAgain = async (id: string) => {
    setSending(id);
    setError(null);
    try {
      await connectedAccountsApi.sendAgain(id);
      // The last one of a later page went back in the queue: show the page before.
      if (failures.length === 1 && offset > 0) setOffset(Math.max(0, offset - limit));
      else queue.reload();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : GENERAL_MESSAGES.unableToConnect);
    } finally {
      setSending(null);
    }
  };

  return (
    <section className="mailchimp-queue" aria-label="Sign-ups sent to MailChimp">
      {waiting === 0 && failed === 0 ? <p className="field-help">Every sign-up went through to MailChimp: none is waiting or failed.</p> : null}
      {waiting > 0 ? <p>{signUps(waiting)} waiting to be sent</p> : null}
      {failed > 0 ? (
        <>
          <p>
            <strong>{failed} could not be sent</strong>
          </p>
          <p className="field-help">They stay in this site's own list. Send one again once the reason below is dealt with.</p>
          <ul className="mailchimp-failures" aria-label="Sign-ups that could not be sent">
            {failures.map((failure) => (
              <FailedSignUp
                key={failure.id}
                failure={failure}
                listName={listNames.get(failure.listId) ?? `List ${failure.listId}`}
                canWrite={canWrite}
                busy={sending === failure.id}
                onSendAgain={() => void sendAgain(failure.id)}
              />
            ))}
          </ul>
          {failed > limit ? <Pager total={failed} offset={offset} limit={limit} onOffset={setOffset} /> : null}
        </>
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </section>
  );
}
