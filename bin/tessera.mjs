#!/usr/bin/env node
// The `tessera` command: runs the built CLI, building it first when it is missing or older than src/.
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import path from "node:path";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cli = path.join(root, "dist", "cli", "main.js");
const built = spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs"), "--server-only"], { stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);
// `tessera serve` renders with React, which picks its build from NODE_ENV when first loaded.
process.env.NODE_ENV ??= "production";
const { runCli } = await import(pathToFileURL(cli).href);
const code = await runCli(process.argv.slice(2));
if (process.argv[2] !== "serve") process.exit(code);
