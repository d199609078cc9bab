import { COMMERCE_PIXEL_EVENT } from "../../../../domain/enumerations/trackingEvents";
import { MIN_PASSWORD_LENGTH } from "../../../../domain/people/peopleSchema";
import { PixelEvent } from "../../store/pages/PixelEvent";
import { RETURN_TO_FIELD } from "../../../../domain/people/returnPath";
import { ACCOUNT_PATHS, CUSTOMER_SESSION_ISLAND } from "../../../../domain/people/accountPaths";
import { AccountField, AccountForm, AccountNotice } from "./AccountForms";

/** What a confirmed address's page says above the sign-in form. */
export const ADDRESS_CONFIRMED = "Your email address is confirmed and your account is open. Sign in to continue.";

/**
 * The sign-in form of customer accounts, with the refusal of the last try. Shown after a
 * confirmed address (registered), it names CompleteRegistration for the ad pixel, which the
 * runtime sends only with the visitor's consent. Opened from a member page, it carries that
 * page's path (`returnTo`, already checked) so signing in leads back to it.
 */
export function SignInPage(props: { crumb: string; email: string; error: string | null; registered: boolean; returnTo: string | null }) {
  return (
    <div className="tsr-container tsr-account tsr-account--narrow" data-island={CUSTOMER_SESSION_ISLAND}>
      {props.registered ? <PixelEvent event={COMMERCE_PIXEL_EVENT.COMPLETE_REGISTRATION} data={{ status: true }} /> : null}
      <h1>Sign in</h1>
      {props.registered ? <AccountNotice kind="done">{ADDRESS_CONFIRMED}</AccountNotice> : null}
      {props.error ? <AccountNotice kind="error">{props.error}</AccountNotice> : null}
      <AccountForm action={ACCOUNT_PATHS.signIn} crumb={props.crumb} label="Sign in" button="Sign in" marker={{ "data-customer-sign-in": "" }}>
        {props.returnTo ? <input type="hidden" name={RETURN_TO_FIELD} value={props.returnTo} /> : null}
        <AccountField label="Email" name="email" type="email" autoComplete="username" value={props.email} />
        <AccountField label="Password" name="password" type="password" autoComplete="current-password" />
        <label className="tsr-account__check">
          <input type="checkbox" name="rememberMe" value="true" /> Keep me signed in on this device
        </label>
      </AccountForm>
      <p className="tsr-account__after">
        <a href={ACCOUNT_PATHS.forgotPassword}>Forgot password?</a>
      </p>
      <p className="tsr-account__after">
        New here? <a href={ACCOUNT_PATHS.signUp}>Create an account</a>
      </p>
    </div>
  );
}

/** The sign-up form, or (once sent) the answer every address gets. */
export function SignUpPage(props: { crumb: string; email: string; errors: Record<string, string>; sentTo: string | null }) {
  return (
    <div className="tsr-container tsr-account tsr-account--narrow">
      <h1>Create an account</h1>
      {props.sentTo ? (
        <AccountNotice kind="done">
          We sent a link to {props.sentTo}. Open it to confirm your address, then sign in. No mail? Check your spam folder.
        </AccountNotice>
      ) : (
        <>
          <p>Your account keeps your orders and addresses. We mail you a link to confirm your address.</p>
          <AccountForm action={ACCOUNT_PATHS.signUp} crumb={props.crumb} label="Create an account" button="Create account">
            <AccountField label="Email" name="email" type="email" autoComplete="email" value={props.email} error={props.errors.email} />
            <AccountField
              label={`Password (at least ${MIN_PASSWORD_LENGTH} characters)`}
              name="password"
              type="password"
              autoComplete="new-password"
              error={props.errors.password}
            />
          </AccountForm>
        </>
      )}
      <p className="tsr-account__after">
        Have an account? <a href={ACCOUNT_PATHS.signIn}>Sign in</a>
      </p>
    </div>
  );
}
