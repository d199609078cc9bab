import type { CSSProperties } from "react";
import type { MailLook } from "../mailLook";
import type { ReceiptContent } from "./receiptContent";

/**
 * The lines and totals of a cart or an order, as one table: the checkout's summary, the order
 * pages and the order mails draw it. Pages style it from store.css; a mail (given `look`) carries
 * the same look inline, since mail programs drop stylesheets.
 */
export function Receipt({ content, look }: { content: ReceiptContent; look?: MailLook }) {
  const inline = (style: CSSProperties) => (look ? style : undefined);
  const cellStyle: CSSProperties = { padding: "8px 0", borderBottom: `1px solid ${look?.line}`, textAlign: "left", fontWeight: 400 };
  const amountStyle: CSSProperties = { padding: "8px 0 8px 16px", borderBottom: `1px solid ${look?.line}`, textAlign: "right", whiteSpace: "nowrap" };
  const cell = inline(cellStyle);
  const amount = inline(amountStyle);
  return (
    <table className="tsr-receipt" style={inline({ width: "100%", borderCollapse: "collapse", color: look?.ink, fontFamily: look?.font, fontSize: "16px" })}>
      <tbody>
        {content.lines.map((line) => (
          <tr key={line.key}>
            <td className="tsr-receipt__item" style={cell}>
              {line.quantity} × {line.name}
              {line.options ? (
                <span className="tsr-receipt__options" style={inline({ color: look?.muted })}>
                  {" "}
                  ({line.options})
                </span>
              ) : null}
              {line.recurring ? (
                <span className="tsr-receipt__recurring" style={inline({ display: "block", color: look?.muted })}>
                  {line.recurring}
                </span>
              ) : null}
            </td>
            <td className="tsr-receipt__amount" style={amount}>
              {line.total}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {content.totals.map((total) => {
          const grand = total.name === "grandTotal";
          const weight: CSSProperties = { fontWeight: grand ? 700 : 400, fontSize: grand ? "18px" : undefined };
          return (
            <tr key={total.name} className={grand ? "tsr-receipt__total" : undefined}>
              <th scope="row" data-total-label={total.name} style={inline({ ...cellStyle, ...weight })}>
                {total.label}
              </th>
              <td className="tsr-receipt__amount" data-total={total.name} style={inline({ ...amountStyle, ...weight })}>
                {total.value}
              </td>
            </tr>
          );
        })}
      </tfoot>
    </table>
  );
}
