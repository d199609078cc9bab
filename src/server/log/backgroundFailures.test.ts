import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type AppDatabase } from "../../db/database";
import { migrateToLatest } from "../../db/migrate";
import { systemClock } from "../clock";
import { AnalyticsRecorder, DEFAULT_RECORDER_OPTIONS } from "../features/analytics/analyticsRecorder";
import { mailRepository } from "../features/mail/mailRepository";
import { MAX_ATTEMPTS, MailService } from "../features/mail/mailService";
import { smtpTransport } from "../features/mail/mailTransport";
import { ASSET_STATUS, assetsRepository } from "../features/media/assetsRepository";
import { FileBlobStore, originalKey, variantPrefix } from "../features/media/blobStore";
import { MediaService } from "../features/media/mediaService";
import { testJpeg } from "../features/media/testing";
import { ScheduledPublisher } from "../features/pages/scheduledPublisher";
import { importSite } from "../features/siteFormat/siteFile";
import { SiteChanges } from "../features/sites/siteChanges";
import { LocalSiteChangeBus } from "../redis/siteChangeBus";
import { onePageSite } from "../testing/siteFiles";
import { startSmtpCatcher, type SmtpCatcher } from "../testing/smtpCatcher";
import { memoryLog } from "./serverLog";

/** A SQLite database in a temporary folder, which a test may close to make every query fail. */
async function scratchDatabase(): Promise<{ database: AppDatabase; remove(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), "tessera-failures-"));
  const database = openDatabase({ engine: "sqlite", file: path.join(dir, "failures.db") });
  await migrateToLatest(database.db);
  return { database, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

describe("background work never fails silently", () => {
  let smtp: SmtpCatcher;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let websiteId: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    scratch = await scratchDatabase();
    websiteId = (await importSite(scratch.database.db, systemClock, onePageSite("failures", []))).websiteId;
  });
  afterAll(async () => {
    await smtp.close();
    await scratch.database.close().catch(() => undefined);
    scratch.remove();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("mail: each refused attempt is logged with its cause and tried again; the last one is logged as given up", async () => {
    const log = memoryLog();
    const { db } = scratch.database;
    const mail = new MailService(db, systemClock, smtpTransport(smtp.url), "Site <no-reply@tessera.test>", log);
    const id = await mail.enqueue(db, { websiteId, kind: "test", to: "x@example.com", subject: "Doomed", text: "x" });
    smtp.failNext(MAX_ATTEMPTS);
    for (let i = 0; i < MAX_ATTEMPTS; i++) await mail.deliverDue();
    expect(await mailRepository.findById(db, id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(log.entries.map((e) => [e.level, e.source])).toEqual([...Array(MAX_ATTEMPTS - 1).fill(["warn", "mail.send"]), ["error", "mail.send"]]);
    expect(log.entries[0]!.message).toBe(`Mail ${id} to x@example.com could not be sent (attempt 1); it is tried again.`);
    expect(log.entries[0]!.cause).toMatch(/Try again later/);
    await mail.stop();
  });

  it("media: an image whose widths cannot be made is marked failed and logged with the reason", async () => {
    const log = memoryLog();
    const dir = mkdtempSync(path.join(tmpdir(), "tessera-blobs-"));
    const blobs = new FileBlobStore(dir);
    const media = new MediaService(scratch.database.db, blobs, systemClock, log);
    const asset = await media.upload(websiteId, "lost.jpg", await testJpeg(300, 200));
    await media.processAll();
    // The stored original is damaged and its widths lost (a disk fault), and the image is to be processed again.
    await blobs.put(originalKey(asset.sha256), Buffer.from("not a picture any more"));
    await blobs.remove(variantPrefix(asset.sha256));
    await scratch.database.db.updateTable("assets").set({ status: ASSET_STATUS.PENDING }).where("id", "=", asset.id).execute();
    await media.processAll();
    expect((await assetsRepository.findById(scratch.database.db, asset.id))?.status).toBe(ASSET_STATUS.FAILED);
    expect(log.entries).toEqual([
      expect.objectContaining({ level: "error", source: "media.process", cause: expect.stringMatching(/unsupported image format/) }),
    ]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("scheduled publishing and analytics writes log every failure, and the next round tries again", async () => {
    const broken = await scratchDatabase();
    await broken.database.close();
    const log = memoryLog();

    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const publisher = new ScheduledPublisher(broken.database.db, systemClock, new SiteChanges(broken.database.db, systemClock, new LocalSiteChangeBus()), log);
    publisher.start(30_000);
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.advanceTimersByTimeAsync(30_000);
    await publisher.stop();
    expect(log.entries.map((e) => [e.source, e.message])).toEqual([
      ["pages.scheduledPublishing", "Looking for scheduled posts failed; the next check tries again."],
      ["pages.scheduledPublishing", "Looking for scheduled posts failed; the next check tries again."],
    ]);
    expect(log.entries[0]!.cause).toBeTruthy();

    log.entries.length = 0;
    const recorder = new AnalyticsRecorder(broken.database.db, DEFAULT_RECORDER_OPTIONS, log);
    const row = {
      id: "a".repeat(24),
      websiteId,
      event: "view",
      path: "/",
      referrer: "",
      visitorId: "v",
      sessionId: "s",
      deviceType: "desktop",
      userAgent: "",
      dataJson: "{}",
      createdAt: new Date().toISOString(),
    };
    recorder.record("censusHits", row as never);
    recorder.record("censusHits", { ...row, id: "b".repeat(24) } as never);
    await recorder.flush();
    expect(log.entries.map((e) => [e.level, e.source])).toEqual([
      ["warn", "analytics.write"],
      ["error", "analytics.write"],
      ["error", "analytics.write"],
    ]);
    expect(log.entries[1]!.message).toBe("A censusHits row could not be stored and was dropped.");
    broken.remove();
  });
});
