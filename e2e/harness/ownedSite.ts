import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { signInAt, type Account } from "./signIn";
import type { RunningServer } from "./startServer";

/** A site a journey imported for itself, with an admin owner. */
export interface OwnedSite {
  /** Opens a path of the site (e.g. "/config/store") and signs the owner in there. */
  signIn(page: Page, urlPath: string): Promise<void>;
}

/**
 * Imports a site file (its JSON text) with the `tessera` command, from a temporary folder removed
 * again; `then` are commands run after the import in the same CLI process (addOwnerCommand).
 */
export async function importSiteFile(server: RunningServer, siteFile: string, then: string[][] = []): Promise<void> {
  await importSiteFiles(server, [{ siteFile, then }]);
}

/**
 * Imports several site files with the `tessera` command in one CLI process (Node starts and loads
 * the CLI once, not once per site), each followed by its own commands, from a temporary folder
 * removed again.
 */
async function importSiteFiles(server: RunningServer, sites: readonly { siteFile: string; then: string[][] }[]): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), "tessera-e2e-site-"));
  try {
    const steps: string[][] = [];
    for (const [index, { siteFile, then }] of sites.entries()) {
      const file = path.join(folder, `site-${index}.json`);
      await writeFile(file, siteFile);
      steps.push(["site", "import", file], ...then);
    }
    const imported = await server.runCliSteps(steps);
    expect(imported.code, imported.stderr).toBe(0);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The `tessera` command that gives a site an account with a role (by its command-line name). */
export function addOwnerCommand(identifier: string, owner: Account, role = "admin"): string[] {
  return ["owner", "create", "--email", owner.email, "--password", owner.password, "--site", identifier, "--role", role];
}

/** Gives a site accounts, each with a role (by its command-line name), with the `tessera` command (one process). */
export async function addOwners(server: RunningServer, identifier: string, owners: { account: Account; role: string }[]): Promise<void> {
  const created = await server.runCliSteps(owners.map(({ account, role }) => addOwnerCommand(identifier, account, role)));
  expect(created.code, created.stderr).toBe(0);
}

/**
 * Imports a site file and makes `owner` its admin, as an operator sets up a new customer's site;
 * answers the step that signs that owner in on the site.
 */
export async function importOwnedSite(server: RunningServer, siteFile: string, owner: Account): Promise<OwnedSite> {
  const { identifier } = (JSON.parse(siteFile) as { website: { identifier: string } }).website;
  await importSiteFile(server, siteFile, [addOwnerCommand(identifier, owner)]);
  return { signIn: (page, urlPath) => signInAt(page, server.siteUrl(identifier, urlPath), owner) };
}

/** Imports site files, each with `owner` as its admin, in one CLI process; answers their identifiers in order. */
export async function importOwnedSites(server: RunningServer, siteFiles: readonly string[], owner: Account): Promise<string[]> {
  const identifiers = siteFiles.map((siteFile) => (JSON.parse(siteFile) as { website: { identifier: string } }).website.identifier);
  await importSiteFiles(
    server,
    siteFiles.map((siteFile, index) => ({ siteFile, then: [addOwnerCommand(identifiers[index]!, owner)] })),
  );
  return identifiers;
}
