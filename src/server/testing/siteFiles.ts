import { readFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../app";
import { DEMO_SITE_FILE } from "../seed/demoSeed";
import { newId } from "../../domain/ids";

/** The demo site file's text. */
export function demoSiteText(): string {
  return readFileSync(path.join(PROJECT_ROOT, DEMO_SITE_FILE), "utf8");
}

function isBlock(value: Record<string, unknown>): boolean {
  return typeof value.type === "string" && "settings" in value;
}

/** Removes every row id (blocks keep theirs, and so does anything inside block settings: they are not rows) so a copy gets fresh ids. */
function withoutRowIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRowIds);
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const keepId = isBlock(record);
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => keepId || key !== "id")
      .map(([key, inner]) => [key, keepId && key === "settings" ? inner : withoutRowIds(inner)]),
  );
}

/** The demo site under another identifier and title, with fresh row ids, as site file text. */
export function demoSiteAs(identifier: string, title = `Demo ${identifier}`): string {
  let text = demoSiteText();
  for (const form of (JSON.parse(text) as { forms?: { id: string }[] }).forms ?? []) text = text.replaceAll(form.id, newId());
  const { forms, ...rest } = JSON.parse(text) as Record<string, unknown>;
  const file = { ...(withoutRowIds(rest) as { website: { identifier: string; title: string } }), forms };
  file.website.identifier = identifier;
  file.website.title = title;
  return JSON.stringify(file);
}

/** A one-page site file with the given blocks on its home page. */
export function onePageSite(identifier: string, blocks: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: { identifier, title: `Site ${identifier}`, ...extra },
    collections: [
      { type: 10, title: "Home", urlSlug: "home", navigation: "main", position: 0, layout: { draft: { blocks }, published: { blocks } } },
    ],
  });
}
