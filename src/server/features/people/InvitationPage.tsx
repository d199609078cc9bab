import { roleLabelOf } from "../../../domain/people/peopleSchema";
import { renderPlatformPage } from "../../../site/render/platformChrome";
import type { Website } from "../sites/websiteRecord";

/** What the acceptance page shows: the form for a new or an existing account, with any error. */
export interface InvitationPageInput {
  website: Website;
  email: string;
  roleId: number;
  crumb: string;
  action: string;
  hasAccount: boolean;
  errors: Record<string, string>;
  displayName: string;
}

function FieldError(props: { id: string; message: string | undefined }) {
  return props.message ? (
    <p id={props.id} className="p-error" role="alert">
      {props.message}
    </p>
  ) : null;
}

/** The invitation acceptance page at /config/invitation/:token. */
export function renderInvitationPage(input: InvitationPageInput): string {
  const { errors } = input;
  return renderPlatformPage(
    `Join ${input.website.title}`,
    <>
      <span className="p-brand">Tessera</span>
      <h1>Join {input.website.title}</h1>
      <p>
        You are invited as <strong>{roleLabelOf(input.roleId)}</strong> with the address <strong>{input.email}</strong>.
      </p>
      <p>{input.hasAccount ? "Enter the password of your Tessera account to accept." : "Choose your name and a password to create your account."}</p>
      <form method="post" action={input.action}>
        <input type="hidden" name="crumb" value={input.crumb} />
        <input type="hidden" name="username" autoComplete="username" value={input.email} />
        {input.hasAccount ? null : (
          <>
            <label htmlFor="displayName">Your name</label>
            <input id="displayName" name="displayName" autoComplete="name" maxLength={100} defaultValue={input.displayName} />
          </>
        )}
        <label htmlFor="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          required
          autoComplete={input.hasAccount ? "current-password" : "new-password"}
          aria-describedby={errors.password ? "password-error" : undefined}
          aria-invalid={errors.password ? true : undefined}
        />
        <FieldError id="password-error" message={errors.password} />
        {input.hasAccount ? null : (
          <>
            <label htmlFor="confirmPassword">Repeat the password</label>
            <input
              id="confirmPassword"
              name="confirmPassword"
              type="password"
              required
              autoComplete="new-password"
              aria-describedby={errors.confirmPassword ? "confirm-error" : undefined}
              aria-invalid={errors.confirmPassword ? true : undefined}
            />
            <FieldError id="confirm-error" message={errors.confirmPassword} />
          </>
        )}
        <FieldError id="form-error" message={errors.form} />
        <button type="submit">{input.hasAccount ? "Accept and sign in" : "Create account and join"}</button>
      </form>
    </>,
  );
}

/** The page of a link that opens no invitation (unknown, used or expired). */
export function renderInvitationGonePage(website: Website, message: string): string {
  return renderPlatformPage(
    `Invitation — ${website.title}`,
    <>
      <span className="p-brand">Tessera</span>
      <h1>This invitation cannot be used</h1>
      <p>{message}</p>
      <p>
        <a href="/config">Sign in to {website.title}</a>
      </p>
    </>,
  );
}
