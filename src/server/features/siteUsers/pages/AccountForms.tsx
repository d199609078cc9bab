import type { ReactNode } from "react";

/** A labelled field of an account form, with its problem under it. */
export function AccountField(props: { label: string; name: string; type?: string; autoComplete?: string; value?: string; error?: string; required?: boolean }) {
  const errorId = `${props.name}-error`;
  return (
    <label className="tsr-checkout__field" data-field={props.name}>
      <span className="tsr-checkout__label">{props.label}</span>
      <input
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        defaultValue={props.value}
        required={props.required ?? true}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      />
      {props.error ? (
        <span id={errorId} className="tsr-checkout__field-error" role="alert">
          {props.error}
        </span>
      ) : null}
    </label>
  );
}

/** An account form posting to the page's own route with the crumb, so it works without script. */
export function AccountForm(props: { action: string; crumb: string; label: string; children: ReactNode; button: string; marker?: Record<string, string> }) {
  return (
    <form className="tsr-account__form" method="post" action={props.action} aria-label={props.label} {...props.marker}>
      <input type="hidden" name="crumb" value={props.crumb} />
      {props.children}
      <button className="tsr-button" type="submit">
        {props.button}
      </button>
    </form>
  );
}

/** A message above a form: a refusal (alert) or news (status). */
export function AccountNotice({ kind, children }: { kind: "error" | "done"; children: ReactNode }) {
  return kind === "error" ? (
    <p className="tsr-alert tsr-account__notice" role="alert">
      {children}
    </p>
  ) : (
    <p className="tsr-account__notice tsr-account__notice--done" role="status">
      {children}
    </p>
  );
}
