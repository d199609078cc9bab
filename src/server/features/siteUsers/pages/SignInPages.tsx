import { COMMERCE_PIXEL_EVENT } from "../../../../domain/enumerations/trackingEvents";
import { MIN_PASSWORD_LENGTH } from "../../../../domain/people/peopleSchema";
import { PixelEvent } from "../../store/pages/PixelEvent";
import { RETURN_TO_FIELD } from "../../../../domain/people/returnPath";
import { ACCOUNT_PATHS, CUSTOMER_SESSION_ISLAND } from "../../../../domain/people/accountPaths";
import { islandTexts } from "../../../../domain/translations/storeIslandTexts";
import { filledIn, PRIMARY_STORE_TEXTS, type StoreTexts } from "../../../../domain/translations/storeTexts";
import { AccountField, AccountForm, AccountNotice } from "./AccountForms";

/** What a confirmed address's page says above the sign-in form, in the primary language. */
export const ADDRESS_CONFIRMED = PRIMARY_STORE_TEXTS.accountAddressConfirmed;

/**
 * The sign-in form of customer accounts, with the refusal of the last try, in the page's language
 * (`texts`; the sign-in script gets its refusals' words in `data-texts`, and the account's address
 * in the page's language in `data-account`). Shown after a confirmed address (registered), it
 * names CompleteRegistration for the ad pixel, which the runtime sends only with the visitor's
 * consent. Opened from a member page, it carries that page's path (`returnTo`, already checked)
 * so signing in leads back to it.
 */
export function SignInPage(props: {
  crumb: string;
  email: string;
  error: string | null;
  registered: boolean;
  returnTo: string | null;
  accountHref: string;
  texts: StoreTexts;
}) {
  const { texts } = props;
  return (
    <div
      className="tsr-container tsr-account tsr-account--narrow"
      data-island={CUSTOMER_SESSION_ISLAND}
      data-account={props.accountHref}
      data-texts={JSON.stringify(islandTexts("customerSession", texts))}
    >
      {props.registered ? <PixelEvent event={COMMERCE_PIXEL_EVENT.COMPLETE_REGISTRATION} data={{ status: true }} /> : null}
      <h1>{texts.accountSignIn}</h1>
      {props.registered ? <AccountNotice kind="done">{texts.accountAddressConfirmed}</AccountNotice> : null}
      {props.error ? <AccountNotice kind="error">{props.error}</AccountNotice> : null}
      <AccountForm
        action={ACCOUNT_PATHS.signIn}
        crumb={props.crumb}
        label={texts.accountSignIn}
        button={texts.accountSignIn}
        marker={{ "data-customer-sign-in": "" }}
      >
        {props.returnTo ? <input type="hidden" name={RETURN_TO_FIELD} value={props.returnTo} /> : null}
        <AccountField label={texts.accountEmail} name="email" type="email" autoComplete="username" value={props.email} />
        <AccountField label={texts.accountPassword} name="password" type="password" autoComplete="current-password" />
        <label className="tsr-account__check">
          <input type="checkbox" name="rememberMe" value="true" /> {texts.accountKeepSignedIn}
        </label>
      </AccountForm>
      <p className="tsr-account__after">
        <a href={ACCOUNT_PATHS.forgotPassword}>{texts.accountForgotLink}</a>
      </p>
      <p className="tsr-account__after">
        {texts.accountNewHere} <a href={ACCOUNT_PATHS.signUp}>{texts.accountCreate}</a>
      </p>
    </div>
  );
}

/** The sign-up form, or (once sent) the answer every address gets, in the page's language. */
export function SignUpPage(props: { crumb: string; email: string; errors: Record<string, string>; sentTo: string | null; texts: StoreTexts }) {
  const { texts } = props;
  return (
    <div className="tsr-container tsr-account tsr-account--narrow">
      <h1>{texts.accountCreate}</h1>
      {props.sentTo ? (
        <AccountNotice kind="done">{filledIn(texts.accountLinkSent, { email: props.sentTo })}</AccountNotice>
      ) : (
        <>
          <p>{texts.accountSignUpIntro}</p>
          <AccountForm action={ACCOUNT_PATHS.signUp} crumb={props.crumb} label={texts.accountCreate} button={texts.accountCreateButton}>
            <AccountField label={texts.accountEmail} name="email" type="email" autoComplete="email" value={props.email} error={props.errors.email} />
            <AccountField
              label={filledIn(texts.accountPasswordAtLeast, { count: String(MIN_PASSWORD_LENGTH) })}
              name="password"
              type="password"
              autoComplete="new-password"
              error={props.errors.password}
            />
          </AccountForm>
        </>
      )}
      <p className="tsr-account__after">
        {texts.accountHaveAccount} <a href={ACCOUNT_PATHS.signIn}>{texts.accountSignIn}</a>
      </p>
    </div>
  );
}
