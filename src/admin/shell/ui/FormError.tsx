/** A form-wide error (one that belongs to no single field), announced when it appears. */
export function FormError({ message }: { message: string | undefined | null }) {
  return message ? (
    <p className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}
