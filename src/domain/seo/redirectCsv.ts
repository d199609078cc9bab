import { invalid } from "../errors";
import { COLLECTION_LIMIT_MESSAGES, COLLECTION_LIMITS } from "../limits/collectionLimits";
import { redirectInputSchema, type RedirectInput } from "./redirectRules";

/** The cells of one CSV line: commas split them, double quotes hold commas, "" is a quote. */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const character = line[index]!;
    if (quoted) {
      if (character === '"' && line[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      cells.push(cell);
      cell = "";
    } else cell += character;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

/**
 * The redirects of a CSV import, "from,to,status" a line (an optional header line naming them,
 * status 301 when empty), all or none: the first bad line is refused with its number and why.
 */
export function redirectsOfCsv(text: string): RedirectInput[] {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const redirects: RedirectInput[] = [];
  const seen = new Map<string, number>();
  for (const [index, line] of lines.entries()) {
    const number = index + 1;
    if (line.trim() === "") continue;
    const [from = "", to = "", status = "", ...extra] = cellsOf(line);
    if (index === 0 && from.toLowerCase() === "from" && to.toLowerCase() === "to") continue;
    if (extra.length > 0) throw invalid(`Line ${number}: write three cells, "from,to,status".`);
    if (redirects.length === COLLECTION_LIMITS.redirectsPerSite) throw invalid(`Line ${number}: ${COLLECTION_LIMIT_MESSAGES.redirectsPerSite}`);
    const parsed = redirectInputSchema.safeParse({ from, to, status: status === "" ? undefined : Number(status) });
    if (!parsed.success) throw invalid(`Line ${number}: ${parsed.error.issues[0]!.message}`);
    const earlier = seen.get(parsed.data.from);
    if (earlier !== undefined) throw invalid(`Line ${number}: ${parsed.data.from} already has a redirect on line ${earlier}.`);
    seen.set(parsed.data.from, number);
    redirects.push(parsed.data);
  }
  return redirects;
}
