import type { ErrorGroup } from "./analyticsApi";
import { EmptyState } from "../../shell/ui/states";

/** Browser errors visitors met, grouped by message and place, most frequent first, with a sample stack. */
export function ErrorGroups({ groups }: { groups: ErrorGroup[] }) {
  if (groups.length === 0) return <EmptyState title="No browser errors">Errors visitors' browsers report while showing the site appear here.</EmptyState>;
  return (
    <table className="data-table">
      <caption className="sr-only">Browser errors</caption>
      <thead>
        <tr>
          <th scope="col">Error</th>
          <th scope="col">Where</th>
          <th scope="col">Times</th>
          <th scope="col">Last seen</th>
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => (
          <tr key={`${group.message}|${group.file}|${group.line}`}>
            <td>
              <details>
                <summary>{group.message}</summary>
                <p className="field-help">
                  First seen {new Date(group.firstSeen).toLocaleString()} on {group.sampleUrl}
                </p>
                {group.sampleStack ? <pre className="stack-trace">{group.sampleStack}</pre> : null}
              </details>
            </td>
            <td className="mono">
              {group.file}
              {group.line ? `:${group.line}` : ""}
            </td>
            <td>{group.count}</td>
            <td>{new Date(group.lastSeen).toLocaleString()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
