/** The not-found page (page type 100). */
export function NotFoundPage(props: { homeHref: string }) {
  return (
    <div className="tsr-container tsr-status-page">
      <h1>Page not found</h1>
      <p>We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.</p>
      <p>
        <a className="tsr-button tsr-button--primary tsr-button--medium" href={props.homeHref}>
          Go to the home page
        </a>
      </p>
    </div>
  );
}

/** The member-area access denied page (page type 106): the page exists but is for members. */
export function AccessDeniedPage(props: { signInHref: string }) {
  return (
    <div className="tsr-container tsr-status-page">
      <h1>This page is for members</h1>
      <p>Sign in with an account that has access to see it.</p>
      <p>
        <a className="tsr-button tsr-button--primary tsr-button--medium" href={props.signInHref}>
          Sign in
        </a>
      </p>
    </div>
  );
}

/** The error page (page type 101): no internals, just a way forward. */
export function ErrorPage(props: { homeHref: string }) {
  return (
    <div className="tsr-container tsr-status-page">
      <h1>Something went wrong</h1>
      <p>This page could not be shown right now. Please try again in a moment.</p>
      <p>
        <a href={props.homeHref}>Go to the home page</a>
      </p>
    </div>
  );
}

/**
 * The lock screen (page type 103): a password form that posts back to the same address.
 * Works without scripts.
 */
export function LockScreenPage(props: { action: string; crumb: string; failed: boolean; scope: "site" | "page"; problem?: string | null }) {
  return (
    <div className="tsr-container tsr-status-page tsr-lock-screen">
      <h1>{props.scope === "site" ? "This site is private" : "This page is protected"}</h1>
      <p>Enter the password to continue.</p>
      <form method="post" action={props.action} className="tsr-lock-form">
        <input type="hidden" name="crumb" value={props.crumb} />
        <label htmlFor="lock-password">Password</label>
        <input
          id="lock-password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          aria-invalid={props.failed ? true : undefined}
          aria-describedby={props.failed ? "lock-error" : undefined}
        />
        {props.failed ? (
          <p id="lock-error" className="tsr-field-error" role="alert">
            {props.problem ?? "That password is not right. Please try again."}
          </p>
        ) : null}
        <button type="submit" className="tsr-button tsr-button--primary tsr-button--medium">
          Unlock
        </button>
      </form>
    </div>
  );
}
