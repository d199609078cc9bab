/** A two-column ranking (page → views, referrer → visits) with a bar showing each row's share. */
export function RankedList(props: { caption: string; nameLabel: string; valueLabel: string; rows: { name: string; value: number }[]; empty: string }) {
  const top = Math.max(1, ...props.rows.map((row) => row.value));
  return (
    <section className="ranked">
      <h2 className="section-title">{props.caption}</h2>
      {props.rows.length === 0 ? (
        <p className="field-help">{props.empty}</p>
      ) : (
        <table className="data-table">
          <caption className="sr-only">{props.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{props.nameLabel}</th>
              <th scope="col">{props.valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.name}>
                <td>
                  <span className="ranked-name">{row.name}</span>
                  <span className="ranked-bar" style={{ width: `${(row.value / top) * 100}%` }} aria-hidden="true" />
                </td>
                <td>{row.value.toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
