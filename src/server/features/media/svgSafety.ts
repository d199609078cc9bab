import { decodeHTML } from "entities";
import { Parser } from "htmlparser2";

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";

/** The SVG elements an uploaded image may use: drawing, text, paint servers, filters and animation that does not touch links. */
const SVG_ELEMENTS = new Set(
  [
    "svg",
    "g",
    "defs",
    "desc",
    "title",
    "metadata",
    "symbol",
    "use",
    "switch",
    "view",
    "path",
    "rect",
    "circle",
    "ellipse",
    "line",
    "polyline",
    "polygon",
    "text",
    "tspan",
    "textPath",
    "linearGradient",
    "radialGradient",
    "stop",
    "pattern",
    "clipPath",
    "mask",
    "marker",
    "style",
    "filter",
    "feBlend",
    "feColorMatrix",
    "feComponentTransfer",
    "feComposite",
    "feConvolveMatrix",
    "feDiffuseLighting",
    "feDisplacementMap",
    "feDistantLight",
    "feDropShadow",
    "feFlood",
    "feFuncA",
    "feFuncB",
    "feFuncG",
    "feFuncR",
    "feGaussianBlur",
    "feMerge",
    "feMergeNode",
    "feMorphology",
    "feOffset",
    "fePointLight",
    "feSpecularLighting",
    "feSpotLight",
    "feTile",
    "feTurbulence",
    "animate",
    "animateTransform",
    "animateMotion",
    "mpath",
    "set",
  ].map((name) => name.toLowerCase()),
);

/** The SVG attributes an uploaded image may use: geometry, presentation, text, paint servers, filters and animation timing. */
const SVG_ATTRIBUTES = new Set(
  [
    "id",
    "class",
    "style",
    "lang",
    "tabindex",
    "role",
    "focusable",
    "version",
    "baseProfile",
    "x",
    "y",
    "x1",
    "y1",
    "x2",
    "y2",
    "cx",
    "cy",
    "r",
    "rx",
    "ry",
    "fx",
    "fy",
    "fr",
    "width",
    "height",
    "d",
    "points",
    "pathLength",
    "transform",
    "viewBox",
    "preserveAspectRatio",
    "zoomAndPan",
    "fill",
    "fill-opacity",
    "fill-rule",
    "stroke",
    "stroke-width",
    "stroke-opacity",
    "stroke-linecap",
    "stroke-linejoin",
    "stroke-miterlimit",
    "stroke-dasharray",
    "stroke-dashoffset",
    "opacity",
    "color",
    "color-interpolation",
    "color-interpolation-filters",
    "color-rendering",
    "display",
    "visibility",
    "overflow",
    "clip",
    "clip-path",
    "clip-rule",
    "mask",
    "filter",
    "marker-start",
    "marker-mid",
    "marker-end",
    "paint-order",
    "vector-effect",
    "shape-rendering",
    "text-rendering",
    "image-rendering",
    "mix-blend-mode",
    "isolation",
    "transform-origin",
    "transform-box",
    "stop-color",
    "stop-opacity",
    "flood-color",
    "flood-opacity",
    "lighting-color",
    "font",
    "font-family",
    "font-size",
    "font-size-adjust",
    "font-stretch",
    "font-style",
    "font-variant",
    "font-weight",
    "text-anchor",
    "text-decoration",
    "dominant-baseline",
    "alignment-baseline",
    "baseline-shift",
    "letter-spacing",
    "word-spacing",
    "writing-mode",
    "direction",
    "unicode-bidi",
    "dx",
    "dy",
    "rotate",
    "textLength",
    "lengthAdjust",
    "startOffset",
    "method",
    "spacing",
    "side",
    "xml:space",
    "xml:lang",
    "gradientUnits",
    "gradientTransform",
    "spreadMethod",
    "offset",
    "patternUnits",
    "patternContentUnits",
    "patternTransform",
    "clipPathUnits",
    "maskUnits",
    "maskContentUnits",
    "markerUnits",
    "markerWidth",
    "markerHeight",
    "refX",
    "refY",
    "orient",
    "filterUnits",
    "primitiveUnits",
    "in",
    "in2",
    "result",
    "mode",
    "type",
    "values",
    "operator",
    "k1",
    "k2",
    "k3",
    "k4",
    "order",
    "kernelMatrix",
    "divisor",
    "bias",
    "targetX",
    "targetY",
    "edgeMode",
    "preserveAlpha",
    "surfaceScale",
    "diffuseConstant",
    "specularConstant",
    "specularExponent",
    "kernelUnitLength",
    "scale",
    "xChannelSelector",
    "yChannelSelector",
    "stdDeviation",
    "radius",
    "tableValues",
    "slope",
    "intercept",
    "amplitude",
    "exponent",
    "azimuth",
    "elevation",
    "z",
    "pointsAtX",
    "pointsAtY",
    "pointsAtZ",
    "limitingConeAngle",
    "baseFrequency",
    "numOctaves",
    "seed",
    "stitchTiles",
    "attributeName",
    "attributeType",
    "begin",
    "dur",
    "end",
    "min",
    "max",
    "restart",
    "repeatCount",
    "repeatDur",
    "calcMode",
    "keyTimes",
    "keySplines",
    "keyPoints",
    "from",
    "to",
    "by",
    "additive",
    "accumulate",
    "path",
    "requiredFeatures",
    "requiredExtensions",
    "systemLanguage",
    "href",
    "xlink:href",
    "xlink:title",
  ].map((name) => name.toLowerCase()),
);

/** Namespaces drawing programs write their own notes in; their elements and attributes are kept, the rules on values still apply. */
const EDITOR_NAMESPACES: Record<string, string> = {
  sodipodi: "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
  inkscape: "http://www.inkscape.org/namespaces/inkscape",
  rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  cc: "http://creativecommons.org/ns#",
  dc: "http://purl.org/dc/elements/1.1/",
};

/** The namespace each allowed prefix must stand for, so no prefix can smuggle in XHTML. */
const PREFIX_NAMESPACES: Record<string, string> = {
  ...EDITOR_NAMESPACES,
  svg: SVG_NAMESPACE,
  xlink: "http://www.w3.org/1999/xlink",
};

/** Schemes that run script or carry a document of their own, looked for in every attribute. */
const SCRIPT_SCHEMES = /(javascript|vbscript|data|livescript):/i;
/** CSS that loads something or runs code. */
const DANGEROUS_CSS = /@import|expression\s*\(|behavior\s*:|-moz-binding|javascript:/i;
const CSS_URL = /url\s*\(\s*(['"]?)\s*([^'")\s]*)/gi;
const ANIMATED_LINK = /href|^on/i;
const ALLOWED_ENCODINGS = /^(utf-8|utf8|us-ascii)$/i;

/** A value as a browser reads it: entities decoded (XML's and HTML's alike), without the whitespace and controls browsers skip. */
function normalised(value: string): string {
  // eslint-disable-next-line no-control-regex -- browsers skip these controls when they read a URL
  return decodeHTML(value).replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g, "");
}

function cssProblem(css: string): string | null {
  const value = decodeHTML(css);
  if (DANGEROUS_CSS.test(value.replace(/\\/g, ""))) return "style that loads or runs something";
  for (const match of value.matchAll(CSS_URL)) {
    if (!match[2]!.startsWith("#")) return "a style url() outside the image";
  }
  return null;
}

function elementProblem(name: string, depth: number): string | null {
  const [prefix, local] = name.includes(":") ? name.split(":", 2) : [null, name];
  if (depth === 0 && local !== "svg") return "a root element other than svg";
  if (prefix && prefix !== "svg") return prefix in EDITOR_NAMESPACES ? null : `the element ${name}`;
  return SVG_ELEMENTS.has(local!.toLowerCase()) ? null : `the element ${name}`;
}

function attributeProblem(element: string, name: string, value: string): string | null {
  const lower = name.toLowerCase();
  const clean = normalised(value);
  if (lower === "xmlns") return value.trim() === SVG_NAMESPACE ? null : "a namespace other than SVG";
  if (lower.startsWith("xmlns:")) {
    const expected = PREFIX_NAMESPACES[lower.slice(6)];
    return expected === undefined || value.trim() === expected ? null : `the prefix ${name.slice(6)} bound to another namespace`;
  }
  const prefix = lower.includes(":") ? lower.split(":", 1)[0]! : null;
  if (!SVG_ATTRIBUTES.has(lower) && !(prefix && prefix in EDITOR_NAMESPACES) && !/^(data|aria)-[a-z0-9-]+$/.test(lower)) {
    return `the attribute ${name}`;
  }
  if (SCRIPT_SCHEMES.test(clean)) return `a script or data link in ${name}`;
  if ((lower === "href" || lower === "xlink:href") && !clean.startsWith("#")) return `a reference to another file in ${name}`;
  if (lower === "style") return cssProblem(value);
  if (lower === "attributename" && ANIMATED_LINK.test(clean)) return `animation of ${value} on ${element}`;
  if (/url\s*\(/i.test(value)) return cssProblem(value);
  return null;
}

/**
 * Why an uploaded SVG cannot be served as an image, or null when it is safe. The text is read
 * with a real XML parser and every element and attribute is checked against an allow-list:
 * no scripts, event handlers, foreign content, DOCTYPE or entity declarations, processing
 * instructions (stylesheets), javascript:/data: values in any attribute (after entity
 * decoding), animation that sets links, or references to anything outside the image.
 * Unsafe files are refused, never rewritten, so the stored bytes are the checked bytes.
 */
export function svgProblem(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return "text that is not UTF-8";
  }
  if (/<!(DOCTYPE|ENTITY|ELEMENT|ATTLIST)/i.test(text)) return "a DOCTYPE or entity declaration";
  let problem: string | null = null;
  const open: { name: string; text: string }[] = [];
  let depth = 0;
  const note = (found: string | null) => {
    if (found && !problem) problem = found;
  };
  const parser = new Parser(
    {
      onprocessinginstruction(name, data) {
        const instruction = name.toLowerCase();
        if (instruction !== "?xml") return note(`the declaration <${name}>`);
        const encoding = /encoding\s*=\s*["']([^"']*)/i.exec(data);
        if (encoding && !ALLOWED_ENCODINGS.test(encoding[1]!)) note(`the encoding ${encoding[1]}`);
      },
      onopentag(name, attributes) {
        note(elementProblem(name, depth));
        for (const [attribute, value] of Object.entries(attributes)) note(attributeProblem(name, attribute, value));
        open.push({ name, text: "" });
        depth += 1;
      },
      ontext(data) {
        const current = open[open.length - 1];
        if (current) current.text += data;
      },
      onclosetag() {
        const closed = open.pop();
        depth -= 1;
        if (closed && closed.name.toLowerCase().replace(/^svg:/, "") === "style") note(cssProblem(closed.text));
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeCDATA: true },
  );
  parser.end(text);
  return problem;
}
