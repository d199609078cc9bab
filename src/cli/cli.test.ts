import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../server/projectRoot";
import { onePageSite } from "../server/testing/siteFiles";

const BIN = path.join(PROJECT_ROOT, "bin", "tessera.mjs");

describe("the tessera command", () => {
  let dataDir: string;
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [BIN, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: "" }, encoding: "utf8" });

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "tessera-cli-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("imports a site file, exports it again byte for byte, and creates owners with a role", () => {
    const file = path.join(dataDir, "site.json");
    writeFileSync(file, onePageSite("clisite", [{ id: "afafafafafafafafafafafaf", type: "heading", settings: { text: "From the CLI", level: 1 } }]));
    const imported = run("site", "import", file);
    expect(imported.status).toBe(0);
    expect(imported.stderr).toMatch(/^Created site "clisite" \([0-9a-f]{24}\)\.$/m);
    const exported = run("site", "export", "clisite");
    expect(exported.status).toBe(0);
    writeFileSync(file, exported.stdout);
    expect(run("site", "import", file).stderr).toMatch(/^Replaced site "clisite"/m);
    expect(run("site", "export", "clisite").stdout).toBe(exported.stdout);

    const owner = run("owner", "create", "--email", "Editor@Example.com", "--password", "long enough password", "--site", "clisite", "--role", "editor");
    expect(owner.status).toBe(0);
    expect(owner.stderr).toContain('Created editor@example.com as editor of "clisite".');
    const again = run(
      "owner",
      "create",
      "--email",
      "editor@example.com",
      "--password",
      "another long password",
      "--site",
      "clisite",
      "--role",
      "store-manager",
    );
    expect(again.stderr).toContain('Updated editor@example.com as store-manager of "clisite".');
  });

  it("explains mistakes: unknown roles, sites and commands, bad files", () => {
    const role = run("owner", "create", "--email", "a@b.example", "--password", "long enough password", "--site", "clisite", "--role", "wizard");
    expect(role.status).toBe(2);
    expect(role.stderr).toContain('Unknown role "wizard".');
    const site = run("owner", "create", "--email", "a@b.example", "--password", "long enough password", "--site", "nowhere");
    expect(site.status).toBe(1);
    expect(site.stderr).toContain('No site has the identifier "nowhere".');
    const short = run("owner", "create", "--email", "a@b.example", "--password", "short", "--site", "clisite");
    expect(short.status).toBe(1);
    expect(short.stderr).toContain("The owner details are not valid.");
    expect(run("frobnicate").status).toBe(2);
    expect(run("site", "export", "nowhere").stderr).toContain('No site has the identifier "nowhere".');
    expect(run("site", "import", path.join(dataDir, "missing.json")).status).toBe(1);
  });
});
