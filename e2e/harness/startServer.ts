import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { inject } from "vitest";
import { allWidthsMade } from "./widthsMade";

/** The repository root (this file lives in e2e/harness/). */
const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The built server that journeys run against; `node scripts/build.mjs` makes it. */
const SERVER_ENTRY = path.join(PROJECT_ROOT, "dist", "server", "main.js");
/** The built CLI that the `tessera` command runs once its build is up to date. */
const CLI_ENTRY = path.join(PROJECT_ROOT, "dist", "cli", "main.js");
/**
 * Runs the built CLI's commands as bin/tessera.mjs does, without its build check: the journeys
 * run against the build already (`node scripts/build.mjs` first). Its one argument is a JSON list
 * of commands, run one after another in the one process, stopping at the first that fails, as
 * `tessera a && tessera b` would (each command opens and closes the database itself), so a
 * journey setting up a site starts Node and loads the CLI once, not once per command.
 */
const CLI_RUNNER = `const { runCli } = await import(${JSON.stringify(pathToFileURL(CLI_ENTRY).href)});
for (const args of JSON.parse(process.argv[1])) { const code = await runCli(args); if (code !== 0) process.exit(code); }
process.exit(0);`;

/** What the server prints once it is listening. */
const READY_LINE = "Tessera is running";
/** How long the server may take to migrate, seed and listen (a machine busy with other work can be ten times slower than an idle one). */
const READY_TIMEOUT_MS = 120_000;
/** How long a stop may take before the process is killed. */
const STOP_TIMEOUT_MS = 10_000;
/** How long one CLI command may run (as generous as the server's start, for the same reason). */
const CLI_TIMEOUT_MS = 120_000;
/** How much of the server's output is kept for error messages. */
const OUTPUT_LIMIT = 64 * 1024;

/**
 * The environment variables the server never inherits from the test runner: those the harness
 * sets itself, and NODE_ENV, which vitest sets to "test" for its own processes, so the server
 * starts as from a shell (React's production build, as `npm start` runs it).
 */
const UNINHERITED_VARIABLES = ["PORT", "APP_DOMAIN", "DATA_DIR", "DATABASE_URL", "SESSION_SECRET", "NODE_ENV"];

/** How to start a server for a journey. */
export interface StartServerOptions {
  /** Extra environment variables for the server and the CLI (applied last). */
  env?: Record<string, string>;
  /** A postgres:// URL; without it the server uses SQLite in its temporary data directory. */
  databaseUrl?: string;
  /** Node options placed before the server's entry (for example `--require` of a preload). */
  nodeArgs?: string[];
}

/** The demo site owner's credentials, as the server saved them on first start. */
interface DemoOwner {
  email: string;
  password: string;
}

/** What a CLI command did. */
interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A Tessera server started for a journey, and the handles to drive it. */
export interface RunningServer {
  /** The TCP port the server listens on (kept across restarts). */
  readonly port: number;
  /** The server's DATA_DIR, a fresh temporary directory (kept across restarts). */
  readonly dataDir: string;
  /** The environment the server and the CLI run with. */
  readonly env: Readonly<Record<string, string>>;
  /** The demo owner's credentials from `$DATA_DIR/demo-owner.json`; throws when the server seeded no demo. */
  readonly demoOwner: DemoOwner;
  /** Everything the server printed so far (the last 64 KiB), for diagnosing a failure. */
  output(): string;
  /** The running server's process id (benches read its CPU time); undefined while it is stopped. */
  pid(): number | undefined;
  /** The URL of a path on a site's own host, e.g. siteUrl("demo", "/about"). */
  siteUrl(identifier: string, urlPath?: string): string;
  /** The URL of a path on the bare app domain (the platform pages). */
  platformUrl(urlPath?: string): string;
  /** Runs a `tessera` command (the built CLI) against the same data directory and database. */
  runCli(args: string[]): Promise<CliResult>;
  /** Runs `tessera` commands one after another in one CLI process, stopping at the first that fails. */
  runCliSteps(commands: string[][]): Promise<CliResult>;
  /** Stops the server (SIGTERM by default) and removes the data directory unless E2E_KEEP_DATA=1. Safe to call twice. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Kills the server with SIGKILL and keeps the data directory, for durability tests; call restart() or stop() next. */
  kill(): Promise<void>;
  /** Stops the server if it runs, then starts it again on the same port and data directory, with `env` added to its environment. */
  restart(env?: Record<string, string>): Promise<void>;
}

/** Finds a free TCP port by listening on port 0 and closing again. */
async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("Could not find a free port."))));
    });
  });
}

/** The process environment without the variables the server never inherits (UNINHERITED_VARIABLES). */
function inheritedEnvironment(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !UNINHERITED_VARIABLES.includes(name)) env[name] = value;
  }
  return env;
}

/** Keeps the tail of a growing text. */
function appendLimited(text: string, more: string): string {
  const joined = text + more;
  return joined.length > OUTPUT_LIMIT ? joined.slice(joined.length - OUTPUT_LIMIT) : joined;
}

/** Resolves once the child has exited (immediately when it already has). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Server processes still running; killed if the test process exits without stopping them. */
const liveChildren = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of liveChildren) child.kill("SIGKILL");
});

/** A started server process with its captured output. */
interface ServerProcess {
  child: ChildProcess;
  output(): string;
}

/** Spawns the built server and waits for its ready line; on failure, kills it and reports its output. */
async function spawnServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${path.relative(PROJECT_ROOT, SERVER_ENTRY)} is missing: run \`node scripts/build.mjs\` first.`);
  }
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], { cwd: PROJECT_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  liveChildren.add(child);
  child.once("exit", () => liveChildren.delete(child));
  let output = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output = appendLimited(output, chunk)));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output = appendLimited(output, chunk)));

  await new Promise<void>((resolve, reject) => {
    const fail = (reason: string) => {
      cleanup();
      child.kill("SIGKILL");
      reject(new Error(`The server on port ${env.PORT} ${reason}. Its output:\n${output || "(nothing)"}`));
    };
    const onData = () => {
      if (output.includes(READY_LINE)) {
        cleanup();
        resolve();
      }
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => fail(`exited before it was ready (code ${code}, signal ${signal})`);
    const onError = (error: Error) => fail(`could not be started: ${error.message}`);
    const timer = setTimeout(() => fail(`did not print "${READY_LINE}" within ${READY_TIMEOUT_MS / 1000} s`), READY_TIMEOUT_MS);
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout!.off("data", onData);
      child.stderr!.off("data", onData);
      child.off("exit", onExit);
      child.off("error", onError);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", onExit);
    child.once("error", onError);
  });
  return { child, output: () => output };
}

/** Ends a server process with a signal, escalating to SIGKILL when it does not exit in time. */
async function endProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited(child);
  clearTimeout(timer);
}

/** Runs CLI commands (CLI_RUNNER) with an environment and collects their output. */
function runCliWith(env: Record<string, string>, commands: string[][]): Promise<CliResult> {
  const named = commands.map((args) => `tessera ${args.join(" ")}`).join(" && ");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "--eval", CLI_RUNNER, "--", JSON.stringify(commands)], {
      cwd: PROJECT_ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${named} did not finish within ${CLI_TIMEOUT_MS / 1000} s.\nstdout:\n${stdout}\nstderr:\n${stderr}`));
    }, CLI_TIMEOUT_MS);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr });
    });
  });
}

/** Reads the demo owner's credentials the server saved, or null when it seeded no demo. */
function readDemoOwner(dataDir: string): DemoOwner | null {
  const file = path.join(dataDir, "demo-owner.json");
  if (!existsSync(file)) return null;
  const saved = JSON.parse(readFileSync(file, "utf8")) as Partial<DemoOwner>;
  if (typeof saved.email !== "string" || typeof saved.password !== "string") throw new Error(`${file} does not hold an email and a password.`);
  return { email: saved.email, password: saved.password };
}

/** Whether the failure was another process taking the port between probing and listening. */
function lostPortRace(error: unknown): boolean {
  return error instanceof Error && error.message.includes("EADDRINUSE");
}

/**
 * Starts the built server once on a fresh data directory and stops it again, leaving a SQLite
 * database that is migrated and holds the demo site (with its owner file, pictures and session
 * secret) whose pictures have all their widths made. Journeys start from copies of it instead of each migrating and seeding anew.
 */
export async function prepareSeededDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "tessera-e2e-seeded-"));
  try {
    const env = { ...inheritedEnvironment(), PORT: String(await findFreePort()), APP_DOMAIN: "localhost", DATA_DIR: dataDir };
    const server = await spawnServer(env);
    try {
      await allWidthsMade(dataDir);
    } finally {
      await endProcess(server.child, "SIGTERM");
    }
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return dataDir;
}

/** The seeded data directory the journeys' global setup prepared, or undefined outside it. */
function seededDataDir(): string | undefined {
  return inject("seededDataDir");
}

/**
 * Starts `node dist/server/main.js` on a free port with a fresh temporary DATA_DIR and
 * APP_DOMAIN=localhost (Chromium resolves every *.localhost host to loopback itself), waits
 * until it is listening, and returns the handles a journey needs. Always pair it with stop().
 * On SQLite the data directory starts as a copy of the seeded one when the global setup made it,
 * so the server starts already migrated and with the demo site, as after its own first start.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "tessera-e2e-"));
  const seeded = options.databaseUrl ? undefined : seededDataDir();
  if (seeded) await cp(seeded, dataDir, { recursive: true });
  let env: Record<string, string> = {};
  let server: ServerProcess | null = null;
  try {
    for (let attempt = 1; !server; attempt++) {
      env = {
        ...inheritedEnvironment(),
        PORT: String(await findFreePort()),
        APP_DOMAIN: "localhost",
        DATA_DIR: dataDir,
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ...options.env,
      };
      try {
        server = await spawnServer(env, options.nodeArgs);
      } catch (error) {
        if (attempt >= 3 || !lostPortRace(error)) throw error;
      }
    }
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  const port = Number(env.PORT);
  const demoOwner = readDemoOwner(dataDir);
  let current: ServerProcess | null = server;
  let removed = false;

  const handle: RunningServer = {
    port,
    dataDir,
    env,
    get demoOwner(): DemoOwner {
      if (!demoOwner) throw new Error(`The server seeded no demo site: ${path.join(dataDir, "demo-owner.json")} is missing (was the database not empty?).`);
      return demoOwner;
    },
    output: () => current?.output() ?? "",
    pid: () => current?.child.pid,
    siteUrl: (identifier, urlPath = "/") => `http://${identifier}.localhost:${port}${urlPath}`,
    platformUrl: (urlPath = "/") => `http://localhost:${port}${urlPath}`,
    runCli: (args) => runCliWith(env, [args]),
    runCliSteps: (commands) => runCliWith(env, commands),
    async stop(signal = "SIGTERM") {
      if (current) await endProcess(current.child, signal);
      if (removed) return;
      removed = true;
      if (process.env.E2E_KEEP_DATA === "1") console.log(`E2E_KEEP_DATA=1: kept the server's data in ${dataDir}`);
      else await rm(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (current) await endProcess(current.child, "SIGKILL");
    },
    async restart(added = {}) {
      if (removed) throw new Error("restart() after stop(): the data directory is gone.");
      if (current) await endProcess(current.child, "SIGTERM");
      current = null;
      Object.assign(env, added);
      current = await spawnServer(env, options.nodeArgs);
    },
  };
  return handle;
}
