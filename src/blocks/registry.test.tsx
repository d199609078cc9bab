import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../domain/enumerations/blockTypes";
import { BLOCK_DEFINITIONS, blockDefinitionFor } from "./registry";
import { BLOCK_SCHEMAS } from "./schemaRegistry";

const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };

function render(type: string, settings: unknown): string {
  const definition = blockDefinitionFor(type)!;
  const parsed = definition.schema.parse(settings);
  return renderToStaticMarkup(<definition.Render id={"b".repeat(24)} settings={parsed} context={context} />);
}

describe("block registry", () => {
  it("has a server renderer for every block schema, and each example renders", () => {
    expect(BLOCK_DEFINITIONS.map((d) => d.type)).toEqual(BLOCK_SCHEMAS.map((s) => s.type));
    for (const definition of BLOCK_DEFINITIONS) {
      const html = render(definition.type, definition.example);
      expect(html).toContain(`id="block-${"b".repeat(24)}"`);
      expect(html).toContain(`data-block-type="${definition.code}"`);
    }
  });

  it("uses the spec's block type codes", () => {
    const codes = Object.fromEntries(BLOCK_DEFINITIONS.map((d) => [d.type, d.code]));
    expect(codes).toMatchObject({
      text: BLOCK_TYPE.html,
      code: BLOCK_TYPE.code,
      quote: BLOCK_TYPE.quote,
      spacer: BLOCK_TYPE.spacer,
      image: BLOCK_TYPE.image,
      button: BLOCK_TYPE.button,
      markdown: BLOCK_TYPE.markdown,
      accordion: BLOCK_TYPE.accordion,
      "horizontal-rule": BLOCK_TYPE.horizontalRule,
    });
  });

  it("sanitises rich text: no scripts, handlers or javascript links", () => {
    const html = render("text", {
      html: `<p onclick="x()">Hi <a href="javascript:alert(1)">bad</a> <a href="/ok" target="_blank">ok</a><script>alert(1)</script><img src=x onerror=alert(1)></p>`,
    });
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:|<img/);
    expect(html).toContain('<a href="/ok" target="_blank" rel="noopener noreferrer">ok</a>');
  });

  it("renders markdown to sanitised HTML", () => {
    const html = render("markdown", { markdown: "## Title\n\n**bold** [link](/about)\n\n<script>alert(1)</script>" });
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain('<strong>bold</strong> <a href="/about">link</a>');
    expect(html).not.toContain("<script");
  });

  it("places owner-written code as written, or as escaped text on request", () => {
    expect(render("code", { html: '<div class="mine">x</div>' })).toContain('<div class="mine">x</div>');
    expect(render("code", { html: "<b>x</b>", displaySource: true })).toContain("<code>&lt;b&gt;x&lt;/b&gt;</code>");
  });

  it("renders headings at their level and images with alt text", () => {
    expect(render("heading", { text: "Hello", level: 3 })).toContain('<h3 class="tsr-heading tsr-align-left">Hello</h3>');
    const image = render("image", { src: "/static/demo/hero.svg", alt: "A cup", width: 10, height: 5 });
    expect(image).toContain('<span class="tsr-img-frame" style="aspect-ratio:2"><img class="tsr-img" data-src="/static/demo/hero.svg"');
    expect(image).toContain('alt="A cup" width="10" height="5"');
  });

  it("renders the accordion with buttons in level-two headings that control regions, first item open when asked", () => {
    const html = render("accordion", { items: [{ title: "One", html: "<p>1</p>" }, { title: "Two" }], firstItemExpanded: true });
    expect(html.match(/<h2 class="tsr-accordion__heading"><button type="button"/g)).toHaveLength(2);
    expect(html).toContain('data-island="accordion"');
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(1);
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(1);
    expect(html.match(/role="region"/g)).toHaveLength(2);
    expect(html.match(/ hidden=""/g)).toHaveLength(1);
    const closed = render("accordion", { items: [{ title: "One" }] });
    expect(closed).toContain('aria-expanded="false"');
  });
});
