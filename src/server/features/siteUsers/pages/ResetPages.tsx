import { CUSTOMER_RESET_LIFETIME_MINUTES } from "../../../../domain/api/siteUsers";
import { MIN_PASSWORD_LENGTH } from "../../../../domain/people/peopleSchema";
import { ACCOUNT_PATHS } from "../../../../domain/people/accountPaths";
import { AccountField, AccountForm, AccountNotice } from "./AccountForms";

/** The form asking for a new-password link; once sent, the same answer for any address. */
export function ForgotPasswordPage(props: { crumb: string; email: string; sent: boolean; error: string | null }) {
  return (
    <div className="tsr-container tsr-account tsr-account--narrow">
      <h1>Choose a new password</h1>
      {props.sent ? (
        <AccountNotice kind="done">
          If {props.email} has an account here, a link to choose a new password is on its way. It works once, within {CUSTOMER_RESET_LIFETIME_MINUTES} minutes.
        </AccountNotice>
      ) : (
        <p>Enter the email address of your account. We mail you a link to choose a new password.</p>
      )}
      {props.error ? <AccountNotice kind="error">{props.error}</AccountNotice> : null}
      <AccountForm
        action={ACCOUNT_PATHS.forgotPassword}
        crumb={props.crumb}
        label="Ask for a link"
        button={props.sent ? "Send the link again" : "Send me a link"}
      >
        <AccountField label="Email" name="email" type="email" autoComplete="username" value={props.email} />
      </AccountForm>
      <p className="tsr-account__after">
        <a href={ACCOUNT_PATHS.signIn}>Back to sign in</a>
      </p>
    </div>
  );
}

/** The form choosing a new password through a mailed link. */
export function NewPasswordPage(props: { crumb: string; action: string; errors: Record<string, string> }) {
  return (
    <div className="tsr-container tsr-account tsr-account--narrow">
      <h1>Choose a new password</h1>
      <p>Use at least {MIN_PASSWORD_LENGTH} characters. Every place you are signed in is signed out.</p>
      <AccountForm action={props.action} crumb={props.crumb} label="New password" button="Save the new password">
        <AccountField label="New password" name="password" type="password" autoComplete="new-password" error={props.errors.password} />
        <AccountField label="Repeat the new password" name="confirmPassword" type="password" autoComplete="new-password" error={props.errors.confirmPassword} />
      </AccountForm>
    </div>
  );
}

/** The page of a used, expired or unknown link. */
export function LinkGonePage({ message, again }: { message: string; again: string }) {
  return (
    <div className="tsr-container tsr-account tsr-account--narrow">
      <h1>This link no longer works</h1>
      <p>{message}</p>
      <p>
        <a href={again}>Ask for a new link</a>
      </p>
    </div>
  );
}
