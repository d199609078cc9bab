// bench/forms: durable form submissions per second over HTTP (FormSubmissionKey, then
// SaveFormSubmission; a 200 means committed) against the built server, and in the same run the
// raw rate of inserting the same rows (the submission and its used key) straight into the same
// database with the same durability as the server (one transaction per submission, flushed
// to disk: flushedTransaction), so the reference does what the server does without HTTP. Rounds alternate the two; prints each round
// and the min, median and max of both rates and of their ratio; the goal is at least 0.5.
import { createHash, randomBytes } from "node:crypto";
import { Agent } from "node:http";
import path from "node:path";
import { openDatabase, type AppDatabase } from "../../src/db/database";
import { flushedTransaction } from "../../src/db/flushedTransaction";
import type { FormSubmissionRow } from "../../src/db/schema";
import { tokenUsesRepository } from "../../src/server/features/captcha/tokenUsesRepository";
import { formsRepository } from "../../src/server/features/forms/formsRepository";
import { startServer } from "../../e2e/harness/startServer";
import { formBlock, freshId, importSite, page } from "../../e2e/forms-support/formSites";
import { SiteClient } from "../../e2e/forms-support/siteClient";

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 3000);
const WARM_UP = 300;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GOAL = 0.5;
const formId = freshId();
const identifier = `bench-${randomBytes(3).toString("hex")}`;

/** Runs `total` jobs on `concurrency` workers; returns the seconds it took. */
async function timed(total: number, concurrency: number, job: (index: number, worker: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < total) await job(next++, worker);
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
}

async function httpPhase(count: number, clients: SiteClient[]): Promise<number> {
  return timed(count, CONCURRENCY, async (index, worker) => {
    const client = clients[worker]!;
    const key = await client.send("POST", `/api/form/FormSubmissionKey?formId=${formId}`);
    const saved = await client.send("POST", "/api/form/SaveFormSubmission", {
      json: {
        key: key.json().key,
        formId,
        form: JSON.stringify({ name: ["Ann", "Lee"], email: `ann${index}@example.com`, message: `Order ${index}: two bags of the winter blend, whole bean.` }),
        pageTitle: "Contact — Bench Café",
        pageId: formId,
        contentSource: "c",
        pagePath: "/",
        pagePermissionTypeValue: 1,
        userAgent: "bench/1.0",
        viewportWidth: 1280,
        viewportHeight: 800,
      },
    });
    if (saved.status !== 200) throw new Error(`submission ${index} answered ${saved.status}: ${saved.text}`);
  });
}

async function rawPhase(database: AppDatabase, rows: FormSubmissionRow[]): Promise<number> {
  const expires = new Date(Date.now() + 600_000).toISOString();
  return timed(rows.length, CONCURRENCY, async (index) => {
    const row = rows[index]!;
    await flushedTransaction(database, async (trx) => {
      await tokenUsesRepository.useToken(trx, {
        tokenHash: createHash("sha256").update(randomBytes(16)).digest("hex"),
        websiteId: row.websiteId,
        kind: "key",
        expiresAt: expires,
      });
      await formsRepository.insertSubmission(trx, { ...row, id: freshId() });
    });
  });
}

function spread(values: number[], digits = 0): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `min ${sorted[0]!.toFixed(digits)}, median ${median.toFixed(digits)}, max ${sorted[sorted.length - 1]!.toFixed(digits)}`;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const server = await startServer({ env: { FORM_SUBMISSION_LIMIT: "100000000" }, ...(databaseUrl ? { databaseUrl } : {}) });
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let database: AppDatabase | null = null;
  try {
    await importSite(server, {
      website: { identifier, title: "Bench Café" },
      collections: [page("Contact", "contact", 0, [formBlock(formId)])],
      forms: [
        {
          id: formId,
          name: "Contact",
          fields: [
            { id: "name", type: "name", title: "Name", required: true },
            { id: "email", type: "email", title: "Email", required: true },
            { id: "message", type: "textarea", title: "Message", required: true, maxLength: 1000 },
          ],
        },
      ],
    });
    const clients = Array.from({ length: CONCURRENCY }, () => new SiteClient(server, identifier, agent));
    for (const client of clients) await client.send("GET", "/");
    await httpPhase(WARM_UP, clients);
    database = databaseUrl
      ? openDatabase({ engine: "postgres", url: databaseUrl })
      : openDatabase({ engine: "sqlite", file: path.join(server.dataDir, "tessera.db") });

    const engine = databaseUrl ? "PostgreSQL" : "SQLite (WAL)";
    console.log(`bench/forms on ${engine}, ${SUBMISSIONS} submissions per round at concurrency ${CONCURRENCY}, ${ROUNDS} rounds`);
    const rounds: { http: number; raw: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const httpSeconds = await httpPhase(SUBMISSIONS, clients);
      const rows = (
        await database.db.selectFrom("formSubmissions").selectAll().where("formId", "=", formId).orderBy("createdAt", "desc").limit(SUBMISSIONS).execute()
      ).reverse();
      const rawSeconds = await rawPhase(database, rows);
      const result = { http: SUBMISSIONS / httpSeconds, raw: rows.length / rawSeconds };
      rounds.push(result);
      console.log(
        `  round ${round}: durable submissions over HTTP ${result.http.toFixed(0)}/s, raw grouped inserts ${result.raw.toFixed(0)}/s, ratio ${(result.http / result.raw).toFixed(2)}`,
      );
    }
    const ratios = rounds.map((round) => round.http / round.raw);
    const medianRatio = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
    console.log(`  durable submissions over HTTP/s: ${spread(rounds.map((round) => round.http))} (key + save, 200 = committed)`);
    console.log(`  raw inserts of the same rows/s:  ${spread(rounds.map((round) => round.raw))} (grouped like the server, flushed like the server)`);
    console.log(`  ratio: ${spread(ratios, 2)} (goal >= ${GOAL} for the median: ${medianRatio >= GOAL ? "met" : "not met"})`);
  } finally {
    agent.destroy();
    await database?.close();
    await server.stop();
  }
}

await main();
