// `npm test`: everything that proves the project works, in order, stopping at the first failure.
//   1. build        node scripts/build.mjs (the journeys and some tests need the built bundles)
//   2. static checks, two at a time, longest first (each is one process on about one core, and
//      the machines have 2; each one's output is printed whole when it ends):
//      typecheck    tsc --noEmit
//      format       npm run lint:format (prettier --check)
//      lint         npm run lint:code (eslint)
//      dependencies npm run check:deps (dependency-cruiser: the layers of docs/ARCHITECTURE.md, no cycles)
//      unused       npm run lint:unused (knip: no unused files, dependencies or exports)
//      (`npm run lint` runs the lint, format and unused checks one after another.)
//   3. unit         vitest run (unit + integration; PostgreSQL server tests when TEST_DATABASE_URL is set)
//      recipes      npm run check:recipes (docs/ARCHITECTURE.md's recipes followed in a copy of the tree; not with a
//                   filter), run beside the unit tests
//   4. journeys     vitest run --config vitest.e2e.config.ts (headless Chromium against the built server)
//
// Options (npm test -- <options>):
//   --skip-e2e   skip the browser journeys
//   --only-e2e   build, then run only the browser journeys
// Any other argument is passed to each vitest run (e.g. a file filter or -t "name"), and then a
// run that matches no test file passes.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { journeyChromium } from "./journeyChromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const skipE2e = args.includes("--skip-e2e");
const onlyE2e = args.includes("--only-e2e");
const passThrough = args.filter((arg) => arg !== "--skip-e2e" && arg !== "--only-e2e");
// A filter may match files of only one of the two vitest runs; the other then has nothing to do.
const vitestArgs = passThrough.length > 0 ? [...passThrough, "--passWithNoTests"] : [];
// The journeys' browser (scripts/journeyChromium.mjs): CHROMIUM_PATH, else Debian's headless shell, else its full browser.
const chromium = journeyChromium();
const MISSING_CHROMIUM = "Chromium is missing. Install it with: sudo apt-get install -y chromium-headless-shell";

if (skipE2e && onlyE2e) fail("✖ --skip-e2e and --only-e2e exclude each other.", 2);

const started = Date.now();

/** Stops the run with a message (printed as is) and a non-zero exit code. */
function fail(message, code = 1) {
  console.error(`\n${message}`);
  process.exit(code);
}

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

/** Runs a command with inherited output; resolves with its exit code. */
function run(command, commandArgs, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: "inherit", ...options });
    child.once("error", (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs a command with its output kept; resolves with its exit code and everything it printed. */
function runQuietly(command, commandArgs) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.once("error", (error) => resolve({ code: 127, output: `Could not run ${command}: ${error.message}\n` }));
    child.once("close", (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output: Buffer.concat(output).toString() }));
  });
}

/** How many static checks run at once: the machines have 2 cores and each check uses about one. */
const CHECKS_AT_ONCE = 2;

/**
 * Runs the checks CHECKS_AT_ONCE at a time, in the order given (longest first, so the two cores
 * finish together), printing each one's heading, output and duration as it ends; once all ended,
 * stops everything when any failed.
 */
async function checksTwoAtATime(checks) {
  const waiting = [...checks];
  const codes = [];
  const runNext = async () => {
    for (let check = waiting.shift(); check; check = waiting.shift()) {
      const checkStarted = Date.now();
      const { code, output } = await runQuietly(check.command, check.commandArgs);
      console.log(`\n▶ ${check.title}`);
      if (output.trim()) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
      console.log(code === 0 ? `✔ ${check.title} (${seconds(checkStarted)})` : `✖ ${check.title} failed (exit code ${code}) after ${seconds(checkStarted)}.`);
      codes.push(code);
    }
  };
  await Promise.all(Array.from({ length: CHECKS_AT_ONCE }, runNext));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) fail("✖ A static check failed (above).", failed);
}

/** Runs one numbered step, printing its heading and duration; stops everything when it fails. */
async function step(title, work) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${title}`);
  const code = await work();
  if (code !== 0) fail(`✖ ${title} failed (exit code ${code}) after ${seconds(stepStarted)}.`, code);
  console.log(`✔ ${title} (${seconds(stepStarted)})`);
}

/**
 * Makes sure the journeys' Chromium is installed: when neither of Debian's is and we run as root,
 * installs the headless shell. A CHROMIUM_PATH that names nothing is an error, never replaced.
 */
async function ensureChromium() {
  if (existsSync(chromium)) return 0;
  if (process.env.CHROMIUM_PATH) fail(`✖ CHROMIUM_PATH names ${chromium}, which does not exist.`);
  if (typeof process.getuid !== "function" || process.getuid() !== 0) fail(MISSING_CHROMIUM);
  console.log(`Chromium is missing at ${chromium}; installing it with apt-get.`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  let code = await run("apt-get", ["install", "-y", "chromium-headless-shell"], { env });
  if (code !== 0) {
    console.log("apt-get install failed; updating the package lists and trying again.");
    code = await run("apt-get", ["update"], { env });
    if (code === 0) code = await run("apt-get", ["install", "-y", "chromium-headless-shell"], { env });
  }
  if (code !== 0 || !existsSync(chromium))
    fail(`${MISSING_CHROMIUM}\n  (apt-get install -y chromium-headless-shell ${code !== 0 ? `exited with ${code}` : `did not provide ${chromium}`})`);
  return 0;
}

console.log(
  process.env.TEST_DATABASE_URL
    ? "TEST_DATABASE_URL is set: the PostgreSQL tests run against that server, and those of once-only steps on PGlite as well."
    : "TEST_DATABASE_URL is not set: PostgreSQL tests run on PGlite only.",
);
if (process.env.TEST_REDIS_URL) console.log("TEST_REDIS_URL is set: the Redis tests run against that server.");

await step("Build (node scripts/build.mjs)", () => run(process.execPath, ["scripts/build.mjs"]));
if (!onlyE2e) {
  await checksTwoAtATime([
    { title: "Typecheck (tsc --noEmit)", command: "npx", commandArgs: ["tsc", "-p", "tsconfig.json", "--noEmit"] },
    { title: "Format (prettier --check)", command: "npm", commandArgs: ["run", "--silent", "lint:format"] },
    { title: "Lint (eslint)", command: "npm", commandArgs: ["run", "--silent", "lint:code"] },
    { title: "Dependency rules (dependency-cruiser)", command: "npm", commandArgs: ["run", "--silent", "check:deps"] },
    { title: "Unused files, dependencies and exports (knip)", command: "npm", commandArgs: ["run", "--silent", "lint:unused"] },
  ]);
  // The recipes run beside the unit tests, whose two workers leave the cores idle while they wait
  // on databases, Redis and hashing; the recipes' output is printed whole once the unit tests end.
  const recipesStarted = Date.now();
  const recipes = passThrough.length === 0 ? runQuietly(process.execPath, ["scripts/checkRecipes.mjs"]) : null;
  await step("Unit and integration tests (vitest)", () => run("npx", ["vitest", "run", ...vitestArgs]));
  if (recipes)
    await step("Recipes (scripts/checkRecipes.mjs, run beside the unit tests)", async () => {
      const { code, output } = await recipes;
      if (output.trim()) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
      console.log(`  (the recipes took ${seconds(recipesStarted)} from their start)`);
      return code;
    });
}
if (!skipE2e) {
  await step(`Chromium (${chromium})`, ensureChromium);
  const env = { ...process.env, CHROMIUM_PATH: chromium };
  await step("Browser journeys (vitest.e2e.config.ts)", () => run("npx", ["vitest", "run", "--config", "vitest.e2e.config.ts", ...vitestArgs], { env }));
}

console.log(`\n✔ All checks passed in ${seconds(started)}.`);
