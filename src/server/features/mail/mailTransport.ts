import type { Transporter } from "nodemailer";

/** One message as a transport sends it. */
interface TransportMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Header lines besides the usual ones. */
  headers?: Record<string, string> | undefined;
}

/** Something that hands mail to the world (SMTP in production). */
export interface MailTransport {
  send(message: TransportMessage): Promise<void>;
  close(): void;
}

/**
 * How long connecting, the server's greeting and a silence in the conversation may last (the
 * library's own are 2 minutes, 30 seconds and 10 minutes): a send ends well inside the outbox's
 * claim of 5 minutes (mailRepository), so no other sender takes up a mail still being sent.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** The SMTP URL with SMTP_TIMEOUTS as query parameters where it names none (nodemailer reads options from the URL's query). */
function withTimeouts(url: string): string {
  const address = new URL(url);
  for (const [name, value] of Object.entries(SMTP_TIMEOUTS)) if (!address.searchParams.has(name)) address.searchParams.set(name, String(value));
  return address.toString();
}

/**
 * Sends through an SMTP server named by an smtp:// or smtps:// URL, with nodemailer, which is
 * loaded with the first message rather than at start-up.
 */
export function smtpTransport(url: string): MailTransport {
  let transporter: Promise<Transporter> | null = null;
  return {
    async send(message) {
      transporter ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(withTimeouts(url)));
      await (
        await transporter
      ).sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
    close: () => void transporter?.then((opened) => opened.close()),
  };
}
