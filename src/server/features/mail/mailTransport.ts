import nodemailer from "nodemailer";

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

/** Sends through an SMTP server named by an smtp:// or smtps:// URL, with nodemailer. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
    close: () => transporter.close(),
  };
}
