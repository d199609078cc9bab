/** The catalogue's picture of a booking or scheduling block: its booking button. */
export function BookingPreview({ label }: { label: string }) {
  return <span className="preview-button">{label}</span>;
}
