import { EmptyState } from "../../shell/ui/states";

/** The analytics screen's place in the configuration area until its charts arrive. */
export default function AnalyticsScreen() {
  return (
    <div className="screen">
      <h1 className="screen-title">Analytics</h1>
      <EmptyState title="No analytics yet">Visits, sources and form conversions will show here.</EmptyState>
    </div>
  );
}
