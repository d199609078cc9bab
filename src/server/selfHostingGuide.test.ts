import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "./config";
import { TLS_ALLOWED_PATH } from "./features/platform/tlsAllowedRoutes";
import { PROJECT_ROOT } from "./projectRoot";

const guide = readFileSync(path.join(PROJECT_ROOT, "docs/self-hosting.md"), "utf8");

/** The text of every fenced block of one language in the guide. */
function fenced(language: string): string[] {
  return [...guide.matchAll(new RegExp("```" + language + "\\n([\\s\\S]*?)```", "g"))].map((match) => match[1]!);
}

describe("docs/self-hosting.md", () => {
  it("sets only variables the server reads", () => {
    const known = new Set(CONFIG_VARIABLES.map((variable) => variable.name));
    const set = fenced("sh").flatMap((block) => [...block.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!));
    expect(set.length).toBeGreaterThan(10);
    expect(set.filter((name) => !known.has(name))).toEqual([]);
  });

  it("names in backquotes only variables the server reads", () => {
    const known = new Set(CONFIG_VARIABLES.map((variable) => variable.name));
    const named = [...guide.matchAll(/`([A-Z][A-Z0-9_]{2,})[`=]/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((name) => !known.has(name))).toEqual([]);
  });

  it("has Caddy ask the TLS question where the server answers it, and probe the readiness route", () => {
    const caddy = fenced("caddyfile").join("\n");
    expect(caddy).toContain(`ask http://127.0.0.1:3000${TLS_ALLOWED_PATH}\n`);
    expect(caddy).toContain("health_uri /readyz");
  });

  it("stops the service with SIGTERM and time for the drain", () => {
    const unit = fenced("ini").join("\n");
    expect(unit).toContain("KillSignal=SIGTERM");
    expect(unit).toMatch(/^TimeoutStopSec=\d+$/m);
    expect(unit).toContain("ExecStart=/usr/bin/node /opt/tessera/dist/server/main.js");
  });
});
