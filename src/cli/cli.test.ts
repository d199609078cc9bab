import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../server/projectRoot";
import { SITE_IDENTIFIER_MESSAGE } from "../domain/api/platform";
import { onePageSite } from "../server/testing/siteFiles";

const BIN = path.join(PROJECT_ROOT, "bin", "tessera.mjs");

describe("the tessera command", () => {
  let dataDir: string;
  const runWith = (env: Record<string, string>, ...args: string[]) =>
    spawnSync(process.execPath, [BIN, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: "", PUBLIC_URL: "", ...env },
      encoding: "utf8",
    });
  const run = (...args: string[]) => runWith({}, ...args);

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
    const loud = runWith({ LOG_LEVEL: "loud" }, "migrate");
    expect(loud.status).toBe(1);
    expect(loud.stderr).toContain('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").');
    expect(run("site", "export", "nowhere").stderr).toContain('No site has the identifier "nowhere".');
    expect(run("site", "import", path.join(dataDir, "missing.json")).status).toBe(1);
  });

  it("creates a site from a template with its owner's invitation link, lists sites, deletes one only with --yes, and creates platform administrators", () => {
    const created = run("site", "create", "--template", "restaurant", "--identifier", "ember", "--owner-email", "Chef@Ember.example");
    expect(created.status).toBe(0);
    expect(created.stderr).toMatch(/^Created site "ember" \([0-9a-f]{24}\) from the restaurant template\.$/m);
    expect(created.stdout.trim()).toMatch(/^http:\/\/ember\.localhost:3000\/config\/invitation\/[A-Za-z0-9_-]{43}$/);
    const behindProxy = runWith(
      { PUBLIC_URL: "https://localhost" },
      "site",
      "create",
      "--template",
      "cafe",
      "--identifier",
      "fern",
      "--owner-email",
      "fern@example.com",
    );
    expect(behindProxy.stdout.trim()).toMatch(/^https:\/\/fern\.localhost\/config\/invitation\/[A-Za-z0-9_-]{43}$/);

    const taken = run("site", "create", "--template", "cafe", "--identifier", "ember");
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain("Error: Another site already uses this identifier.");
    const bad = run("site", "create", "--template", "cafe", "--identifier", "Not OK");
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain(`identifier: ${SITE_IDENTIFIER_MESSAGE}`);
    expect(run("site", "create", "--template", "bakery", "--identifier", "bakery").stderr).toContain(
      "Choose one of the templates: cafe, portfolio, restaurant, newsletter.",
    );

    const listed = run("site", "list");
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(/^ember\tClassic\tPaid\t\d{4}-\d{2}-\d{2}\tOlive & Ember$/m);
    const first = run("site", "list", "--limit", "1");
    expect(first.stdout.trim().split("\n")).toEqual([listed.stdout.trim().split("\n")[0]]);
    expect(first.stderr).toContain("3 sites match; --offset 1 lists the next.");
    expect(run("site", "list", "--search", "EMBER").stdout).toMatch(/^ember\t[^\n]*\n$/);
    const zero = run("site", "list", "--limit", "0");
    expect([zero.status, zero.stderr]).toEqual([1, "Error: Some fields are not valid.\n  limit: Limit must be at least 1.\n"]);

    const unconfirmed = run("site", "delete", "ember");
    expect(unconfirmed.status).toBe(2);
    expect(unconfirmed.stderr).toContain('site delete removes "ember" and everything it holds; add --yes to confirm.');
    const deleted = run("site", "delete", "ember", "--yes");
    expect(deleted.status).toBe(0);
    expect(deleted.stderr).toContain('Deleted site "ember".');
    expect(run("site", "list").stdout).not.toContain("ember");
    expect(run("site", "delete", "ember", "--yes").stderr).toContain('No site has the identifier "ember".');

    const admin = run("admin", "create", "--email", "Root@Platform.example", "--password", "a long platform password");
    expect(admin.status).toBe(0);
    expect(admin.stderr).toContain("Created platform administrator root@platform.example.");
    expect(run("admin", "create", "--email", "root@platform.example", "--password", "another long password").stderr).toContain(
      "Updated platform administrator root@platform.example.",
    );
    expect(run("admin", "create", "--email", "root@platform.example", "--password", "short").stderr).toContain("password: Use at least 12 characters.");
  });

  it("backs the platform up to one file and restores it into an empty data directory, refusing one that holds data", () => {
    const file = path.join(dataDir, "platform.tar.gz");
    const backup = run("backup", file);
    expect(backup.status).toBe(0);
    expect(backup.stderr).toMatch(/^Database: copied \(\d+\.\d MB\)$/m);
    expect(backup.stderr).toContain("Backed up: the database and 0 files.");
    const elsewhere = mkdtempSync(path.join(tmpdir(), "tessera-cli-restored-"));
    try {
      const restored = runWith({ DATA_DIR: elsewhere }, "restore", file);
      expect(restored.status).toBe(0);
      expect(restored.stderr).toContain("Restored: the database and 0 files. Image widths are made again when the server starts.");
      expect(runWith({ DATA_DIR: elsewhere }, "site", "list").stdout).toBe(run("site", "list").stdout);
      const again = runWith({ DATA_DIR: elsewhere }, "restore", file);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain("Error: The database is not empty.");
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
    expect(run("backup").status).toBe(2);
  });
});
