import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { pngDeclaring, testJpeg } from "./testing";

/** What must become of a hostile upload: refused outright, or stored and served so that nothing in it can run. */
export type HostileOutcome = "refused" | "neutralised";

/** One file of the hostile-upload corpus. */
export interface HostileUpload {
  /** What the file tries. */
  label: string;
  fileName: string;
  bytes: () => Promise<Buffer> | Buffer;
  outcome: HostileOutcome;
}

/** What a payload does when it runs: the journey listens for this console line. */
export const RAN = "tessera-hostile-ran";
const run = `console.log('${RAN}')`;
const svg = (body: string, attributes = "") => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40"${attributes}>${body}</svg>`);
const text = (value: string) => () => Buffer.from(value);

async function pngWithText(payload: string): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c84" } }).png().toBuffer();
  const iend = png.length - 12;
  const data = Buffer.concat([Buffer.from("Comment\0", "latin1"), Buffer.from(payload, "latin1")]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from("tEXt", "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([png.subarray(0, iend), length, body, crc, png.subarray(iend)]);
}

async function jpegWithComment(payload: string): Promise<Buffer> {
  const jpeg = await testJpeg(16, 16);
  const comment = Buffer.from(payload, "latin1");
  const marker = Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), marker, comment, jpeg.subarray(2)]);
}

function gifDeclaring(width: number, height: number, tail = ""): Buffer {
  const header = Buffer.alloc(13);
  header.write("GIF89a", 0, "latin1");
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  return Buffer.concat([header, Buffer.from(tail, "latin1"), Buffer.from([0x3b])]);
}

function zipHolding(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  return Buffer.concat([local, Buffer.from(name), data, deflateSync(Buffer.alloc(0))]);
}

const HTML_PAGE = `<!doctype html><html><body><script>${run}</script><img src=x onerror="${run}"></body></html>`;
const PDF_WITH_SCRIPT = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj
2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj
3 0 obj << /S /JavaScript /JS (app.alert('${RAN}')) >> endobj
trailer << /Root 1 0 R >>
%%EOF`;

/**
 * At least forty files a hostile owner account (or a stolen one) might upload to run script
 * from a site's origin: SVGs with every known way to script, HTML named as images, polyglots,
 * decompression bombs and names that try to leave their folder. Each is refused, or stored and
 * served so that it cannot run (tests in hostileUploads.test.ts and e2e/hostile-uploads.e2e.ts).
 */
export const HOSTILE_UPLOADS: readonly HostileUpload[] = [
  { label: "SVG with a script element", fileName: "script.svg", bytes: () => svg(`<script>${run}</script>`), outcome: "refused" },
  { label: "SVG with a script in CDATA", fileName: "cdata.svg", bytes: () => svg(`<script><![CDATA[${run}]]></script>`), outcome: "refused" },
  { label: "SVG with onload on the root", fileName: "onload.svg", bytes: () => svg("", ` onload="${run}"`), outcome: "refused" },
  { label: "SVG with an upper-case event handler", fileName: "onclick.svg", bytes: () => svg(`<rect width="9" height="9" ONCLICK="${run}"/>`), outcome: "refused" },
  { label: "SVG link to javascript:", fileName: "link.svg", bytes: () => svg(`<a href="javascript:${run}"><rect width="9" height="9"/></a>`), outcome: "refused" },
  { label: "SVG xlink:href to javascript:", fileName: "xlink.svg", bytes: () => svg(`<a xlink:href="javascript:${run}"><rect width="9" height="9"/></a>`), outcome: "refused" },
  { label: "SVG link with an entity-encoded javascript:", fileName: "entity.svg", bytes: () => svg(`<a href="&#106;avascript:${run}"><rect width="9" height="9"/></a>`), outcome: "refused" },
  { label: "SVG link with a hex-entity javascript:", fileName: "hex-entity.svg", bytes: () => svg(`<a href="&#x6A;&#x61;vascript:${run}"><rect width="9" height="9"/></a>`), outcome: "refused" },
  { label: "SVG link with a tab inside javascript:", fileName: "tab.svg", bytes: () => svg(`<a href="java&#9;script:${run}"><rect width="9" height="9"/></a>`), outcome: "refused" },
  { label: "SVG link with a leading space and mixed case", fileName: "case.svg", bytes: () => svg(`<a href="  JaVaScRiPt:${run}"><rect width="9" height="9"/></a>`), outcome: "refused" },
  { label: "SVG SMIL set of href to javascript:", fileName: "smil-set.svg", bytes: () => svg(`<a><set attributeName="href" to="javascript:${run}"/><rect width="9" height="9"/></a>`), outcome: "refused" },
  { label: "SVG SMIL animate of xlink:href", fileName: "smil-animate.svg", bytes: () => svg(`<a><animate attributeName="xlink:href" values="https://example.com;#x" dur="1s"/><rect width="9" height="9"/></a>`), outcome: "refused" },
  { label: "SVG SMIL set of href to a web address", fileName: "smil-link.svg", bytes: () => svg(`<a><set attributeName="href" to="https://attacker.example/"/><rect width="9" height="9"/></a>`), outcome: "refused" },
  { label: "SVG foreignObject with HTML and script", fileName: "foreign.svg", bytes: () => svg(`<foreignObject width="9" height="9"><body xmlns="http://www.w3.org/1999/xhtml"><script>${run}</script></body></foreignObject>`), outcome: "refused" },
  { label: "SVG with an entity declaring a script", fileName: "doctype.svg", bytes: text(`<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "&#60;script&#62;${run}&#60;/script&#62;">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>`), outcome: "refused" },
  { label: "SVG billion laughs", fileName: "laughs.svg", bytes: text(`<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&c;</text></svg>`), outcome: "refused" },
  { label: "SVG with an external style sheet instruction", fileName: "stylesheet.svg", bytes: text(`<?xml version="1.0"?><?xml-stylesheet href="https://attacker.example/x.css"?><svg xmlns="http://www.w3.org/2000/svg"/>`), outcome: "refused" },
  { label: "SVG use of an external file", fileName: "use.svg", bytes: () => svg(`<use href="https://attacker.example/x.svg#a"/>`), outcome: "refused" },
  { label: "SVG image of a data: HTML document", fileName: "image-data.svg", bytes: () => svg(`<image href="data:text/html;base64,PHNjcmlwdD4="/>`), outcome: "refused" },
  { label: "SVG image from another site (a tracking pixel)", fileName: "image-remote.svg", bytes: () => svg(`<image href="https://attacker.example/pixel.png" width="1" height="1"/>`), outcome: "refused" },
  { label: "SVG style importing a remote sheet", fileName: "import.svg", bytes: () => svg(`<style>@import url(https://attacker.example/x.css);</style>`), outcome: "refused" },
  { label: "SVG style loading a remote font", fileName: "font.svg", bytes: () => svg(`<style>text { font-family: x; } @font-face { font-family: x; src: url(https://attacker.example/f.woff); }</style>`), outcome: "refused" },
  { label: "SVG style attribute with a javascript: url", fileName: "style-attr.svg", bytes: () => svg(`<rect width="9" height="9" style="fill: url(javascript:${run})"/>`), outcome: "refused" },
  { label: "SVG fill pointing at another file", fileName: "fill.svg", bytes: () => svg(`<rect width="9" height="9" fill="url(https://attacker.example/p.svg#g)"/>`), outcome: "refused" },
  { label: "SVG with an iframe", fileName: "iframe.svg", bytes: () => svg(`<iframe src="javascript:${run}"/>`), outcome: "refused" },
  { label: "SVG with an embed", fileName: "embed.svg", bytes: () => svg(`<embed src="/x.html"/>`), outcome: "refused" },
  { label: "SVG with an HTML-namespaced script", fileName: "html-ns.svg", bytes: () => svg(`<html:script xmlns:html="http://www.w3.org/1999/xhtml">${run}</html:script>`), outcome: "refused" },
  { label: "SVG with xml:base to javascript:", fileName: "base.svg", bytes: () => svg(`<a xml:base="javascript:" href="#x"><rect width="9" height="9"/></a>`), outcome: "refused" },
  { label: "SVG feImage from another site", fileName: "feimage.svg", bytes: () => svg(`<filter id="f"><feImage href="https://attacker.example/x.png"/></filter>`), outcome: "refused" },
  { label: "SVG link to vbscript:", fileName: "vbscript.svg", bytes: () => svg(`<a href="vbscript:msgbox"><rect width="9" height="9"/></a>`), outcome: "refused" },
  { label: "SVG link to a data: document", fileName: "data-link.svg", bytes: () => svg(`<a href="data:text/html,&lt;script&gt;${run}&lt;/script&gt;"><rect width="9" height="9"/></a>`), outcome: "refused" },
  { label: "SVG with a handler element", fileName: "handler.svg", bytes: () => svg(`<handler type="application/ecmascript">${run}</handler>`), outcome: "refused" },
  { label: "HTML named as a JPEG", fileName: "photo.jpg", bytes: text(HTML_PAGE), outcome: "refused" },
  { label: "HTML named as a PNG", fileName: "photo.png", bytes: text(`<!DOCTYPE html>${HTML_PAGE}`), outcome: "refused" },
  { label: "HTML named as an SVG", fileName: "drawing.svg", bytes: text(`<html><body><svg xmlns="http://www.w3.org/2000/svg"></svg><script>${run}</script></body></html>`), outcome: "refused" },
  { label: "an XHTML page named as an image", fileName: "page.gif", bytes: text(`<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>${run}</script></html>`), outcome: "refused" },
  { label: "a GIF/JavaScript polyglot", fileName: "polyglot.gif", bytes: () => gifDeclaring(0x2f2a, 0x2f2a, `*/=1;${run};/*`), outcome: "refused" },
  { label: "a JPEG carrying HTML in its comment", fileName: "comment.jpg", bytes: () => jpegWithComment(HTML_PAGE), outcome: "neutralised" },
  { label: "a PNG carrying HTML in a text chunk", fileName: "chunk.png", bytes: () => pngWithText(HTML_PAGE), outcome: "neutralised" },
  { label: "a PDF that runs JavaScript when opened", fileName: "invoice.pdf", bytes: text(PDF_WITH_SCRIPT), outcome: "neutralised" },
  { label: "a PDF/HTML polyglot", fileName: "menu.pdf", bytes: text(`%PDF-1.4\n${HTML_PAGE}\n%%EOF`), outcome: "neutralised" },
  { label: "a ZIP holding an HTML page", fileName: "site.zip", bytes: () => zipHolding("index.html", HTML_PAGE), outcome: "neutralised" },
  { label: "a PNG decompression bomb (20000 × 20000)", fileName: "bomb.png", bytes: () => pngDeclaring(20_000, 20_000), outcome: "refused" },
  { label: "a PNG decompression bomb (100000 × 100000)", fileName: "bomb-2.png", bytes: () => pngDeclaring(100_000, 100_000), outcome: "refused" },
  { label: "a GIF declaring 65535 × 65535 pixels", fileName: "bomb.gif", bytes: () => gifDeclaring(65_535, 65_535), outcome: "refused" },
  { label: "a name climbing out of its folder", fileName: "../../etc/passwd.png", bytes: () => pngWithText("plain"), outcome: "neutralised" },
  { label: "a Windows path name", fileName: "..\\..\\windows\\win.ini.jpg", bytes: () => testJpeg(8, 8), outcome: "neutralised" },
  { label: "a name with a right-to-left override", fileName: "invoice\u202Egnp.exe.png", bytes: () => pngWithText("plain"), outcome: "neutralised" },
  { label: "a name with a NUL byte", fileName: "photo.jpg\u0000.html", bytes: () => testJpeg(8, 8), outcome: "neutralised" },
  { label: "a name with markup", fileName: "<img src=x onerror=alert(1)>.png", bytes: () => pngWithText("plain"), outcome: "neutralised" },
  { label: "a reserved device name", fileName: "CON.png", bytes: () => pngWithText("plain"), outcome: "neutralised" },
  { label: "a 600-character name", fileName: `${"a".repeat(600)}.png`, bytes: () => pngWithText("plain"), outcome: "neutralised" },
  { label: "a safe SVG named as a page", fileName: "logo.svg.html", bytes: () => svg(`<defs><linearGradient id="g"><stop offset="0" stop-color="#c84"/></linearGradient></defs><rect width="9" height="9" fill="url(#g)"/><use href="#g"/>`), outcome: "neutralised" },
];
