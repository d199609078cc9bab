import { demoSiteAs } from "./siteFiles";

/** A section of one column, as the demo's plain sections are. */
const PLAIN_STYLE = { background: { kind: "none" }, height: "fit", width: "normal", align: "top", padding: "medium", theme: "light" };

/**
 * The demo site under another identifier with a last section on its home page holding one
 * summary block per given settings (block ids given with them), for the summary's tests.
 */
export function summarySiteAs(identifier: string, summaries: { id: string; settings: Record<string, unknown> }[]): string {
  const file = JSON.parse(demoSiteAs(identifier)) as {
    collections: { urlSlug: string; layout?: { draft: { sections: unknown[] }; published: { sections: unknown[] } } }[];
  };
  const home = file.collections.find((c) => c.urlSlug === "home");
  if (!home?.layout) throw new Error("the demo site has no home page layout");
  const section = {
    id: "5e5e5e5e5e5e5e5e5e5e5e01",
    style: PLAIN_STYLE,
    blocks: summaries.map((summary, index) => ({
      id: summary.id,
      type: "summary",
      settings: summary.settings,
      desktop: { column: 1, row: index + 1, width: 24, height: 1 },
    })),
  };
  home.layout.draft.sections.push(section);
  home.layout.published.sections.push(section);
  return JSON.stringify(file);
}
