import { describe, expect, it } from "vitest";
import { svgProblem } from "./svgSafety";

const check = (text: string) => svgProblem(Buffer.from(text));

describe("svgProblem", () => {
  it("accepts drawings as editors save them: gradients, internal references, styles, editor notes and harmless animation", () => {
    expect(
      check(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
  xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
  xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" width="64" height="64" viewBox="0 0 64 64" sodipodi:docname="cup.svg">
  <sodipodi:namedview id="base" inkscape:zoom="4"/>
  <metadata><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format></cc:Work></rdf:RDF></metadata>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h9"/></defs>
  <style><![CDATA[ .cup { fill: url(#g); stroke: #333 } ]]></style>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" class="cup" style="fill:url('#g')">
    <circle cx="32" cy="32" r="20"><animate attributeName="r" values="20;22;20" dur="2s" repeatCount="indefinite"/></circle>
    <use xlink:href="#p" aria-label="steam" data-part="steam"/>
    <text x="4" y="60">Caf&#233; &amp; tea</text>
  </g>
</svg>`),
    ).toBeNull();
  });

  it("names what is wrong with a hostile SVG", () => {
    expect(check('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')).toBe("the element script");
    expect(check('<svg xmlns="http://www.w3.org/2000/svg"><rect onload="x()"/></svg>')).toBe("the attribute onload");
    expect(check('<svg xmlns="http://www.w3.org/2000/svg"><use href="&#106;avascript:x()"/></svg>')).toBe("a script or data link in href");
    expect(check('<svg xmlns="http://www.w3.org/2000/svg"><use href="java&#x09;script:x()"/></svg>')).toBe("a script or data link in href");
    expect(check('<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/a.svg#x"/></svg>')).toBe("a reference to another file in href");
    expect(check('<svg xmlns="http://www.w3.org/2000/svg"><use><set attributeName="href" to="#x"/></use></svg>')).toBe("animation of href on set");
    expect(check('<!DOCTYPE svg [<!ENTITY a "b">]><svg xmlns="http://www.w3.org/2000/svg"/>')).toBe("a DOCTYPE or entity declaration");
    expect(check('<?xml-stylesheet href="x.css"?><svg xmlns="http://www.w3.org/2000/svg"/>')).toBe("the declaration <?xml-stylesheet>");
    expect(check('<svg xmlns="http://www.w3.org/1999/xhtml"/>')).toBe("a namespace other than SVG");
    expect(check('<html><svg xmlns="http://www.w3.org/2000/svg"/></html>')).toBe("a root element other than svg");
    expect(check('<svg xmlns="http://www.w3.org/2000/svg"><style>@import "x.css";</style></svg>')).toBe("style that loads or runs something");
    expect(check('<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(https://evil.example/p#g)"/></svg>')).toBe("a style url() outside the image");
    expect(svgProblem(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0x3e]))).toBe("text that is not UTF-8");
  });
});
