/** What the unsubscribe page (page type 300) shows. */
export type UnsubscribeState =
  | { kind: "confirm"; email: string; token: string; crumb: string }
  | { kind: "done"; email: string }
  | { kind: "not-subscribed"; email: string }
  | { kind: "invalid" };

/** Heading and status of each state of the unsubscribe page. */
export const UNSUBSCRIBE_PAGE = {
  confirm: { title: "Unsubscribe", status: 200 },
  done: { title: "You have been unsubscribed", status: 200 },
  "not-subscribed": { title: "Not subscribed", status: 200 },
  invalid: { title: "This unsubscribe link is not valid", status: 404 },
} as const;

/**
 * The newsletter unsubscribe page: it asks before it acts (mail scanners open links, so the
 * link alone changes nothing), then confirms. The form posts back to the same address with
 * the token and the crumb.
 */
export function UnsubscribePage(props: { state: UnsubscribeState; siteTitle: string; action: string }) {
  const { state, siteTitle } = props;
  return (
    <div className="tsr-container tsr-status-page tsr-unsubscribe">
      <h1>{UNSUBSCRIBE_PAGE[state.kind].title}</h1>
      {state.kind === "confirm" ? (
        <>
          <p>
            Stop sending the {siteTitle} newsletter to <strong>{state.email}</strong>?
          </p>
          <form method="post" action={props.action}>
            <input type="hidden" name="token" value={state.token} />
            <input type="hidden" name="crumb" value={state.crumb} />
            <button type="submit" className="tsr-button tsr-button--primary tsr-button--medium">
              Unsubscribe
            </button>
          </form>
        </>
      ) : null}
      {state.kind === "done" ? (
        <p>
          <strong>{state.email}</strong> will get no more newsletter mail from {siteTitle}.
        </p>
      ) : null}
      {state.kind === "not-subscribed" ? (
        <p>
          <strong>{state.email}</strong> is not subscribed to the {siteTitle} newsletter.
        </p>
      ) : null}
      {state.kind === "invalid" ? <p>The link may be incomplete. Please copy the whole link from the mail and try again.</p> : null}
      <p>
        <a href="/">Back to {siteTitle}</a>
      </p>
    </div>
  );
}
