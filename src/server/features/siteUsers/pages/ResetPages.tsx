import { CUSTOMER_RESET_LIFETIME_MINUTES } from "../../../../domain/api/siteUsers";
import { MIN_PASSWORD_LENGTH } from "../../../../domain/people/peopleSchema";
import { ACCOUNT_PATHS } from "../../../../domain/people/accountPaths";
import { filledIn, type StoreTexts } from "../../../../domain/translations/storeTexts";
import { AccountField, AccountForm, AccountNotice } from "./AccountForms";

/** The form asking for a new-password link; once sent, the same answer for any address; in the page's language. */
export function ForgotPasswordPage(props: { crumb: string; email: string; sent: boolean; error: string | null; texts: StoreTexts }) {
  const { texts } = props;
  return (
    <div className="tsr-container tsr-account tsr-account--narrow">
      <h1>{texts.accountChooseNewPassword}</h1>
      {props.sent ? (
        <AccountNotice kind="done">{filledIn(texts.accountResetSent, { email: props.email, minutes: String(CUSTOMER_RESET_LIFETIME_MINUTES) })}</AccountNotice>
      ) : (
        <p>{texts.accountResetIntro}</p>
      )}
      {props.error ? <AccountNotice kind="error">{props.error}</AccountNotice> : null}
      <AccountForm
        action={ACCOUNT_PATHS.forgotPassword}
        crumb={props.crumb}
        label={texts.accountAskForLink}
        button={props.sent ? texts.accountSendLinkAgain : texts.accountSendLink}
      >
        <AccountField label={texts.accountEmail} name="email" type="email" autoComplete="username" value={props.email} />
      </AccountForm>
      <p className="tsr-account__after">
        <a href={ACCOUNT_PATHS.signIn}>{texts.accountBackToSignIn}</a>
      </p>
    </div>
  );
}

/** The form choosing a new password through a mailed link, in the page's language. */
export function NewPasswordPage(props: { crumb: string; action: string; errors: Record<string, string>; texts: StoreTexts }) {
  const { texts } = props;
  return (
    <div className="tsr-container tsr-account tsr-account--narrow">
      <h1>{texts.accountChooseNewPassword}</h1>
      <p>{filledIn(texts.accountNewPasswordIntro, { count: String(MIN_PASSWORD_LENGTH) })}</p>
      <AccountForm action={props.action} crumb={props.crumb} label={texts.accountNewPassword} button={texts.accountSavePassword}>
        <AccountField label={texts.accountNewPassword} name="password" type="password" autoComplete="new-password" error={props.errors.password} />
        <AccountField
          label={texts.accountRepeatPassword}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={props.errors.confirmPassword}
        />
      </AccountForm>
    </div>
  );
}

/** The page of a used, expired or unknown link, in the page's language. */
export function LinkGonePage({ again, texts }: { again: string; texts: StoreTexts }) {
  return (
    <div className="tsr-container tsr-account tsr-account--narrow">
      <h1>{texts.accountLinkGoneHeading}</h1>
      <p>{texts.accountLinkGone}</p>
      <p>
        <a href={again}>{texts.accountAskNewLink}</a>
      </p>
    </div>
  );
}
