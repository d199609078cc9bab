// Durability of form submissions: 500 submissions at concurrency 20 against the real server,
// which is killed with SIGKILL part-way and started again. Every submission answered 200 must
// be stored, exactly once; none may be stored twice.
import { afterAll, beforeAll, expect, test } from "vitest";
import { startServer, type RunningServer } from "./harness/startServer";
import { formBlock, freshId, importSite, page } from "./forms-support/formSites";
import { SiteClient } from "./forms-support/siteClient";

const TOTAL = 500;
const CONCURRENCY = 20;
/** The server is killed once this many submissions have been answered 200. */
const KILL_AFTER = 200;
const OWNER = { email: "owner@durable.example", password: "durable owner password" };
const formId = freshId();

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { FORM_SUBMISSION_LIMIT: "100000" } });
  await importSite(
    server,
    {
      website: { identifier: "durable", title: "Durable Café" },
      collections: [page("Home", "home", 0, [formBlock(formId)])],
      forms: [{ id: formId, name: "Orders", fields: [{ id: "order", type: "text", title: "Order", required: true }] }],
    },
    OWNER,
  );
});

afterAll(async () => {
  await server?.stop();
});

/** One submission as the form island sends it; true when the server answered 200. */
async function submit(client: SiteClient, order: string): Promise<boolean> {
  const key = await client.send("POST", `/api/form/FormSubmissionKey?formId=${formId}`);
  if (key.status !== 200) return false;
  const saved = await client.send("POST", "/api/form/SaveFormSubmission", {
    json: { key: key.json().key, formId, form: JSON.stringify({ order }), pagePath: "/", contentSource: "c", pagePermissionTypeValue: 1 },
  });
  return saved.status === 200;
}

test("every submission answered 200 survives a SIGKILL and is stored exactly once", async () => {
  const acked = new Set<string>();
  let next = 0;
  let ackedBeforeKill = 0;
  let outage: Promise<void> | null = null;
  let failedDuringOutage = 0;

  const worker = async () => {
    const client = new SiteClient(server, "durable");
    await client.send("GET", "/");
    while (next < TOTAL) {
      if (outage) await outage;
      const order = `order-${next++}`;
      const ok = await submit(client, order).catch(() => false);
      if (ok) acked.add(order);
      else if (outage) failedDuringOutage += 1;
      if (!outage && acked.size >= KILL_AFTER) {
        ackedBeforeKill = acked.size;
        outage = server.kill().then(() => server.restart());
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await outage;

  const owner = new SiteClient(server, "durable");
  await owner.signIn(OWNER.email, OWNER.password);
  const stored: string[] = [];
  for (let offset = 0; ; offset += 200) {
    const page = (await owner.send("GET", `/api/config/form-submissions/${formId}?limit=200&offset=${offset}`)).json();
    stored.push(...page.submissions.map((submission: { fields: { value: string }[] }) => submission.fields[0]!.value));
    if (page.submissions.length < 200) break;
  }
  const counts = new Map<string, number>();
  for (const order of stored) counts.set(order, (counts.get(order) ?? 0) + 1);

  expect(ackedBeforeKill).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(acked.size).toBeGreaterThan(ackedBeforeKill);
  expect(failedDuringOutage).toBeGreaterThan(0);
  expect([...acked].filter((order) => counts.get(order) !== 1)).toEqual([]);
  expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
  expect(stored.length).toBeLessThanOrEqual(TOTAL);
});
