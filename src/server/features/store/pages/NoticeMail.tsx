import type { MailLook } from "../mailLook";

/** What a notice mail's HTML part shows: the site's name and the paragraphs of its text part. */
export interface NoticeMailProps {
  siteTitle: string;
  paragraphs: readonly (readonly string[])[];
  look: MailLook;
}

/**
 * The HTML body of a store notice (a renewal, a refused or stopped payment, a gift's receipt) in
 * the site's look, as the order mails are: its name in the accent colour, then the very
 * paragraphs of the text part, a line break between the lines of one.
 */
export function NoticeMail({ siteTitle, paragraphs, look }: NoticeMailProps) {
  return (
    <div style={{ margin: 0, padding: "24px 12px", background: look.paper, fontFamily: look.font, color: look.ink, fontSize: "16px", lineHeight: 1.5 }}>
      <div style={{ maxWidth: "560px", margin: "0 auto", padding: "24px", background: look.surface, border: `1px solid ${look.line}`, borderRadius: "10px" }}>
        <p style={{ margin: "0 0 16px", color: look.accent, fontWeight: 700, fontSize: "20px" }}>{siteTitle}</p>
        {paragraphs.map((lines, index) => (
          <p key={index} style={{ margin: "16px 0 0" }}>
            {lines.map((line, at) => (
              <span key={at}>
                {at > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </p>
        ))}
      </div>
    </div>
  );
}
