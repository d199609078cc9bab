import { useState } from "react";
import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, type ActivityKind } from "../../../domain/analytics/activityKinds";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { MenuSelect } from "../../shell/ui/MenuSelect";
import { EmptyState, ErrorState, Loading } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";
import { analyticsApi, type ActivityReport } from "./analyticsApi";
import type { Period } from "./period";
import { RankedList } from "./RankedList";

type Row = ActivityReport["rows"][number];

const COLUMNS: DataColumn<Row>[] = [
  { id: "time", header: "Time", cell: (row) => new Date(row.at).toLocaleString() },
  { id: "name", header: "What", className: "mono", cell: (row) => row.name },
  { id: "page", header: "Page", className: "mono", cell: (row) => row.page },
  { id: "detail", header: "Details", className: "mono activity-detail", cell: (row) => row.detail },
];

const KIND_OPTIONS = ACTIVITY_KINDS.map((kind) => ({ id: kind, label: ACTIVITY_KIND_LABELS[kind] }));

function Counts({ report }: { report: ActivityReport }) {
  const c = report.counts;
  const cards = [
    ["Marketing landings", c.landings.toLocaleString()],
    ["Events", c.events.toLocaleString()],
    ["Traces", c.traces.toLocaleString()],
    ["Failed loads", c.networkErrors.toLocaleString()],
    ["Popup shown", c.overlayViews.toLocaleString()],
    ["Popup sign-ups", `${c.overlaySignups.toLocaleString()} (${(report.overlayConversionRate * 100).toFixed(1)} %)`],
  ] as const;
  return (
    <dl className="totals">
      {cards.map(([label, value]) => (
        <div className="total" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What the visitor runtime records beyond page views, over the chosen period: how many of each
 * kind, marketing landings by source, campaign and channel, the popup's sign-ups per showing,
 * and the latest entries of one kind with their CSV download.
 */
export function Activity({ period }: { period: Period }) {
  const [kind, setKind] = useState<ActivityKind>("landings");
  const report = useLoad(() => analyticsApi.activity(kind, period.from, period.to), [kind, period.from, period.to]);
  if (report.status === "loading") return <Loading />;
  if (report.status === "error") return <ErrorState message={report.message} onRetry={report.reload} />;
  const data = report.data;
  const landingList = (caption: string, nameLabel: string, rows: { value: string; landings: number }[]) => (
    <RankedList
      caption={caption}
      nameLabel={nameLabel}
      valueLabel="Landings"
      rows={rows.map((row) => ({ name: row.value, value: row.landings }))}
      empty="No marketing landings in this period"
    />
  );
  return (
    <div className="stack">
      <Counts report={data} />
      <div className="ranked-grid">
        {landingList("Landings by source", "Source", data.landings.sources)}
        {landingList("Landings by campaign", "Campaign", data.landings.campaigns)}
        {landingList("Landings by channel", "Channel", data.landings.channels)}
      </div>
      <section className="stack">
        <h2 className="section-title">Recorded entries</h2>
        <div className="row activity-filter">
          <MenuSelect label="Show" value={kind} options={KIND_OPTIONS} onChange={(id) => setKind(id as ActivityKind)} />
          <a className="btn" href={analyticsApi.activityCsvHref(kind, period.from, period.to)} download>
            Download CSV
          </a>
        </div>
        <DataTable
          caption={ACTIVITY_KIND_LABELS[kind]}
          stacksOnPhone
          columns={COLUMNS}
          rows={data.rows}
          rowKey={(row) => `${row.at} ${row.name} ${row.page} ${row.detail}`}
          empty={<EmptyState title={`No ${ACTIVITY_KIND_LABELS[kind].toLowerCase()} in this period`} />}
        />
        {data.more ? <p className="muted">The latest {data.rows.length} are shown; the CSV has the rest.</p> : null}
      </section>
    </div>
  );
}
