import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { systemClock } from "../../clock";
import { onePageSite } from "../../testing/siteFiles";
import { startSmtpCatcher, type SmtpCatcher } from "../../testing/smtpCatcher";
import { importSite } from "../siteFormat/siteFile";
import { mailRepository } from "./mailRepository";
import { MAX_ATTEMPTS, MailService, SOURCE_GONE } from "./mailService";
import { smtpTransport } from "./mailTransport";

describeOnEveryEngine("mail outbox", (database) => {
  let smtp: SmtpCatcher;
  let websiteId: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    websiteId = (await importSite(database().db, systemClock, onePageSite("mailer", []))).websiteId;
  });
  afterAll(() => smtp.close());

  it("keeps mail in the outbox as stored when no SMTP server is configured", async () => {
    const { db } = database();
    const mail = new MailService(db, systemClock, null, "Site <no-reply@tessera.test>");
    const id = await mail.enqueue(db, { websiteId, kind: "test", to: "a@example.com", subject: "Kept", text: "Hello" });
    expect(await mail.deliverDue()).toBe(0);
    expect((await mailRepository.findById(db, id))?.status).toBe("stored");
  });

  it("delivers pending mail through a real SMTP server once, even with two senders racing", async () => {
    const { db } = database();
    const mail = new MailService(db, systemClock, smtpTransport(smtp.url), "Site <no-reply@tessera.test>");
    const otherNode = new MailService(db, systemClock, smtpTransport(smtp.url), "Site <no-reply@tessera.test>");
    const id = await mail.enqueue(db, { websiteId, kind: "test", to: "b@example.com", subject: "Hello <b>", text: "Plain <script>", html: "<p>Hi</p>" });
    const [first, second] = await Promise.all([mail.deliverDue(), otherNode.deliverDue()]);
    expect(first + second).toBe(1);
    await otherNode.stop();
    expect(await mail.deliverDue()).toBe(0);
    const caught = smtp.mails.filter((m) => m.subject === "Hello <b>");
    expect(caught).toHaveLength(1);
    expect(caught[0]).toMatchObject({ from: "no-reply@tessera.test", to: ["b@example.com"], text: "Plain <script>", html: "<p>Hi</p>" });
    const row = await mailRepository.findById(db, id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    await mail.stop();
  });

  it("sends each of 40 queued mails once when two nodes' senders run their rounds together", async () => {
    const { db } = database();
    const nodes = [0, 1].map(() => new MailService(db, systemClock, smtpTransport(smtp.url), "Site <no-reply@tessera.test>"));
    const subjects = Array.from({ length: 40 }, (_, index) => `Queued together ${index + 1}`);
    for (const subject of subjects) await nodes[0]!.enqueue(db, { websiteId, kind: "test", to: "g@example.com", subject, text: subject });
    let sent = 0;
    for (
      let round = await Promise.all(nodes.map((node) => node.deliverDue()));
      round.some((n) => n > 0);
      round = await Promise.all(nodes.map((node) => node.deliverDue()))
    )
      sent += round[0]! + round[1]!;
    expect(sent).toBe(40);
    const caught = smtp.mails.filter((m) => m.subject.startsWith("Queued together "));
    expect(caught.map((m) => m.subject).sort()).toEqual([...subjects].sort());
    const rows = await db.selectFrom("mailOutbox").select(["status", "attempts"]).where("subject", "like", "Queued together %").execute();
    expect(rows).toHaveLength(40);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    await Promise.all(nodes.map((node) => node.stop()));
  });

  it("lets a sender that outlasts its claim record nothing over the sender that claimed the mail after it", async () => {
    const { db } = database();
    const mail = new MailService(db, systemClock, null, "Site <no-reply@tessera.test>");
    const id = await mail.enqueue(db, { websiteId, kind: "test", to: "late@example.com", subject: "Late", text: "x" });
    await db.updateTable("mailOutbox").set({ status: "pending" }).where("id", "=", id).execute();
    const start = new Date("2026-12-02T10:00:00.000Z");
    const slow = await mailRepository.claim(db, id, start);
    expect(slow).toBe(start.toISOString());
    expect(await mailRepository.claim(db, id, new Date(start.getTime() + 60_000))).toBeNull();
    const next = await mailRepository.claim(db, id, new Date(start.getTime() + 6 * 60_000));
    expect(next).not.toBeNull();
    await mailRepository.finish(db, id, next!, { status: "sent", lastError: null, sentAt: "2026-12-02T10:06:01.000Z" });
    await mailRepository.finish(db, id, slow!, { status: "pending", lastError: "Greeting never received", sentAt: null });
    expect(await mailRepository.findById(db, id)).toMatchObject({ status: "sent", lastError: null, attempts: 2 });
  });

  it("retries a refused mail and gives up after the last attempt", async () => {
    const { db } = database();
    const mail = new MailService(db, systemClock, smtpTransport(smtp.url), "Site <no-reply@tessera.test>");
    const id = await mail.enqueue(db, { websiteId, kind: "test", to: "c@example.com", subject: "Retry", text: "x" });
    smtp.failNext(1);
    await mail.deliverDue();
    expect(await mailRepository.findById(db, id)).toMatchObject({ status: "pending", attempts: 1 });
    await mail.deliverDue();
    expect(await mailRepository.findById(db, id)).toMatchObject({ status: "sent", attempts: 2 });

    const doomed = await mail.enqueue(db, { websiteId, kind: "test", to: "d@example.com", subject: "Doomed", text: "x" });
    smtp.failNext(MAX_ATTEMPTS);
    for (let i = 0; i < MAX_ATTEMPTS; i++) await mail.deliverDue();
    const row = await mailRepository.findById(db, doomed);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(row?.lastError).toMatch(/Try again later/);
    await mail.stop();
  });

  it("composes a mail queued by reference when it is sent, and gives it up when its source is gone", async () => {
    const { db } = database();
    const mail = new MailService(db, systemClock, smtpTransport(smtp.url), "Site <no-reply@tessera.test>");
    const sources = new Map([["note-1", "The first note"]]);
    mail.composeWith("note", async (sourceId) => {
      const note = sources.get(sourceId);
      return note === undefined ? null : { text: `Text of ${note}`, html: `<p>${note}</p>` };
    });
    await expect(mail.enqueue(db, { websiteId, kind: "unknown", to: "e@example.com", subject: "No composer", sourceId: "x" })).rejects.toThrow(
      "Mails of kind unknown cannot be queued by reference: no composer is registered.",
    );

    const id = await mail.enqueue(db, { websiteId, kind: "note", to: "e@example.com", subject: "Composed", sourceId: "note-1" });
    expect(await mailRepository.findById(db, id)).toMatchObject({ sourceId: "note-1", textBody: "", htmlBody: null, status: "pending" });
    sources.set("note-1", "The note as it is now");
    await mail.deliverDue();
    const caught = smtp.mails.filter((m) => m.subject === "Composed");
    expect(caught).toHaveLength(1);
    expect(caught[0]).toMatchObject({ to: ["e@example.com"], text: "Text of The note as it is now", html: "<p>The note as it is now</p>" });

    const orphan = await mail.enqueue(db, { websiteId, kind: "note", to: "f@example.com", subject: "Orphan", sourceId: "note-gone" });
    await mail.deliverDue();
    expect(await mailRepository.findById(db, orphan)).toMatchObject({ status: "failed", lastError: SOURCE_GONE });
    expect(smtp.mails.filter((m) => m.subject === "Orphan")).toHaveLength(0);
    await mail.stop();
  });
});
