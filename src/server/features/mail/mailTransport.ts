import type { Transporter } from "nodemailer";

/** One message as a transport sends it. */
interface TransportMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Something that hands mail to the world (SMTP in production). */
export interface MailTransport {
  send(message: TransportMessage): Promise<void>;
  close(): void;
}

/**
 * Sends through an SMTP server named by an smtp:// or smtps:// URL, with nodemailer, which is
 * loaded with the first message rather than at start-up.
 */
export function smtpTransport(url: string): MailTransport {
  let transporter: Promise<Transporter> | null = null;
  return {
    async send(message) {
      transporter ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(url));
      await (
        await transporter
      ).sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
    close: () => void transporter?.then((opened) => opened.close()),
  };
}
