import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { loadOrCreateSessionSecret, SESSION_SECRET_FILE } from "./secrets";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it("generates a long random secret once, readable by the owner only, and keeps it", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "tessera-secret-"));
  dirs.push(dir);
  const first = loadOrCreateSessionSecret(dir);
  expect(first.length).toBeGreaterThanOrEqual(64);
  expect(statSync(path.join(dir, SESSION_SECRET_FILE)).mode & 0o777).toBe(0o600);
  expect(loadOrCreateSessionSecret(dir)).toBe(first);
  expect(readFileSync(path.join(dir, SESSION_SECRET_FILE), "utf8").trim()).toBe(first);

  const other = mkdtempSync(path.join(tmpdir(), "tessera-secret-"));
  dirs.push(other);
  expect(loadOrCreateSessionSecret(other)).not.toBe(first);
});
