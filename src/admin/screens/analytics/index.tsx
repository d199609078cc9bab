import { useState } from "react";
import { Button } from "react-aria-components";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { EmptyState, ErrorState, Loading } from "../../shell/ui/states";
import { Tabs } from "../../shell/ui/Tabs";
import { useLoad } from "../../shell/useLoad";
import { Activity } from "./Activity";
import { analyticsApi, type AnalyticsSummary } from "./analyticsApi";
import { DEVICE_LABEL } from "./deviceLabels";
import { ErrorGroups } from "./ErrorGroups";
import { FailedLoads } from "./FailedLoads";
import { PageSpeed } from "./PageSpeed";
import { lastDays, periodProblem, PRESET_DAYS, type Period } from "./period";
import { RankedList } from "./RankedList";
import { VisitsChart } from "./VisitsChart";
import "../../styles/screens.css";
import "./analytics.css";
import { FormError } from "../../shell/ui/FormError";

const CONVERSION_COLUMNS: DataColumn<AnalyticsSummary["formConversions"][number]>[] = [
  { id: "form", header: "Form", cell: (form) => form.formName },
  { id: "views", header: "Views", cell: (form) => form.views.toLocaleString() },
  { id: "submissions", header: "Submissions", cell: (form) => form.submissions.toLocaleString() },
  { id: "conversion", header: "Sent per view", cell: (form) => `${(form.rate * 100).toFixed(1)} %` },
];

const BUTTON_COLUMNS: DataColumn<AnalyticsSummary["buttonClicks"][number]>[] = [
  { id: "button", header: "Button", cell: (button) => button.label },
  { id: "page", header: "Page", cell: (button) => button.path },
  { id: "renders", header: "Times shown", cell: (button) => button.renders.toLocaleString() },
  { id: "clicks", header: "Clicks", cell: (button) => button.clicks.toLocaleString() },
  { id: "rate", header: "Click rate", cell: (button) => `${(button.rate * 100).toFixed(1)} %` },
];

const QUICK_VIEW_COLUMNS: DataColumn<AnalyticsSummary["quickViews"][number]>[] = [
  { id: "product", header: "Product", cell: (product) => product.productName },
  { id: "views", header: "Quick views", cell: (product) => product.views.toLocaleString() },
];

function Totals({ totals }: { totals: AnalyticsSummary["totals"] }) {
  const cards = [
    ["Visits", totals.visits],
    ["Unique visitors", totals.uniqueVisitors],
    ["Page views", totals.pageViews],
    ["Form views", totals.formViews],
    ["Form submissions", totals.formSubmissions],
  ] as const;
  return (
    <dl className="totals">
      {cards.map(([label, value]) => (
        <div className="total" key={label}>
          <dt>{label}</dt>
          <dd>{value.toLocaleString()}</dd>
        </div>
      ))}
    </dl>
  );
}

function Summary({ period }: { period: Period }) {
  const summary = useLoad(() => analyticsApi.summary(period.from, period.to), [period.from, period.to]);
  if (summary.status === "loading") return <Loading />;
  if (summary.status === "error") return <ErrorState message={summary.message} onRetry={summary.reload} />;
  const data = summary.data;
  return (
    <div className="stack">
      <Totals totals={data.totals} />
      <VisitsChart series={data.series} />
      <div className="ranked-grid">
        <RankedList
          caption="Top pages"
          nameLabel="Page"
          valueLabel="Page views"
          rows={data.topPages.map((p) => ({ name: p.path, value: p.pageViews }))}
          empty="No page views in this period"
        />
        <RankedList
          caption="Where visitors came from"
          nameLabel="From"
          valueLabel="Visits"
          rows={data.referrers.map((r) => ({ name: r.referrer, value: r.visits }))}
          empty="No visits in this period"
        />
        <RankedList
          caption="Devices"
          nameLabel="Device"
          valueLabel="Visits"
          rows={data.devices.map((d) => ({ name: DEVICE_LABEL[d.device], value: d.visits }))}
          empty="No visits in this period"
        />
      </div>
      <section>
        <h2 className="section-title">Forms viewed and sent</h2>
        <DataTable
          caption="Forms viewed and sent"
          columns={CONVERSION_COLUMNS}
          rows={data.formConversions}
          rowKey={(form) => form.formId}
          empty={<EmptyState title="No form was seen in this period" />}
        />
      </section>
      <section>
        <h2 className="section-title">Button clicks</h2>
        <DataTable
          caption="Button clicks"
          columns={BUTTON_COLUMNS}
          rows={data.buttonClicks}
          rowKey={(button) => `${button.buttonId} ${button.path}`}
          empty={<EmptyState title="No button was seen in this period" />}
        />
      </section>
      <section>
        <h2 className="section-title">Quick views</h2>
        <DataTable
          caption="Quick views per product"
          columns={QUICK_VIEW_COLUMNS}
          rows={data.quickViews}
          rowKey={(product) => product.productId}
          empty={<EmptyState title="No product was opened in a quick view in this period" />}
        />
      </section>
      <PageSpeed speed={data.pageSpeed} />
    </div>
  );
}

function PeriodPicker({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const [draft, setDraft] = useState(period);
  const problem = periodProblem(draft);
  return (
    <div className="row period">
      {PRESET_DAYS.map((days) => {
        const preset = lastDays(days);
        const current = preset.from === period.from && preset.to === period.to;
        return (
          <Button
            key={days}
            className={current ? "btn btn-small btn-primary" : "btn btn-small"}
            aria-pressed={current}
            onPress={() => {
              setDraft(preset);
              onChange(preset);
            }}
          >
            Last {days} days
          </Button>
        );
      })}
      <label className="field">
        <span className="label">From</span>
        <input type="date" value={draft.from} onChange={(event) => setDraft((d) => ({ ...d, from: event.target.value }))} />
      </label>
      <label className="field">
        <span className="label">To</span>
        <input type="date" value={draft.to} onChange={(event) => setDraft((d) => ({ ...d, to: event.target.value }))} />
      </label>
      <Button className="btn btn-small" isDisabled={problem !== null} onPress={() => onChange(draft)}>
        Show period
      </Button>
      <FormError message={problem} />
    </div>
  );
}

/** Analytics: visits, visitors, page views, top pages, referrers, devices, form conversions, button clicks, quick views and page speed over a period; marketing landings, events, traces, failed loads and popup sign-ups over a period; and browser errors with the addresses that failed to load. */
export default function AnalyticsScreen() {
  const [period, setPeriod] = useState<Period>(() => lastDays(30));
  const errors = useLoad(() => analyticsApi.errors(), []);
  return (
    <div className="screen">
      <h1 className="screen-title">Analytics</h1>
      <Tabs
        label="Analytics sections"
        sections={[
          {
            id: "traffic",
            title: "Traffic",
            content: (
              <div className="stack">
                <PeriodPicker period={period} onChange={setPeriod} />
                <Summary period={period} />
              </div>
            ),
          },
          {
            id: "activity",
            title: "Landings and events",
            content: (
              <div className="stack">
                <PeriodPicker period={period} onChange={setPeriod} />
                <Activity period={period} />
              </div>
            ),
          },
          {
            id: "errors",
            title: "Browser errors",
            content: (
              <>
                {errors.status === "loading" ? <Loading /> : null}
                {errors.status === "error" ? <ErrorState message={errors.message} onRetry={errors.reload} /> : null}
                {errors.status === "ready" ? (
                  <div className="stack">
                    <ErrorGroups groups={errors.data.groups} />
                    <FailedLoads loads={errors.data.failedLoads} />
                  </div>
                ) : null}
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
