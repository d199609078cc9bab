import { Parser } from "htmlparser2";

/** SVG elements an uploaded image may use (compared lower case, without a namespace prefix). */
const SVG_ELEMENTS = new Set([
  "svg", "g", "defs", "desc", "title", "metadata", "symbol", "use", "switch", "view", "style",
  "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "tspan", "textpath", "a", "image",
  "clippath", "mask", "pattern", "marker", "lineargradient", "radialgradient", "stop", "solidcolor",
  "filter", "feblend", "fecolormatrix", "fecomponenttransfer", "fecomposite", "feconvolvematrix", "fediffuselighting",
  "fedisplacementmap", "fedistantlight", "fedropshadow", "feflood", "fefunca", "fefuncb", "fefuncg", "fefuncr",
  "fegaussianblur", "feimage", "femerge", "femergenode", "femorphology", "feoffset", "fepointlight",
  "fespecularlighting", "fespotlight", "fetile", "feturbulence",
  "animate", "animatetransform", "animatemotion", "mpath", "set",
]);
/** Elements refused under any prefix: they run script, embed documents or hold HTML. */
const NEVER = new Set(["script", "foreignobject", "iframe", "embed", "object", "handler", "listener", "html", "body", "base", "meta", "link"]);
const ANIMATIONS = new Set(["animate", "animatetransform", "animatemotion", "set"]);
const XHTML = "http://www.w3.org/1999/xhtml";

/** An attribute value as a browser reads a URL in it: control characters and spaces dropped, lower case. */
const squeezed = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
const localName = (name: string) => name.slice(name.indexOf(":") + 1).toLowerCase();

/** Every url(...) target in a value or a style sheet. */
function urlTargets(text: string): string[] {
  return [...text.matchAll(/url\s*\(\s*['"]?\s*([^'")]*)/gi)].map((match) => squeezed(match[1] ?? ""));
}

/** Why a style attribute or element would reach outside the file or run script, or null. */
function styleProblem(css: string): string | null {
  if (/@import/i.test(css)) return "a style sheet import";
  if (/expression\s*\(/i.test(css) || /(^|[^a-z])(javascript|vbscript):/.test(squeezed(css))) return "script in a style";
  if (urlTargets(css).some((target) => !target.startsWith("#"))) return "an external reference in a style";
  return null;
}

/** Why one attribute is unsafe, or null. */
function attributeProblem(element: string, name: string, value: string): string | null {
  const local = localName(name);
  const lower = name.toLowerCase();
  if (local.startsWith("on")) return `the event handler ${name}`;
  if (lower === "xml:base") return "xml:base";
  if ((lower === "xmlns" || lower.startsWith("xmlns:")) && value.trim() === XHTML) return "the HTML namespace";
  const url = squeezed(value);
  if (/(^|[^a-z0-9])(javascript|vbscript|data):/.test(url)) return `a script or data link in ${name}`;
  if (local === "href" || local === "src") {
    const allowed = element === "a" ? /^(#|\/(?!\/)|https?:\/\/)/.test(url) || url === "" : url === "" || url.startsWith("#");
    if (!allowed) return `the external reference ${name}="${value.slice(0, 60)}"`;
  }
  if (ANIMATIONS.has(element) && local === "attributename" && ["href", "xlink:href"].includes(value.trim().toLowerCase())) return "an animation that sets a link";
  if (lower === "style") return styleProblem(value);
  if (urlTargets(value).some((target) => !target.startsWith("#"))) return `an external reference in ${name}`;
  return null;
}

/**
 * Why an uploaded SVG could run script or reach outside itself when a browser shows it, or null
 * when it is safe. The file is parsed as XML (entities decoded as a browser decodes them) and
 * checked against an allow-list: SVG elements only (prefixed editor metadata such as Inkscape's
 * is inert and passes), no scripts, foreign objects, embedded documents, event handlers,
 * javascript:/vbscript:/data: values, links other than to the file's own fragments (and plain
 * web links on <a>), style sheet imports or external url(), animations that set links, document
 * type or entity declarations, or the HTML namespace.
 */
export function svgDanger(text: string): string | null {
  let problem: string | null = null;
  let depth = 0;
  let inStyle = false;
  const refuse = (why: string) => {
    problem ??= why;
  };
  const parser = new Parser(
    {
      onprocessinginstruction(name) {
        const lower = name.toLowerCase();
        if (lower !== "?xml") refuse(lower.startsWith("!") ? "a document type or entity declaration" : `the processing instruction <${name}>`);
      },
      onopentag(name, attributes) {
        const element = localName(name);
        if (depth === 0 && element !== "svg") refuse(`the root element <${name}>`);
        depth += 1;
        if (NEVER.has(element)) refuse(`the element <${name}>`);
        else if (!name.includes(":") && !SVG_ELEMENTS.has(element)) refuse(`the element <${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          const why = attributeProblem(element, attribute, value);
          if (why) refuse(why);
        }
        inStyle = element === "style";
      },
      ontext(data) {
        if (inStyle) {
          const why = styleProblem(data);
          if (why) refuse(why);
        }
      },
      onclosetag() {
        depth -= 1;
        inStyle = false;
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeCDATA: true },
  );
  parser.write(text);
  parser.end();
  if (depth === 0 && problem === null && !/<svg[\s>]/i.test(text)) refuse("no <svg> element");
  return problem;
}
