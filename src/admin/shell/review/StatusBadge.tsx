/** A page's or post's state label as a coloured badge: Available, Scheduled, Needs Review, Hidden or Private. */
export function StatusBadge({ label }: { label: string }) {
  return <span className={`status status-${label.toLowerCase().replace(/\s+/g, "-")}`}>{label}</span>;
}
