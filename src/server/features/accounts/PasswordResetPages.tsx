import { MIN_PASSWORD_LENGTH } from "../../../domain/people/peopleSchema";
import { PASSWORD_RESET_LIFETIME_MINUTES } from "../../../domain/api/passwordReset";
import { renderPlatformPage } from "../../../site/render/platformChrome";
import type { Website } from "../sites/websiteRecord";

/** Where the forgotten-password form lives, linked from the sign-in page. */
export const FORGOT_PASSWORD_PATH = "/config/forgot-password";

/** The one answer to every request for a link, so it never tells which addresses have an account. */
export function linkRequestedMessage(email: string): string {
  return `If ${email} belongs to someone who works on this site, a link to choose a new password is on its way there. It works once, within ${PASSWORD_RESET_LIFETIME_MINUTES} minutes. No mail? Check your spam folder, or ask the site's admin.`;
}

/** The form asking for a link to choose a new password; once sent, the same answer for any address. */
export function renderForgotPasswordPage(input: { website: Website; crumb: string; email: string; sent: boolean; error: string | null }): string {
  return renderPlatformPage(
    `Forgot password — ${input.website.title}`,
    <>
      <span className="p-brand">Tessera</span>
      <h1>Choose a new password</h1>
      {input.sent ? (
        <div className="p-done" role="status">
          <p>{linkRequestedMessage(input.email)}</p>
        </div>
      ) : (
        <p>Enter the email address you sign in to {input.website.title} with. We mail you a link to choose a new password.</p>
      )}
      <form method="post" action={FORGOT_PASSWORD_PATH}>
        <input type="hidden" name="crumb" value={input.crumb} />
        <label htmlFor="email">Email</label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={input.email}
          aria-describedby={input.error ? "request-error" : undefined}
        />
        {input.error ? (
          <p id="request-error" className="p-error" role="alert">
            {input.error}
          </p>
        ) : null}
        <button type="submit">{input.sent ? "Send the link again" : "Send me a link"}</button>
      </form>
      <p className="p-after">
        <a href="/config/">Back to sign in</a>
      </p>
    </>,
  );
}

/** One of the new password's two fields, with the problem of the last try under it. */
function NewPasswordField(props: { name: string; label: string; errorId: string; error: string | undefined }) {
  return (
    <>
      <label htmlFor={props.name}>{props.label}</label>
      <input
        id={props.name}
        name={props.name}
        type="password"
        autoComplete="new-password"
        required
        aria-describedby={props.error ? props.errorId : undefined}
        aria-invalid={props.error ? true : undefined}
      />
      {props.error ? (
        <p id={props.errorId} className="p-error" role="alert">
          {props.error}
        </p>
      ) : null}
    </>
  );
}

/** The form choosing the new password through a mailed link, with the problems of the last try. */
export function renderNewPasswordPage(input: { website: Website; crumb: string; action: string; errors: Record<string, string> }): string {
  const { errors } = input;
  return renderPlatformPage(
    `New password — ${input.website.title}`,
    <>
      <span className="p-brand">Tessera</span>
      <h1>Choose a new password</h1>
      <p>
        For signing in to {input.website.title}. Use at least {MIN_PASSWORD_LENGTH} characters. Every place you are signed in is signed out.
      </p>
      <form method="post" action={input.action}>
        <input type="hidden" name="crumb" value={input.crumb} />
        <NewPasswordField name="password" label="New password" errorId="password-error" error={errors.password} />
        <NewPasswordField name="confirmPassword" label="Repeat the new password" errorId="confirm-error" error={errors.confirmPassword} />
        <button type="submit">Save the new password</button>
      </form>
    </>,
  );
}

/** The page of a used, expired or unknown link, with the way to ask for a new one. */
export function renderResetLinkGonePage(website: Website, message: string): string {
  return renderPlatformPage(
    `Link expired — ${website.title}`,
    <>
      <span className="p-brand">Tessera</span>
      <h1>This link no longer works</h1>
      <p>{message}</p>
      <p>
        <a href={FORGOT_PASSWORD_PATH}>Ask for a new link</a>
      </p>
    </>,
  );
}
