import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";

/** A mail as the test SMTP server received it. */
interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** Every header line as sent, by its lowercased name (the first of a name). */
  headers: Record<string, string>;
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export interface SmtpCatcher {
  url: string;
  mails: CaughtMail[];
  /** Refuse the next N messages with a temporary failure (to test retries). */
  failNext(count: number): void;
  close(): Promise<void>;
}

/** Starts the in-process SMTP server used by mail tests. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
          callback(error);
          return;
        }
        void simpleParser(Buffer.concat(chunks)).then((parsed) => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : null,
            headers: Object.fromEntries(
              [...parsed.headerLines].reverse().map((header) => [header.key, header.line.slice(header.line.indexOf(":") + 1).trim()]),
            ),
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    failNext(count) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
