import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { isDomainError } from "../domain/errors";
import { openConfiguredDatabase } from "../server/bootstrap";
import { systemClock } from "../server/clock";
import { normaliseEmail } from "../server/features/accounts/accountRules";
import { AccountsService } from "../server/features/accounts/accountsService";
import { blobStoreIn } from "../server/features/media/blobStore";
import { exportSite, importSite } from "../server/features/siteFormat/siteFile";
import { environmentConfig, startServer } from "../server/startServer";
import { announceSiteChange } from "../server/redis/siteChangeBus";
import { ROLE_BY_CLI_NAME } from "./roleNames";

const USAGE = `Usage: tessera <command>

Commands:
  serve                                   start the server (same as npm start without building)
  migrate                                 bring the database schema up to date
  site import FILE                        create or replace the site described by FILE
  site export IDENTIFIER                  print the site as a site file (JSON)
  owner create --email E --password P --site IDENTIFIER [--role ROLE]
                                          create an account (or reset its password) and give it a role
                                          on the site; ROLE is one of ${[...ROLE_BY_CLI_NAME.keys()].join(", ")}
                                          (default admin)

Configuration comes from the environment (DATA_DIR, DATABASE_URL, ...); see README.md.`;

/** A mistake in how the command was called: printed with the usage, exit code 2. */
class UsageError extends Error {}

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openConfiguredDatabase>>) => Promise<T>): Promise<T> {
  const database = await openConfiguredDatabase(environmentConfig());
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function siteCommand(args: string[]): Promise<void> {
  const [action, target, ...rest] = args;
  if (!target || rest.length > 0) throw new UsageError(`site ${action ?? ""} needs exactly one argument.`);
  const blobs = blobStoreIn(environmentConfig().dataDir);
  if (action === "import") {
    const text = readFileSync(target, "utf8");
    const result = await withDatabase(({ db }) => importSite(db, systemClock, text, { blobs }));
    const redisUrl = environmentConfig().redisUrl;
    if (redisUrl) await announceSiteChange(redisUrl, result.websiteId);
    console.error(`${result.created ? "Created" : "Replaced"} site "${result.identifier}" (${result.websiteId}).`);
    return;
  }
  if (action === "export") {
    process.stdout.write(await withDatabase(({ db }) => exportSite(db, target, { blobs })));
    return;
  }
  throw new UsageError(`Unknown site command "${action ?? ""}".`);
}

async function ownerCommand(args: string[]): Promise<void> {
  const [action, ...rest] = args;
  if (action !== "create") throw new UsageError(`Unknown owner command "${action ?? ""}".`);
  const { values } = parseArgs({
    args: rest,
    options: { email: { type: "string" }, password: { type: "string" }, site: { type: "string" }, role: { type: "string", default: "admin" } },
    strict: true,
  });
  if (!values.email || !values.password || !values.site) throw new UsageError("owner create needs --email, --password and --site.");
  const roleId = ROLE_BY_CLI_NAME.get(values.role ?? "admin");
  if (roleId === undefined) throw new UsageError(`Unknown role "${values.role}".`);
  const result = await withDatabase(({ db }) =>
    new AccountsService(db, systemClock).createOwner({ email: values.email!, password: values.password!, siteIdentifier: values.site!, roleId }),
  );
  const roleName = values.role ?? "admin";
  console.error(`${result.created ? "Created" : "Updated"} ${normaliseEmail(values.email)} as ${roleName} of "${values.site}".`);
}

/** Runs one command line; returns the process exit code. */
export async function runCli(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === "serve") await startServer(environmentConfig());
    else if (command === "migrate") await withDatabase(async () => console.error("The database is up to date."));
    else if (command === "site") await siteCommand(args);
    else if (command === "owner") await ownerCommand(args);
    else if (!command || command === "help" || command === "--help") console.log(USAGE);
    else throw new UsageError(`Unknown command "${command}".`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      console.error(`${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    if (isDomainError(error)) {
      console.error(`Error: ${error.message}`);
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      console.error(`Error: ${(error as Error).message}`);
      return 1;
    }
    throw error;
  }
}
