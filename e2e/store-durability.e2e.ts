// Orders survive a SIGKILL on SQLite (e2e/harness/ordersSurviveKill.ts; the same journey on
// PostgreSQL is store-durability-postgres.e2e.ts, a file of its own so the two run side by side).
import { describeOrdersSurviveKill } from "./harness/ordersSurviveKill";

describeOrdersSurviveKill({ name: "SQLite", create: async () => ({ drop: async () => undefined }) });
