/** A message above a platform page: what just happened, or why it did not. */
export interface PlatformNotice {
  kind: "done" | "problem";
  text: string;
  /** An invitation link to hand to a new owner, shown to copy. */
  link?: string;
}

/** The message under a refused field, which the field names in its aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="p-field-error" id={id}>
      {message}
    </p>
  ) : null;
}

/** What just happened, or why it did not, above a platform page, with an invitation link to copy when there is one. */
export function Notice({ notice }: { notice: PlatformNotice | null }) {
  if (!notice) return null;
  return (
    <div className={notice.kind === "done" ? "p-done" : "p-error"} role={notice.kind === "done" ? "status" : "alert"}>
      <p>{notice.text}</p>
      {notice.link ? (
        <p>
          <label htmlFor="invitation-link">Invitation link</label>
          <input id="invitation-link" readOnly value={notice.link} />
        </p>
      ) : null}
    </div>
  );
}
