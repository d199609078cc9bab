import type { MailLook } from "../mailLook";
import { Receipt } from "./Receipt";
import type { ReceiptContent } from "./receiptContent";
import type { StoreTexts } from "../../../../domain/translations/storeTexts";

/** What an order mail says: whose it is, the order, its downloads and where to follow it. */
export interface OrderMailProps {
  siteTitle: string;
  heading: string;
  /** The order's number line, "Order 1A2B3C4D" in the order's language. */
  orderNumber: string;
  /** "Pick-up at …" or "Delivery to …"; null when nothing ships. */
  handover: string | null;
  receipt: ReceiptContent;
  downloads: { name: string; href: string }[];
  statusHref: string;
  look: MailLook;
  /** The mail's words in the order's language. */
  texts: StoreTexts;
}

/**
 * An order mail's HTML body in the site's look: its title in the accent colour, the same receipt
 * table as the order pages, download links, and a button to the order's status page.
 */
export function OrderMail({ siteTitle, heading, orderNumber, handover, receipt, downloads, statusHref, look, texts }: OrderMailProps) {
  const button = {
    display: "inline-block",
    padding: "12px 20px",
    borderRadius: "8px",
    background: look.accent,
    color: look.accentInk,
    textDecoration: "none",
    fontWeight: 600,
  } as const;
  return (
    <div style={{ margin: 0, padding: "24px 12px", background: look.paper, fontFamily: look.font, color: look.ink, fontSize: "16px", lineHeight: 1.5 }}>
      <div style={{ maxWidth: "560px", margin: "0 auto", padding: "24px", background: look.surface, border: `1px solid ${look.line}`, borderRadius: "10px" }}>
        <p style={{ margin: "0 0 16px", color: look.accent, fontWeight: 700, fontSize: "20px" }}>{siteTitle}</p>
        <h1 style={{ margin: "0 0 8px", fontSize: "24px", lineHeight: 1.2 }}>{heading}</h1>
        <p style={{ margin: "0 0 16px", color: look.muted }}>{orderNumber}</p>
        {handover ? <p style={{ margin: "0 0 16px", fontWeight: 600 }}>{handover}</p> : null}
        <Receipt content={receipt} look={look} />
        {downloads.map((d) => (
          <p key={d.href} style={{ margin: "16px 0 0" }}>
            <a href={d.href} style={{ color: look.accent }}>
              {texts.download} {d.name}
            </a>
          </p>
        ))}
        <p style={{ margin: "24px 0 0" }}>
          <a href={statusHref} style={button}>
            {texts.viewOrder}
          </a>
        </p>
      </div>
    </div>
  );
}
