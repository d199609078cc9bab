import type { Db } from "../../../db/database";
import type { MailOutboxRow } from "../../../db/schema";
import { newId } from "../../../domain/ids";
import { PeriodicJob } from "../../background/periodicJob";
import type { Clock } from "../../clock";
import { mailRepository } from "./mailRepository";
import type { MailTransport } from "./mailTransport";
import { processLog, type ServerLog } from "../../log/serverLog";

/** A mail to send on behalf of a site: with its bodies, or by reference to the record they are composed from (see MailComposer). */
export type OutgoingMail = {
  websiteId: string;
  /** What caused it, e.g. "form-notification" or "order-confirmation". */
  kind: string;
  to: string;
  subject: string;
} & ({ text: string; html?: string | null } | { sourceId: string });

/** A mail's bodies as it is sent or read. */
export interface MailBodies {
  text: string;
  html: string | null;
  /** Header lines the mail carries besides the usual ones (a newsletter's List-Unsubscribe). */
  headers?: Record<string, string>;
}

/**
 * Composes the bodies of a kind of mail queued by reference from its source record, when the
 * mail is sent or read; null when the record is gone. A mail queued in a busy commit (an
 * order's confirmation) so carries its source's id instead of a rendered page.
 */
export type MailComposer = (sourceId: string, now: Date) => Promise<MailBodies | null>;

/** The error a mail keeps when the record it is composed from no longer exists. */
export const SOURCE_GONE = "The record this mail is written from no longer exists.";

/** After this many failed attempts a mail is marked failed and left for the owner to see. */
export const MAX_ATTEMPTS = 5;
const BATCH = 20;
/** How often due mail is looked for (queuing a mail also sends it at once), and what the log says when looking fails. */
const DELIVERY = { source: "mail.send", failure: "Sending mail failed before any mail was tried; the next run tries again.", intervalMs: 5000 };

/**
 * The platform's mail: every mail is written to the outbox first (inside the caller's
 * transaction when given one), so nothing is lost if the process dies. With SMTP configured a
 * background sender delivers pending mail and retries failures; without it, mail stays in the
 * outbox marked "stored" for the site's owners to read.
 */
export class MailService {
  private readonly delivery: PeriodicJob;
  private readonly composers = new Map<string, MailComposer>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transport: MailTransport | null,
    private readonly from: string,
    private readonly log: ServerLog = processLog,
  ) {
    this.delivery = new PeriodicJob({ ...DELIVERY, round: () => this.deliverBatch(), log });
  }

  /** Whether mail leaves the server (SMTP configured) or stays in the outbox. */
  get delivers(): boolean {
    return this.transport !== null;
  }

  /** Lets mails of a kind be queued by reference (`sourceId`): their bodies are composed this way when sent or read. */
  composeWith(kind: string, composer: MailComposer): void {
    this.composers.set(kind, composer);
  }

  private readonly redactors = new Map<string, (text: string) => string>();

  /** Hides what a kind of mail must not show when owners read it in the outbox (a gift card's code); the mail is still sent whole. */
  redactWith(kind: string, redact: (text: string) => string): void {
    this.redactors.set(kind, redact);
  }

  /** A queued mail's bodies as owners read them in the outbox: bodiesOf, with what its kind hides hidden. */
  async readableBodiesOf(row: Pick<MailOutboxRow, "kind" | "sourceId" | "textBody" | "htmlBody">): Promise<MailBodies | null> {
    const bodies = await this.bodiesOf(row);
    const redact = this.redactors.get(row.kind);
    return bodies && redact ? { text: redact(bodies.text), html: bodies.html === null ? null : redact(bodies.html) } : bodies;
  }

  /** A queued mail's bodies: as stored, or composed from its source; null when its source is gone. */
  async bodiesOf(row: Pick<MailOutboxRow, "kind" | "sourceId" | "textBody" | "htmlBody">): Promise<MailBodies | null> {
    if (row.sourceId === null) return { text: row.textBody, html: row.htmlBody };
    const composer = this.composers.get(row.kind);
    if (!composer) throw new Error(`No composer is registered for mails of kind ${row.kind}.`);
    return composer(row.sourceId, this.clock.now());
  }

  /** Writes a mail to the outbox; call deliverSoon() after the surrounding transaction commits. */
  async enqueue(db: Db, mail: OutgoingMail): Promise<string> {
    const row = this.outboxRow(mail);
    await mailRepository.insert(db, row);
    return row.id;
  }

  private outboxRow(mail: OutgoingMail): MailOutboxRow {
    if ("sourceId" in mail && !this.composers.has(mail.kind))
      throw new Error(`Mails of kind ${mail.kind} cannot be queued by reference: no composer is registered.`);
    const bodies =
      "sourceId" in mail ? { textBody: "", htmlBody: null, sourceId: mail.sourceId } : { textBody: mail.text, htmlBody: mail.html ?? null, sourceId: null };
    return {
      id: newId(),
      websiteId: mail.websiteId,
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      ...bodies,
      status: this.transport ? "pending" : "stored",
      attempts: 0,
      lastError: null,
      claimedAt: null,
      createdAt: this.clock.now().toISOString(),
      sentAt: null,
    };
  }

  /** Starts delivering pending mail now, without waiting for it. */
  deliverSoon(): void {
    if (this.transport) void this.deliverDue();
  }

  /** Sends every due mail once; returns how many were sent. Concurrent calls share one run. */
  deliverDue(): Promise<number> {
    return this.delivery.runNow();
  }

  private async deliverBatch(): Promise<number> {
    if (!this.transport) return 0;
    let sent = 0;
    for (const id of await mailRepository.dueIds(this.db, this.clock.now(), BATCH)) {
      const claimedAt = await mailRepository.claim(this.db, id, this.clock.now());
      if (claimedAt === null) continue;
      const mail = await mailRepository.findById(this.db, id);
      if (!mail) continue;
      try {
        const bodies = await this.bodiesOf(mail);
        if (!bodies) {
          await mailRepository.finish(this.db, id, claimedAt, { status: "failed", lastError: SOURCE_GONE, sentAt: null });
          this.log.error("mail.send", `Mail ${id} to ${mail.toAddress} was given up: ${SOURCE_GONE}`);
          continue;
        }
        await this.transport.send({
          from: this.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: bodies.text,
          html: bodies.html,
          headers: bodies.headers,
        });
        await mailRepository.finish(this.db, id, claimedAt, { status: "sent", lastError: null, sentAt: this.clock.now().toISOString() });
        sent += 1;
      } catch (error) {
        const status = mail.attempts >= MAX_ATTEMPTS ? "failed" : "pending";
        await mailRepository.finish(this.db, id, claimedAt, { status, lastError: (error as Error).message.slice(0, 500), sentAt: null });
        if (status === "failed")
          this.log.error(
            "mail.send",
            `Mail ${id} to ${mail.toAddress} failed ${mail.attempts} times and was given up; its owners see it in the outbox.`,
            error,
          );
        else this.log.warn("mail.send", `Mail ${id} to ${mail.toAddress} could not be sent (attempt ${mail.attempts}); it is tried again.`, error);
      }
    }
    return sent;
  }

  /** Delivers due mail every interval until stop(). */
  start(intervalMs?: number): void {
    if (this.transport) this.delivery.start(intervalMs);
  }

  async stop(): Promise<void> {
    await this.delivery.stop();
    this.transport?.close();
  }
}
