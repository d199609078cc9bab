import type { ReactNode } from "react";
import { filledIn } from "../../../domain/translations/filledIn";
import type { StoreTexts } from "../../../domain/translations/storeTexts";

/** What the unsubscribe page (page type 300) shows. */
export type UnsubscribeState =
  | { kind: "confirm"; email: string; token: string; crumb: string }
  | { kind: "done"; email: string }
  | { kind: "not-subscribed"; email: string }
  | { kind: "invalid" };

/** Heading and status of each state of the unsubscribe page, its heading in the page's words. */
export const UNSUBSCRIBE_PAGE = {
  confirm: { title: (texts: StoreTexts) => texts.unsubscribeTitle, status: 200 },
  done: { title: (texts: StoreTexts) => texts.unsubscribeDoneTitle, status: 200 },
  "not-subscribed": { title: (texts: StoreTexts) => texts.unsubscribeNotSubscribedTitle, status: 200 },
  invalid: { title: (texts: StoreTexts) => texts.unsubscribeInvalidTitle, status: 404 },
} as const;

/** Words with the subscriber's address in bold where `{email}` stands, the site's title filled in. */
function withAddress(words: string, email: string, siteTitle: string): ReactNode {
  const [before, after = ""] = filledIn(words, { site: siteTitle }).split("{email}");
  return (
    <>
      {before}
      <strong>{email}</strong>
      {after}
    </>
  );
}

/**
 * The newsletter unsubscribe page, in the words of the language its link names: it asks before
 * it acts (mail scanners open links, so the link alone changes nothing), then confirms. The form
 * posts back to the same address with the token and the crumb.
 */
export function UnsubscribePage(props: { state: UnsubscribeState; siteTitle: string; action: string; homeHref: string; texts: StoreTexts }) {
  const { state, siteTitle, texts } = props;
  return (
    <div className="tsr-container tsr-status-page tsr-unsubscribe">
      <h1>{UNSUBSCRIBE_PAGE[state.kind].title(texts)}</h1>
      {state.kind === "confirm" ? (
        <>
          <p>{withAddress(texts.unsubscribeAsk, state.email, siteTitle)}</p>
          <form method="post" action={props.action}>
            <input type="hidden" name="token" value={state.token} />
            <input type="hidden" name="crumb" value={state.crumb} />
            <button type="submit" className="tsr-button tsr-button--primary tsr-button--medium">
              {texts.unsubscribeButton}
            </button>
          </form>
        </>
      ) : null}
      {state.kind === "done" ? <p>{withAddress(texts.unsubscribeDone, state.email, siteTitle)}</p> : null}
      {state.kind === "not-subscribed" ? <p>{withAddress(texts.unsubscribeNotSubscribed, state.email, siteTitle)}</p> : null}
      {state.kind === "invalid" ? <p>{texts.unsubscribeInvalid}</p> : null}
      <p>
        <a href={props.homeHref}>{filledIn(texts.unsubscribeBack, { site: siteTitle })}</a>
      </p>
    </div>
  );
}
