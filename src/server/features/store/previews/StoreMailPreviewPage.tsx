import type { StoreMailPreview } from "./storeMailPreviews";

/** One mail: what sends it, its subject and recipient, and its body as the buyer reads it (the HTML drawn without scripts, else the text). */
export function MailShown({ mail }: { mail: StoreMailPreview }) {
  return (
    <section className="tsr-mail-preview" id={`mail-${mail.kind}`} aria-labelledby={`mail-${mail.kind}-title`} data-mail-kind={mail.kind}>
      <h2 id={`mail-${mail.kind}-title`}>{mail.label}</h2>
      <dl className="tsr-mail-preview__head">
        <dt>Subject</dt>
        <dd>{mail.subject}</dd>
        <dt>To</dt>
        <dd>{mail.to}</dd>
      </dl>
      {mail.html ? (
        <>
          <iframe className="tsr-mail-preview__frame" title={`${mail.subject}, as the mail shows it`} sandbox="allow-same-origin" srcDoc={mail.html} />
          <details>
            <summary>Text version</summary>
            <pre className="tsr-mail-preview__text">{mail.text}</pre>
          </details>
        </>
      ) : (
        <pre className="tsr-mail-preview__text">{mail.text}</pre>
      )}
    </section>
  );
}

/**
 * The commerce email preview (page type 301), for owners: every mail the store sends its
 * buyers, each made by its real template from a sample order of this site, with a list of
 * them first.
 */
export function StoreMailPreviewPage({ mails }: { mails: StoreMailPreview[] }) {
  return (
    <div className="tsr-container tsr-order tsr-mail-previews">
      <h1>Store mail previews</h1>
      <p>The mails your store sends its customers, with a sample order of this site. Only you and your team see this page.</p>
      <nav aria-label="Store mails">
        <ul>
          {mails.map((mail) => (
            <li key={mail.kind}>
              <a href={`#mail-${mail.kind}`}>{mail.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {mails.map((mail) => (
        <MailShown key={mail.kind} mail={mail} />
      ))}
    </div>
  );
}
