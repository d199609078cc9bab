// Orders survive a SIGKILL on a fresh PostgreSQL database (e2e/harness/ordersSurviveKill.ts), when
// TEST_DATABASE_URL names a server; the same journey on SQLite is store-durability.e2e.ts. A file
// of its own, so the two run side by side.
import { freshPostgres } from "./harness/freshPostgres";
import { describeOrdersSurviveKill } from "./harness/ordersSurviveKill";

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.log("e2e/store-durability-postgres.e2e.ts skipped: set TEST_DATABASE_URL.");
describeOrdersSurviveKill({ name: "PostgreSQL", create: () => freshPostgres(adminUrl!, "tessera_orders") }, Boolean(adminUrl));
