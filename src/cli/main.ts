import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Db } from "../db/database";
import { listPageQuerySchema } from "../domain/api/paging";
import { createSiteBodySchema } from "../domain/api/platform";
import { plainName } from "../domain/enumerations/lookup";
import { websiteKindName } from "../domain/enumerations/websiteKind";
import { websiteStatusName } from "../domain/enumerations/websiteStatus";
import { isDomainError } from "../domain/errors";
import { databaseTargetOf, openConfiguredDatabase } from "../server/bootstrap";
import { backupPlatform, restorePlatform } from "../server/features/backup/platformBackup";
import { systemClock } from "../server/clock";
import { normaliseEmail } from "../server/features/accounts/accountRules";
import { AccountsService } from "../server/features/accounts/accountsService";
import { blobStoreIn } from "../server/features/media/blobStore";
import { configuredBlobStore } from "../server/features/media/configuredBlobStore";
import { copyBlobs, type CopyProgress } from "../server/features/media/copyBlobs";
import { MailService } from "../server/features/mail/mailService";
import { smtpTransport } from "../server/features/mail/mailTransport";
import { PeopleService } from "../server/features/people/peopleService";
import { PlatformAdmins } from "../server/features/platform/platformAdmins";
import { PlatformSites } from "../server/features/platform/platformSites";
import { SITE_TEMPLATES } from "../server/features/platform/siteTemplates";
import { parseInput } from "../server/http/validate";
import { exportSite, importSite } from "../server/features/siteFormat/siteFile";
import { environmentConfig } from "../server/environmentConfig";
import { processLogger } from "../server/log/serverLogger";
import { announceSiteChange } from "../server/redis/siteChangeBus";
import { copyProgressLine, copySummary } from "./copyProgressLine";
import { ROLE_BY_CLI_NAME } from "./roleNames";

const USAGE = `Usage: tessera <command>

Commands:
  serve                                   start the server (same as npm start without building)
  migrate                                 bring the database schema up to date
  backup FILE                             write a backup of the whole platform (database, secrets, uploaded
                                          files) to FILE while the server runs
  restore FILE                            bring a backup back into an empty data directory and database
  site import FILE                        create or replace the site described by FILE
  site export IDENTIFIER [--with-records]
                                          print the site as a site file (JSON); --with-records adds its orders,
                                          payments, form submissions, gift cards and page history
  site create --template NAME --identifier IDENTIFIER [--owner-email EMAIL]
                                          create a site from a template (${SITE_TEMPLATES.map((t) => t.name).join(", ")}),
                                          inviting its first owner: the invitation link is printed and mailed
  site list [--search TEXT] [--limit N] [--offset N]
                                          list the sites (every one unless --limit is given), by identifier:
                                          identifier, kind, status, created date and title; --search matches
                                          identifiers and titles
  site delete IDENTIFIER --yes            delete a site and everything it holds
  blobs copy --from disk --to s3          copy every uploaded file from DATA_DIR/media to the S3_BUCKET bucket,
                                          showing progress (--from s3 --to disk copies them back); files the
                                          target holds already are kept, so a stopped copy resumes
  admin create --email E --password P     create a platform administrator (or reset their password), who
                                          signs in at the bare APP_DOMAIN
  owner create --email E --password P --site IDENTIFIER [--role ROLE]
                                          create an account (or reset its password) and give it a role
                                          on the site; ROLE is one of ${[...ROLE_BY_CLI_NAME.keys()].join(", ")}
                                          (default admin)

Configuration comes from the environment (DATA_DIR, DATABASE_URL, ...); see README.md.`;

/** A mistake in how the command was called: printed with the usage, exit code 2. */
class UsageError extends Error {}

/** A command that cannot be done as things are (a setting missing, a service not answering): printed alone, exit code 1. */
class CommandFailure extends Error {}

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openConfiguredDatabase>>) => Promise<T>): Promise<T> {
  const database = await openConfiguredDatabase(environmentConfig());
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The platform's site operations over the CLI's database: mail queued for the server (sent now when SMTP is set), changes announced on Redis. */
async function platformSitesOver(db: Db): Promise<{ sites: PlatformSites; mail: MailService }> {
  const config = environmentConfig();
  const mail = new MailService(db, systemClock, config.smtpUrl ? smtpTransport(config.smtpUrl) : null, config.mailFrom);
  const announce = async (websiteId: string) => {
    if (config.redisUrl) await announceSiteChange(config.redisUrl, config.redisChannelPrefix, websiteId);
  };
  const sites = new PlatformSites(db, systemClock, new PeopleService(db, systemClock, mail), await configuredBlobStore(config), announce);
  return { sites, mail };
}

/** Where a site answers by the server's configuration (PUBLIC_URL, else http on PORT), for invitation links made on the command line. */
function siteAddress(identifier: string): string {
  const config = environmentConfig();
  if (config.publicUrl) {
    const url = new URL(config.publicUrl);
    return `${url.protocol}//${identifier}.${url.host}`;
  }
  return `http://${identifier}.${config.appDomain}${config.port === 80 ? "" : `:${config.port}`}`;
}

/** The inviter the command line's invitations name. */
const COMMAND_LINE_ACTOR = { id: "command-line", email: "the tessera command" };

/** How many sites `site list` reads at a time, so a platform of any size is listed in bounded memory. */
const SITES_READ_AT_ONCE = 200;

/** `site list`: a line per site, every site read a page at a time, or the one page --limit and --offset name. */
async function listSites(rest: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: rest,
    options: { search: { type: "string" }, limit: { type: "string" }, offset: { type: "string" } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length > 0) throw new UsageError("site list takes only --search, --limit and --offset.");
  const asked = parseInput(listPageQuerySchema, { search: values.search ?? "", limit: values.limit ?? SITES_READ_AT_ONCE, offset: values.offset ?? 0 });
  const everyPage = values.limit === undefined;
  await withDatabase(async ({ db }) => {
    const { sites } = await platformSitesOver(db);
    for (let offset = asked.offset; ; offset += asked.limit) {
      const page = await sites.page({ ...asked, offset });
      for (const site of page.sites) {
        const kind = plainName(websiteKindName(site.websiteType) ?? `KIND_${site.websiteType}`);
        const status = plainName(websiteStatusName(site.status) ?? `STATUS_${site.status}`);
        console.log([site.identifier, kind, site.suspended ? `${status} (suspended)` : status, site.createdAt.slice(0, 10), site.title].join("\t"));
      }
      if (everyPage && page.sites.length === asked.limit) continue;
      if (!everyPage && offset + page.sites.length < page.total)
        console.error(`${page.total} sites match; --offset ${offset + page.sites.length} lists the next.`);
      return;
    }
  });
}

async function platformSiteCommand(action: string, rest: string[]): Promise<void> {
  if (action === "list") return listSites(rest);
  if (action === "create") {
    const { values } = parseArgs({
      args: rest,
      options: { template: { type: "string" }, identifier: { type: "string" }, "owner-email": { type: "string" } },
      strict: true,
    });
    if (!values.template || !values.identifier) throw new UsageError("site create needs --template and --identifier.");
    const input = parseInput(createSiteBodySchema, { template: values.template, identifier: values.identifier, ownerEmail: values["owner-email"] ?? "" });
    const result = await withDatabase(async ({ db }) => {
      const { sites, mail } = await platformSitesOver(db);
      const created = await sites.create({ ...input, actor: COMMAND_LINE_ACTOR, siteAddress });
      await mail.deliverDue();
      return created;
    });
    console.error(`Created site "${result.website.identifier}" (${result.website.id}) from the ${values.template} template.`);
    if (result.invitationLink) console.log(result.invitationLink);
    return;
  }
  const { values, positionals } = parseArgs({ args: rest, options: { yes: { type: "boolean", default: false } }, allowPositionals: true, strict: true });
  const [identifier, ...extra] = positionals;
  if (!identifier || extra.length > 0) throw new UsageError("site delete needs exactly one identifier.");
  if (!values.yes) throw new UsageError(`site delete removes "${identifier}" and everything it holds; add --yes to confirm.`);
  await withDatabase(async ({ db }) => (await platformSitesOver(db)).sites.delete(identifier));
  console.error(`Deleted site "${identifier}".`);
}

async function siteCommand(args: string[]): Promise<void> {
  const [action] = args;
  if (action === "list" || action === "create" || action === "delete") return platformSiteCommand(action, args.slice(1));
  const { values, positionals } = parseArgs({
    args: args.slice(1),
    options: action === "export" ? { "with-records": { type: "boolean", default: false } } : {},
    allowPositionals: true,
    strict: true,
  });
  const [target, ...rest] = positionals;
  if (!target || rest.length > 0) throw new UsageError(`site ${action ?? ""} needs exactly one argument.`);
  const blobs = await configuredBlobStore(environmentConfig());
  if (action === "import") {
    const text = readFileSync(target, "utf8");
    const result = await withDatabase(({ db }) => importSite(db, systemClock, text, { blobs }));
    const { redisUrl, redisChannelPrefix } = environmentConfig();
    if (redisUrl) await announceSiteChange(redisUrl, redisChannelPrefix, result.websiteId);
    console.error(`${result.created ? "Created" : "Replaced"} site "${result.identifier}" (${result.websiteId}).`);
    return;
  }
  if (action === "export") {
    process.stdout.write(await withDatabase(({ db }) => exportSite(db, target, { blobs, withRecords: values["with-records"] === true })));
    return;
  }
  throw new UsageError(`Unknown site command "${action ?? ""}".`);
}

/** `backup FILE` and `restore FILE`: the whole platform to one file and back, with progress on standard error. */
async function backupCommand(command: "backup" | "restore", args: string[]): Promise<void> {
  const [file, ...extra] = args;
  if (!file || extra.length > 0) throw new UsageError(`${command} needs exactly one file.`);
  const config = environmentConfig();
  const place = {
    target: databaseTargetOf(config),
    dataDir: config.dataDir,
    blobs: await configuredBlobStore(config),
    progress: (line: string) => console.error(line),
  };
  if (command === "restore") {
    const summary = await restorePlatform(place, path.resolve(file));
    console.error(`Restored: the database and ${summary.files} files. Image widths are made again when the server starts.`);
    return;
  }
  const summary = await withDatabase(({ db }) => backupPlatform(place, db, path.resolve(file)));
  const missing = summary.missingFiles > 0 ? ` ${summary.missingFiles} files were deleted while it ran and are not in it.` : "";
  console.error(`Backed up: the database and ${summary.files} files.${missing}`);
}

/** Writes a copy's progress to standard error: one line kept up to date on a terminal, a line each tenth of the way otherwise (for logs). */
function progressWriter(target: string): (progress: CopyProgress) => void {
  let lastTenth = -1;
  return (progress) => {
    const line = copyProgressLine(target, progress);
    if (process.stderr.isTTY) {
      process.stderr.write(`\r${line}\x1b[K${progress.done === progress.total ? "\n" : ""}`);
      return;
    }
    const tenth = progress.total === 0 ? 10 : Math.floor((progress.done * 10) / progress.total);
    if (tenth !== lastTenth) console.error(line);
    lastTenth = tenth;
  };
}

async function blobsCommand(args: string[]): Promise<void> {
  const [action, ...rest] = args;
  if (action !== "copy") throw new UsageError(`Unknown blobs command "${action ?? ""}".`);
  const { values } = parseArgs({ args: rest, options: { from: { type: "string" }, to: { type: "string" } }, strict: true });
  const direction = `${values.from ?? ""} to ${values.to ?? ""}`;
  if (direction !== "disk to s3" && direction !== "s3 to disk") throw new UsageError("blobs copy needs --from disk --to s3, or --from s3 --to disk.");
  const config = environmentConfig();
  if (!config.objectStorage) {
    throw new CommandFailure(
      "blobs copy needs the bucket: set S3_BUCKET (with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as needed) as for the server.",
    );
  }
  const disk = { store: blobStoreIn(config.dataDir), name: path.join(config.dataDir, "media") };
  const bucket = { store: await configuredBlobStore(config), name: `bucket ${config.objectStorage.bucket}` };
  try {
    await bucket.store.ready();
  } catch (error) {
    throw new CommandFailure(
      `The ${bucket.name} cannot be reached or does not exist (${(error as Error).name}). Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the keys.`,
    );
  }
  const [from, to] = values.from === "disk" ? [disk, bucket] : [bucket, disk];
  const progress = await copyBlobs(from.store, to.store, progressWriter(to.name));
  console.error(copySummary(from.name, to.name, progress));
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

async function adminCommand(args: string[]): Promise<void> {
  const [action, ...rest] = args;
  if (action !== "create") throw new UsageError(`Unknown admin command "${action ?? ""}".`);
  const { values } = parseArgs({ args: rest, options: { email: { type: "string" }, password: { type: "string" } }, strict: true });
  if (!values.email || !values.password) throw new UsageError("admin create needs --email and --password.");
  const result = await withDatabase(({ db }) => new PlatformAdmins(db, systemClock).create({ email: values.email!, password: values.password! }));
  console.error(`${result.created ? "Created" : "Updated"} platform administrator ${normaliseEmail(values.email)}.`);
}

/** The commands that read the configuration; the log they write keeps LOG_LEVEL as the server's does. */
const CONFIGURED_COMMANDS = new Set(["migrate", "site", "backup", "restore", "owner", "blobs", "admin"]);

/** Runs one command line; returns the process exit code. */
export async function runCli(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command && CONFIGURED_COMMANDS.has(command)) processLogger.level = environmentConfig().logLevel;
    if (command === "serve") await (await import("../server/startServer")).startServer(environmentConfig());
    else if (command === "migrate") await withDatabase(async () => console.error("The database is up to date."));
    else if (command === "site") await siteCommand(args);
    else if (command === "backup" || command === "restore") await backupCommand(command, args);
    else if (command === "owner") await ownerCommand(args);
    else if (command === "blobs") await blobsCommand(args);
    else if (command === "admin") await adminCommand(args);
    else if (!command || command === "help" || command === "--help") console.log(USAGE);
    else throw new UsageError(`Unknown command "${command}".`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      console.error(`${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof CommandFailure) {
      console.error(`Error: ${error.message}`);
      return 1;
    }
    if (isDomainError(error)) {
      const fields = Object.entries(error.fieldErrors ?? {}).map(([field, message]) => `\n  ${field}: ${message}`);
      console.error(`Error: ${error.message}${fields.join("")}`);
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      console.error(`Error: ${(error as Error).message}`);
      return 1;
    }
    throw error;
  }
}
