import { Parser } from "htmlparser2";

/** An element of a parsed XML document: its name, attributes, text (entities and CDATA decoded) and children. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

/** What an attribute value may not hold, "<" or a bare "&" (XML 1.0 §3.1 AttValue), nor text a bare "&". */
const NOT_ESCAPED = /<|&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/;

/** Start tags with their attributes (quoted values), end tags, the declaration and comments. */
const MARKUP = /^(?:<([A-Za-z_][\w:.-]*)(?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(\/?)>|<\/([A-Za-z_][\w:.-]*)\s*>|<\?xml[^?]*\?>|<!--[\s\S]*?-->)/;

/**
 * What breaks XML in the raw text: a "<" that starts no markup (outside CDATA), an end tag that
 * is not the innermost open element's, an element never closed, "<" or a bare "&" in an
 * attribute, a bare "&" in text.
 */
function markupProblems(xml: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const outsideCdata = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "");
  for (let at = outsideCdata.indexOf("<"); at >= 0; at = outsideCdata.indexOf("<", at + 1)) {
    const markup = MARKUP.exec(outsideCdata.slice(at));
    if (!markup) {
      problems.push(`"<" starts no markup at ${outsideCdata.slice(at, at + 40)}`);
      continue;
    }
    const [whole, startName, selfClosing, endName] = markup;
    if (startName && !selfClosing) open.push(startName);
    if (endName && open.pop() !== endName) problems.push(`</${endName}> closes no open <${endName}>`);
    for (const [, double, single] of whole.matchAll(/=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      const value = double ?? single ?? "";
      if (NOT_ESCAPED.test(value)) problems.push(`an attribute holds "${value}"`);
    }
  }
  if (open.length > 0) problems.push(`<${open.join(">, <")}> never closed`);
  if (NOT_ESCAPED.test(outsideCdata.replace(/<[^>]*>/g, "").replace(/</g, ""))) problems.push("a bare & in text");
  return problems;
}

/**
 * Parses XML strictly enough for tests of what the server writes: it throws on what
 * `markupProblems` finds, text outside the root and a document without exactly one root element.
 */
export function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: "#document", attributes: {}, text: "", children: [] };
  const open: XmlElement[] = [root];
  const problems = markupProblems(xml);
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element: XmlElement = { name, attributes, text: "", children: [] };
        open.at(-1)!.children.push(element);
        open.push(element);
      },
      ontext(text) {
        if (open.length === 1 && text.trim() !== "") problems.push(`text outside the root: ${text.trim()}`);
        open.at(-1)!.text += text;
      },
      onclosetag(name) {
        if (open.at(-1)?.name === name) open.pop();
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeCDATA: true },
  );
  parser.write(xml);
  parser.end();
  const [documentElement, ...others] = root.children;
  if (!documentElement || others.length > 0) problems.push("the document needs exactly one root element");
  if (problems.length > 0) throw new Error(`Not well-formed XML: ${problems.join("; ")}`);
  return documentElement!;
}

/** The elements below `element` (at any depth) with this name, in document order. */
export function elementsNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) => [...(child.name === name ? [child] : []), ...elementsNamed(child, name)]);
}

/** The text of `element`'s first child with this name, "" when it has none. */
export function childText(element: XmlElement, name: string): string {
  return element.children.find((child) => child.name === name)?.text ?? "";
}
