// The contact sheet's page: one static HTML file laying out the screenshots the contact sheet took,
// a section per block type, block state and site, each row a case or page at every width.

/** One width of a row: its screenshot and small copy, or why there is none. */
export type SheetShot = { width: number; image: string; thumb: string; thumbWidth: number; thumbHeight: number } | { width: number; missing: string };

/** A case of a block (its example, one design) or a page of a site, at every width. */
export interface SheetRow {
  label: string;
  shots: SheetShot[];
}

/** A block type, a block state or a site, with its rows; `group` is the part of the page it belongs to. */
export interface SheetSection {
  group: string;
  title: string;
  rows: SheetRow[];
}

/** What the page says above its sections. */
export interface Sheet {
  title: string;
  /** A line under the title: what was photographed, when and how. */
  note: string;
  sections: SheetSection[];
}

/** Text made safe for HTML, in element content and in quoted attributes. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The anchor of the n-th section: its title in lower case letters and digits, numbered so two like titles differ. */
function sectionAnchor(section: SheetSection, index: number): string {
  const slug = `${section.group} ${section.title}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${index + 1}-${slug}`;
}

/** The groups in the order their first section comes, each with its sections and their index. */
function grouped(sections: SheetSection[]): [string, { section: SheetSection; index: number }[]][] {
  const groups = new Map<string, { section: SheetSection; index: number }[]>();
  sections.forEach((section, index) => {
    const members = groups.get(section.group) ?? [];
    members.push({ section, index });
    groups.set(section.group, members);
  });
  return [...groups];
}

/** One width of a row: the small copy linking to the screenshot, or the reason there is none. */
function shotFigure(shot: SheetShot): string {
  const caption = `<figcaption>${shot.width} px</figcaption>`;
  if ("missing" in shot) return `<figure>${caption}<p class="missing">${escapeHtml(shot.missing)}</p></figure>`;
  const image = escapeHtml(shot.image);
  return `<figure>${caption}<div class="frame"><a href="${image}"><img src="${escapeHtml(shot.thumb)}" width="${shot.thumbWidth}" height="${shot.thumbHeight}" alt="at ${shot.width} px" loading="lazy"></a></div></figure>`;
}

/** The page's look: the widths of a row side by side, wrapping below one another in a narrow window; a long page scrolls in its frame. */
const STYLE = `body{margin:0;padding:1rem;font:15px/1.4 system-ui,sans-serif;color:#1a1a1a;background:#f4f4f2}
h1{margin:0 0 .25rem}h2{margin:2.5rem 0 .5rem;border-bottom:1px solid #bbb}h3{margin:2rem 0 .25rem}h4{margin:1rem 0 .25rem;font-size:15px}
nav ul{columns:16rem;margin:.25rem 0 1rem}nav li{break-inside:avoid}
.widths{display:flex;flex-wrap:wrap;align-items:flex-start;gap:.75rem}figure{margin:0}figcaption{color:#555;font-size:13px}
.frame{max-height:50rem;overflow:auto;border:1px solid #ccc;background:#fff}.frame img{display:block}
.missing{color:#9b1c1c;max-width:14rem;margin:0}`;

/** The whole contact sheet page: title, table of contents by group, then each section's rows, each its name above its widths side by side. */
export function sheetPage(sheet: Sheet): string {
  const groups = grouped(sheet.sections);
  const contents = groups
    .map(
      ([group, members]) =>
        `<h2>${escapeHtml(group)}</h2><ul>${members
          .map(({ section, index }) => `<li><a href="#${sectionAnchor(section, index)}">${escapeHtml(section.title)}</a> (${section.rows.length})</li>`)
          .join("")}</ul>`,
    )
    .join("");
  const body = groups
    .map(
      ([group, members]) =>
        `<h2>${escapeHtml(group)}</h2>${members
          .map(
            ({ section, index }) =>
              `<section id="${sectionAnchor(section, index)}"><h3>${escapeHtml(section.title)}</h3>${section.rows
                .map((row) => `<div class="case"><h4>${escapeHtml(row.label)}</h4><div class="widths">${row.shots.map(shotFigure).join("")}</div></div>`)
                .join("")}</section>`,
          )
          .join("")}`,
    )
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(sheet.title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(sheet.title)}</h1><p>${escapeHtml(sheet.note)}</p>
<nav aria-label="Contents">${contents}</nav>
<main>${body}</main></body></html>
`;
}
