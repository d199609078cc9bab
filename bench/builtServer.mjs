// What the benches that drive the built server from outside share: a free port, and a process
// started with its ready line awaited (the built server prints "Tessera is running" once it listens).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project root, where dist/ is. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The line the built server prints once it listens. */
export const READY_LINE = "Tessera is running";

/** A port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `node <args>` in the project root, waits until it prints the ready line, and returns its pid and a stop function. */
export async function startProcess(args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes(READY_LINE)) resolve();
    });
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code} before it listened`)));
  });
  return {
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

/**
 * The built server (dist/server/main.js) on a free port with a fresh data directory, where it
 * seeds the demo on start; `stop` ends it and removes the directory.
 */
export async function startBuiltServer(label, env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `tessera-bench-${label}-`));
  const running = await startProcess(["dist/server/main.js"], { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir });
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    pid: running.pid,
    stop: async () => {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
